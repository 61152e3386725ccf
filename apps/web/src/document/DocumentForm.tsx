/**
 * The generic form of a business document (`document()` declarations): header fields, an
 * editable lines grid, running totals, Simpan / Batal / Hapus. Driven by DocumentMeta only, so
 * every later document (purchasing, sales, stock) gets it without code.
 *
 * - `notransaksi` is given by the server when adding; it shows (read-only) once saved.
 * - `tanggal` follows the date-lock rule (spec §4): a user with the date-lock flag adds with
 *   today's date and keeps the original date when editing (the server applies the same rule).
 * - A header `total` derived from the lines is read-only and follows the lines as they are typed.
 * - Journals (lines with debet and kredit) show the difference; it must be 0 before saving.
 * - Keyboard: Enter moves to the next field or cell (from the last cell of a filled last row it
 *   adds a row), Insert or Ctrl+Enter adds a row, Ctrl+Delete removes the current row, Ctrl+S
 *   saves, Esc goes back.
 * - Server errors: num 15 with fields are shown on their fields (`lines.N.field` on the cell),
 *   other numbers as an alert.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Col, DatePicker, Form, Input, Row as GridRow, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { actNames, fieldSchema, linesTable, NUM, type DocumentMeta, type FieldSpec } from '@niaga/kernel';
import { ApiError, call, callOk, newIdemKey } from '../api';
import { DATE_FORMAT, formatDecimal } from '../format';
import { DecimalInput, fieldWidget } from '../doctype/widgets';
import { enterMovesOn, FOCUSABLE, nextField, pickerAndEscape, useCtrlS } from '../doctype/keys';
import { rowToValues, toWireValue, type FormValue, type Row, type WireValue } from '../doctype/values';
import { getSession, setPendingChanges } from '../session';
import { useOtorisasi } from '../shell/Otorisasi';
import { refWidget } from '../doctype/RefPicker';
import { derivedTotal, emptyLine, isBalanced, isBlankLine, isReadOnlyHeader, lineToValues, lineTotals, linesToWire, selisih, toUnits } from './lines';

type Line = Record<string, FormValue>;
type Values = Record<string, FormValue | Line[]>;

const schemaRule = (f: FieldSpec) => ({
  validator: (_: unknown, value: FormValue) => {
    const r = fieldSchema(f).safeParse(toWireValue(f, value));
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message ?? `${f.label} tidak valid`));
  },
});


/** Whether the logged-in user has the date-lock flag (appcfg.pengguna.kuncitanggal). */
export function userDateLocked(): boolean {
  const s = getSession();
  if (s.status === 'out') return false;
  const p = (s.session.appcfg?.pengguna ?? {}) as Record<string, unknown>;
  const v = p.kuncitanggal;
  return v === true || v === 1 || v === '1';
}

/**
 * Spec §4: without the date lock, the chosen date may be kept for the next document ("Tetap pakai
 * tanggal ini", per document type, for this browser session); otherwise a new document starts today.
 */
const DATE_KEY = (name: string) => `niaga_tanggal_${name}`;
function keptDate(name: string): dayjs.Dayjs | null {
  try {
    const v = sessionStorage.getItem(DATE_KEY(name));
    const d = v ? dayjs(v, 'YYYY-MM-DD', true) : null;
    return d?.isValid() ? d : null;
  } catch {
    return null;
  }
}
function keepDate(name: string, wire: string | null) {
  try {
    if (wire) sessionStorage.setItem(DATE_KEY(name), wire);
    else sessionStorage.removeItem(DATE_KEY(name));
  } catch {
    /* storage unavailable */
  }
}

/** The add/edit route of a document: `?id=N` edits, no id adds. */
export default function DocumentFormScreen({ meta, mode }: { meta: DocumentMeta; mode: 'add' | 'edit' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = mode === 'edit' && rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const back = () => navigate(meta.routes.list);
  if (mode === 'edit' && id === null)
    return <Alert type="error" showIcon title={`Data ${meta.title} tidak ditemukan`} action={<Button onClick={back}>Kembali</Button>} />;
  return (
    <Card>
      <DocumentForm key={id ?? 'add'} meta={meta} id={id} onDone={back} />
    </Card>
  );
}

interface Loaded {
  header: Row;
  lines: Record<string, WireValue>[];
}

export function DocumentForm({ meta, id, onDone }: { meta: DocumentMeta; id: number | null; onDone: () => void }) {
  const acts = actNames(meta.name);
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const mode = id === null ? 'add' : 'edit';
  const locked = userDateLocked();
  const [otorisasi, otorisasiHolder] = useOtorisasi();
  const [keep, setKeep] = useState(() => keptDate(meta.name) !== null);

  const record = useQuery({
    queryKey: ['doctype', meta.name, 'get', id],
    queryFn: async (): Promise<Loaded> => {
      const data = await callOk<Record<string, unknown>>(acts.get, { id, edit: 1 });
      const header = (data?.[`tbl_${meta.name}`] as Row[] | undefined)?.[0];
      if (!header) throw new Error(`Data ${meta.title} tidak ditemukan`);
      return { header, lines: (data?.[linesTable(meta.name)] as Record<string, WireValue>[] | undefined) ?? [] };
    },
    enabled: mode === 'edit',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  // The edit lock is the server's until a save or delete; leaving without saving gives it back.
  const done = useRef(false);
  // One key per intended save: a retry after a lost reply is answered, not saved twice.
  const idem = useRef(newIdemKey());
  const opened = record.isSuccess;
  useEffect(() => {
    if (!opened || id === null) return;
    return () => {
      if (!done.current) void call('kunci_lepas', { modul: meta.name, kunci: id });
    };
  }, [opened, id, meta.name]);
  useEffect(() => () => setPendingChanges(false), []);

  const lines = Form.useWatch('lines', form) as Line[] | undefined;
  const totals = useMemo(() => lineTotals(meta, lines), [meta, lines]);
  const total = derivedTotal(meta, totals);
  const diff = isBalanced(meta) ? selisih(totals) : null;
  const balanced = diff === null || toUnits(diff) === 0n;

  const headerNames = Object.keys(meta.fields);

  const initialValues = useMemo<Values | null>(() => {
    if (mode === 'edit') {
      if (!record.data) return null;
      const v: Values = rowToValues(meta, record.data.header);
      v.lines = record.data.lines.map((l) => lineToValues(meta, l));
      if (meta.lines && v.lines.length === 0) v.lines = [emptyLine(meta)];
      return v;
    }
    const v: Values = Object.fromEntries(
      headerNames.map((k) => {
        const f = meta.fields[k];
        return [k, f.kind === 'date' ? (k === 'tanggal' && !locked && keptDate(meta.name)) || dayjs() : rowToValues(meta, {})[k]];
      }),
    );
    if (meta.fields.total) v.total = meta.fields.total.default === undefined ? null : String(meta.fields.total.default);
    if (meta.lines) v.lines = Array.from({ length: Math.max(1, meta.lines.min) }, () => emptyLine(meta));
    return v;
  }, [mode, record.data, meta]);

  const showFieldErrors = (fields: Record<string, string>, sent: { index: number }[]) => {
    const known: { name: [string] | [string, number, string]; errors: string[] }[] = [];
    const other: string[] = [];
    for (const [k, msg] of Object.entries(fields)) {
      const m = /^lines\.(\d+)\.(\w+)$/.exec(k);
      if (m && meta.lines?.fields[m[2]] && sent[Number(m[1])]) known.push({ name: ['lines', sent[Number(m[1])].index, m[2]], errors: [msg] });
      else if (k in meta.fields) known.push({ name: [k], errors: [msg] });
      else other.push(msg);
    }
    form.setFields(known as Parameters<typeof form.setFields>[0]);
    if (other.length) setFailure(other.join('; '));
    focusFirstError();
  };

  const focusFirstError = () =>
    setTimeout(() => {
      const el = wrapRef.current?.querySelector<HTMLElement>('.ant-form-item-has-error input, .ant-form-item-has-error textarea');
      el?.focus();
    }, 0);

  const submit = async () => {
    if (saving) return;
    setFailure(null);
    // Blank lines are not part of the document: drop them (keeping one row to type in).
    if (meta.lines) {
      const all = (form.getFieldValue('lines') as Line[] | undefined) ?? [];
      const kept = all.filter((l) => !isBlankLine(meta, l));
      if (kept.length !== all.length) form.setFieldValue('lines', kept.length ? kept : [emptyLine(meta)]);
      if (kept.length < meta.lines.min) {
        setFailure(`${meta.lines.title} minimal ${meta.lines.min} baris.`);
        return;
      }
    }
    try {
      await form.validateFields();
    } catch {
      focusFirstError();
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    if (isBalanced(meta)) {
      // A journal line is either a debit or a credit (the server says the same).
      const bad = ((values.lines as Line[] | undefined) ?? []).flatMap((l, i) => {
        const d = toUnits(l.debet) ?? 0n;
        const k = toUnits(l.kredit) ?? 0n;
        return (d > 0n) === (k > 0n) || d < 0n || k < 0n ? [i] : [];
      });
      if (bad.length) {
        form.setFields(bad.map((i) => ({ name: ['lines', i, 'kredit'], errors: ['Isi salah satu, debet atau kredit'] })) as unknown as Parameters<typeof form.setFields>[0]);
        focusFirstError();
        return;
      }
    }
    const sentLines = linesToWire(meta, values.lines as Line[] | undefined);
    const now = lineTotals(meta, values.lines as Line[] | undefined);
    if (isBalanced(meta) && toUnits(selisih(now)) !== 0n) {
      setFailure(`Jurnal tidak seimbang: total debet ${formatDecimal(now.debet, 2)}, total kredit ${formatDecimal(now.kredit, 2)}, selisih ${formatDecimal(selisih(now), 2)}.`);
      return;
    }
    const header: Record<string, WireValue> = {};
    for (const k of headerNames) {
      if (k === 'notransaksi' && mode === 'add') continue;
      header[k] = toWireValue(meta.fields[k], values[k] as FormValue);
    }
    const derived = derivedTotal(meta, now);
    if (derived !== null) header.total = derived;
    const payload = { ...header, ...(meta.lines ? { lines: sentLines.map((s) => s.line) } : {}), ...(id !== null ? { id } : {}) };
    setSaving(true);
    const env = await call<{ id: number; notransaksi: string }>(acts.save, payload, { idem: idem.current });
    setSaving(false);
    if (env.num === 0) {
      done.current = true;
      idem.current = newIdemKey();
      if (mode === 'add' && !locked) keepDate(meta.name, keep ? String(header.tanggal ?? '') : null);
      setPendingChanges(false);
      message.success(`${meta.title} ${env.data?.notransaksi ?? ''} berhasil disimpan`);
      void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name] });
      onDone();
      return;
    }
    const fields = (env.data as { fields?: Record<string, string> } | null)?.fields;
    // Validation and rule refusals may name fields and line cells (`lines.<i>.<field>`): mark them.
    if (fields && Object.keys(fields).some((k) => k !== '_')) {
      showFieldErrors(fields, sentLines);
      if (env.num !== NUM.INVALID) setFailure(env.msg);
    } else setFailure(env.msg || 'Terjadi masalah saat permintaan data, cek koneksi internet.');
  };

  const remove = () => {
    if (id === null || !record.data) return;
    const no = String(record.data.header.notransaksi ?? '');
    modal.confirm({
      title: `Hapus ${meta.title}`,
      content: `Apakah anda yakin akan menghapus ${meta.title} ${no}? Jurnalnya ikut dibatalkan.`,
      okText: 'Hapus',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: async () => {
        try {
          try {
            await callOk(acts.del, { id });
          } catch (e) {
            if (!(e instanceof ApiError && e.num === NUM.DENIED)) throw e;
            const grant = await otorisasi({ modul: meta.access, type: 'mdelete', action: `Hapus ${meta.title} ${no}` });
            if (!grant) return;
            await callOk(acts.del, { id, ...(grant.izin ? { izin: grant.izin } : {}) });
          }
          done.current = true;
          setPendingChanges(false);
          message.success(`${meta.title} ${no} berhasil dihapus`);
          void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name] });
          onDone();
        } catch (e) {
          modal.error({ title: 'Niaga', content: `Gagal Hapus Data, Pesan : ${e instanceof Error ? e.message : String(e)}` });
        }
      },
    });
  };

  // Ctrl+S saves while the form is open.
  useCtrlS(submit);

  const focusCell = (row: number, col = 0) =>
    setTimeout(() => {
      const tr = wrapRef.current?.querySelectorAll<HTMLElement>('.doc-lines tbody tr[data-row-key]')[row];
      tr?.querySelectorAll<HTMLElement>(FOCUSABLE)[col]?.focus();
    }, 30);
  const rowOf = (el: HTMLElement) => {
    const tr = el.closest<HTMLElement>('.doc-lines tbody tr[data-row-key]');
    if (!tr) return -1;
    return Array.from(wrapRef.current?.querySelectorAll('.doc-lines tbody tr[data-row-key]') ?? []).indexOf(tr);
  };

  const addLine = (at?: number) => {
    if (!meta.lines) return;
    const cur = (form.getFieldValue('lines') as Line[] | undefined) ?? [];
    if (cur.length >= meta.lines.max) {
      message.warning(`${meta.lines.title} maksimal ${meta.lines.max} baris`);
      return;
    }
    const i = at === undefined ? cur.length : at;
    form.setFieldValue('lines', [...cur.slice(0, i), emptyLine(meta), ...cur.slice(i)]);
    setPendingChanges(true);
    focusCell(i);
  };
  const removeLine = (i: number) => {
    const cur = (form.getFieldValue('lines') as Line[] | undefined) ?? [];
    const next = cur.filter((_, j) => j !== i);
    form.setFieldValue('lines', next.length ? next : [emptyLine(meta)]);
    setPendingChanges(true);
  };

  /** Enter: next field or cell; from the last cell of a filled last row, a new row; else Simpan. */
  const moveNext = (from: HTMLElement) => {
    const next = nextField(wrapRef.current, from);
    if (next) return next.focus();
    const r = rowOf(from);
    const cur = (form.getFieldValue('lines') as Line[] | undefined) ?? [];
    if (r >= 0 && r === cur.length - 1 && !isBlankLine(meta, cur[r])) addLine();
    else saveRef.current?.focus();
  };

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const t = e.target as HTMLElement;
    const inGrid = rowOf(t) >= 0;
    if ((e.key === 'Insert' && !e.ctrlKey) || (e.key === 'Enter' && (e.ctrlKey || e.metaKey))) {
      if (!meta.lines) return;
      e.preventDefault();
      e.stopPropagation();
      addLine(inGrid ? rowOf(t) + 1 : undefined);
      return;
    }
    if (e.key === 'Delete' && e.ctrlKey && inGrid) {
      e.preventDefault();
      const r = rowOf(t);
      removeLine(r);
      focusCell(Math.max(0, r - 1));
      return;
    }
    enterMovesOn(e, moveNext);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => pickerAndEscape(e, moveNext, onDone);

  if (mode === 'edit' && record.isError)
    return <Alert type="error" showIcon title={record.error.message} action={<Button onClick={onDone}>Kembali</Button>} />;
  if (!initialValues) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;

  const headerWidget = (name: string, f: FieldSpec, first: boolean) => {
    if (name === 'notransaksi')
      return <Input readOnly variant="filled" placeholder="(otomatis saat disimpan)" style={{ maxWidth: 240 }} aria-label={f.label} />;
    if (name === 'tanggal' && f.kind === 'date')
      return <DatePicker format={DATE_FORMAT} disabled={locked} autoFocus={first && !locked} allowClear={false} style={{ width: 180 }} />;
    if (isReadOnlyHeader(meta, name)) return <TotalView value={total} />;
    return refWidget(f, { autoFocus: first }) ?? fieldWidget(f, first);
  };

  const visibleHeader = headerNames.filter((k) => !(k === 'notransaksi' && mode === 'add'));
  const firstEditable = visibleHeader.find((k) => !isReadOnlyHeader(meta, k) && !(k === 'tanggal' && locked));

  return (
    <div ref={wrapRef} onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown} className="doc-form">
      {otorisasiHolder}
      {failure && <Alert type="error" showIcon closable={{ onClose: () => setFailure(null) }} style={{ marginBottom: 16 }} title={failure} role="alert" />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => setPendingChanges(true)}
        requiredMark
      >
        <GridRow gutter={[24, 0]}>
          {visibleHeader.map((name) => {
            const f = meta.fields[name];
            const ro = isReadOnlyHeader(meta, name);
            const wide = f.kind === 'text' && !f.multiline && (f.max ?? 0) > 60;
            return (
              <Col key={name} xs={24} md={wide ? 24 : 12} xl={wide ? 12 : 6}>
                <Form.Item
                  name={ro && name !== 'notransaksi' ? undefined : name}
                  label={f.label}
                  required={!ro && f.required && f.kind !== 'flag'}
                  valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
                  normalize={f.upper ? (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v) : undefined}
                  rules={ro ? [] : [schemaRule(f)]}
                  validateFirst
                  extra={
                    name !== 'tanggal' ? undefined : locked ? (
                      mode === 'add' ? 'Kunci tanggal: memakai tanggal hari ini' : 'Kunci tanggal: tanggal asli dipertahankan'
                    ) : mode === 'add' ? (
                      <Checkbox checked={keep} onChange={(e) => setKeep(e.target.checked)} tabIndex={-1}>
                        Tetap pakai tanggal ini
                      </Checkbox>
                    ) : undefined
                  }
                >
                  {headerWidget(name, f, name === firstEditable)}
                </Form.Item>
              </Col>
            );
          })}
        </GridRow>
        {meta.lines && <LinesGrid meta={meta} totals={totals} onAdd={() => addLine()} onRemove={removeLine} />}
        {diff !== null && (
          <Space size="large" style={{ display: 'flex', margin: '12px 0' }} wrap data-testid="jurnal-totals">
            <span>
              Total Debet: <b>{formatDecimal(totals.debet, 2)}</b>
            </span>
            <span>
              Total Kredit: <b>{formatDecimal(totals.kredit, 2)}</b>
            </span>
            <span>
              Selisih:{' '}
              <Tag color={balanced ? 'green' : 'red'} data-testid="selisih" style={{ fontSize: 14, padding: '2px 8px' }}>
                {formatDecimal(diff, 2)}
              </Tag>
              {!balanced && <Typography.Text type="danger">Jurnal belum seimbang</Typography.Text>}
            </span>
          </Space>
        )}
        <Space style={{ display: 'flex', marginTop: 16 }} wrap>
          <Tooltip title="Ctrl+S" placement="bottom">
            <Button ref={saveRef} type="primary" onClick={() => void submit()} icon={<SaveOutlined />} loading={saving}>
              Simpan
            </Button>
          </Tooltip>
          <Button icon={<CloseOutlined />} onClick={onDone}>
            Batal
          </Button>
          {mode === 'edit' && (
            <Button danger icon={<DeleteOutlined />} onClick={remove}>
              Hapus
            </Button>
          )}
        </Space>
      </Form>
    </div>
  );
}

function TotalView({ value, id }: { value: string | null; id?: string }) {
  return (
    <Input id={id} readOnly variant="filled" value={formatDecimal(value ?? '0', 2)} style={{ maxWidth: 240, textAlign: 'right', fontWeight: 600 }} tabIndex={-1} />
  );
}

/** The editable lines: one row per line, one cell per declared line field. */
function LinesGrid({ meta, totals, onAdd, onRemove }: { meta: DocumentMeta; totals: Record<string, string>; onAdd: () => void; onRemove: (i: number) => void }) {
  const spec = meta.lines!;
  const names = Object.keys(spec.fields);
  return (
    <Form.List name="lines">
      {(fields) => (
        <div className="doc-lines" style={{ marginTop: 8 }}>
          <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {spec.title}
            </Typography.Title>
            <Tooltip title="Insert / Ctrl+Enter">
              <Button size="small" icon={<PlusOutlined />} onClick={onAdd}>
                Tambah Baris
              </Button>
            </Tooltip>
          </Space>
          <Table
            size="small"
            bordered
            pagination={false}
            rowKey="key"
            dataSource={fields as { key: number; name: number }[]}
            scroll={{ x: 900 }}
            columns={[
              { key: '_no', title: 'No', width: 48, align: 'center', render: (_: unknown, __: unknown, i: number) => i + 1 },
              ...names.map((k) => {
                const f = spec.fields[k];
                const picker = (i: number) => refWidget(f, { 'aria-label': `${f.label} baris ${i + 1}`, style: { maxWidth: 'none', minWidth: 180 } });
                const numeric = f.kind === 'decimal' || f.kind === 'int';
                return {
                  key: k,
                  title: (
                    <span>
                      {f.label}
                      {f.required && f.kind !== 'flag' && f.default === undefined ? <span style={{ color: '#ff4d4f' }}> *</span> : null}
                    </span>
                  ),
                  align: numeric ? ('right' as const) : undefined,
                  width: f.ref ? 280 : numeric ? 150 : f.kind === 'code' ? 150 : undefined,
                  render: (_: unknown, field: { name: number }) => (
                    <Form.Item
                      name={[field.name, k]}
                      rules={[schemaRule(f)]}
                      validateFirst
                      normalize={f.upper ? (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v) : undefined}
                      style={{ margin: 0 }}
                    >
                      {f.ref ? (
                        picker(field.name)
                      ) : f.kind === 'decimal' ? (
                        <DecimalInputCell scale={f.scale} />
                      ) : (
                        <Input
                          maxLength={f.max}
                          autoComplete="off"
                          aria-label={`${f.label} baris ${field.name + 1}`}
                          style={{ width: '100%', minWidth: f.kind === 'text' ? 140 : 100, textTransform: f.upper ? 'uppercase' : undefined }}
                        />
                      )}
                    </Form.Item>
                  ),
                };
              }),
              {
                key: '_aksi',
                title: '',
                width: 44,
                align: 'center',
                render: (_: unknown, field: { name: number }) => (
                  <Tooltip title="Hapus baris (Ctrl+Delete)">
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Hapus baris ${field.name + 1}`} tabIndex={-1} onClick={() => onRemove(field.name)} />
                  </Tooltip>
                ),
              },
            ]}
            summary={() => (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={1} />
                  {names.map((k, i) => (
                    <Table.Summary.Cell key={k} index={i + 1} align={k in totals ? 'right' : undefined}>
                      {k in totals ? (
                        <b data-testid={`total-${k}`}>{formatDecimal(totals[k], spec.fields[k].scale ?? 2)}</b>
                      ) : i === 0 ? (
                        <b>Total</b>
                      ) : null}
                    </Table.Summary.Cell>
                  ))}
                  <Table.Summary.Cell index={names.length + 1} />
                </Table.Summary.Row>
              </Table.Summary>
            )}
          />
        </div>
      )}
    </Form.List>
  );
}

/** A money cell: the shared id-ID decimal input, labelled for screen readers. */
function DecimalInputCell({ id, value, onChange, scale }: { id?: string; value?: string | null; onChange?: (v: string | null) => void; scale?: number }) {
  return (
    <span style={{ display: 'block', minWidth: 120 }}>
      <DecimalInput id={id} value={value} onChange={onChange} scale={scale} />
    </span>
  );
}
