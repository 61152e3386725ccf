/**
 * The one form of every business document (`document()` declarations), built from the declaration:
 * header fields, one editable grid per child table (lines, payments …), the figures the
 * declaration computes (live, the server's own code), the record rules' verdict before saving,
 * Simpan / Batal / Hapus / Cetak (A4).
 *
 * - `notransaksi` is given by the server when adding (the preview shows what it will be); it shows
 *   read-only once saved. `tanggal` follows the date-lock rule (spec §4).
 * - Keyboard: Enter moves to the next field or cell; the grids add and remove rows (Insert,
 *   Ctrl+Enter, Ctrl+Delete) and take scanned codes; Ctrl+S saves; Esc goes back. Leaving with
 *   unsaved changes (Batal, Esc, the menu, the browser) asks first (useUnsaved).
 * - Refusals name fields and cells (`lines.2.jumlah`): they are marked where they are.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Col, DatePicker, Descriptions, Form, Input, Modal, Row as GridRow, Space, Spin, Tooltip, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined, ImportOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { actNames, childTableOf, rightFor, fieldSchema, NUM, optionLabel, tableOf, type Aksi, type ChildMeta, type DoctypeMeta, type DocumentMeta, type FieldSpec } from '@niaga/kernel';
import { ApiError, call, callOk, newIdemKey } from '../api';
import { useDenied } from '../record/useDenied';
import { DATE_FORMAT, formatDate } from '../format';
import { formatField } from '../digits';
import { fieldWidget } from '../doctype/widgets';
import { enterMovesOn, focusField, nextField, pickerAndEscape, useCtrlS } from '../doctype/keys';
import { rowToValues as headerToValues, toWireValue, type FormValue, type Row, type WireValue } from '../doctype/values';
import { companyToday, getSession } from '../session';
import { useUnsaved } from '../shell/useUnsaved';
import { useOtorisasi } from '../shell/Otorisasi';
import { fillsOf, refWidget } from '../doctype/RefPicker';
import { ChildGrid, dropBlankRows } from '../record/ChildGrid';
import { emptyRow, formFieldOf, isBlankRow, liveFigures, liveRefusals, recordToWire, rowToValues, takenRows, visibleFields, type FormRecord, type FormRow, type WireRow } from '../record/values';
import { allDoctypes } from '../app';
import { PrintStyle } from './PrintStyle';
import { OpenItemsPicker } from './OpenItems';
import { openDocumentPdf, PDF_PRINT } from './printPdf';
import { useDueDates } from './dueDates';
import { focusOkWhenOpen } from '../shell/confirmFocus';

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

/**
 * The add/edit route of a document: `?id=N` edits, no id adds; `?mode=edit&id={notransaksi}` (spec
 * §2.12 Buka Transaksi) edits the document of that number.
 */
export default function DocumentFormScreen({ meta, mode, defaults }: { meta: DocumentMeta; mode: 'add' | 'edit'; defaults?: Record<string, WireValue> }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const byNumber = mode === 'edit' && !!rawId && !/^\d+$/.test(rawId);
  const found = useQuery({
    queryKey: ['doctype', meta.name, 'byNumber', rawId],
    enabled: byNumber,
    queryFn: async () => {
      const env = await call<Record<string, Row[]>>(actNames(meta.name).get, { notransaksi: rawId });
      return env.num === 0 ? Number(env.data?.[`tbl_${meta.name}`]?.[0]?.id ?? 0) || null : null;
    },
  });
  const id = mode === 'edit' && rawId && /^\d+$/.test(rawId) ? Number(rawId) : byNumber ? (found.data ?? null) : null;
  const back = () => navigate(meta.routes.list);
  if (byNumber && found.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (mode === 'edit' && id === null)
    return <Alert type="error" showIcon title={`Data ${meta.title} tidak ditemukan`} action={<Button onClick={back}>Kembali</Button>} />;
  return (
    <Card className="print-area">
      <DocumentForm key={id ?? 'add'} meta={meta} id={id} onDone={back} defaults={defaults} />
    </Card>
  );
}

interface Loaded {
  header: Row;
  children: Record<string, Record<string, WireValue>[]>;
}

/** Header fields shown in the form: not kept by the server, not computed (those show as totals). */
const headerFields = (meta: DocumentMeta) => Object.entries(meta.fields).filter(([, f]) => !f.hidden && !f.compute);

/** `defaults`: header values a new document starts from besides the declared ones (a free return's mode). */
export function DocumentForm({
  meta,
  id,
  onDone,
  defaults,
  leaveRef,
}: {
  meta: DocumentMeta;
  id: number | null;
  onDone: () => void;
  defaults?: Record<string, WireValue>;
  /** Set to the form's leave-guard, for a dialog that closes it by its own X. */
  leaveRef?: MutableRefObject<((go: () => void) => void) | null>;
}) {
  const acts = actNames(meta.name);
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormRecord>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const mode = id === null ? 'add' : 'edit';
  const locked = userDateLocked();
  const [otorisasi, otorisasiHolder] = useOtorisasi();
  const [keep, setKeep] = useState(() => keptDate(meta.name) !== null);
  const children = Object.values(meta.tables);
  // Changed by the person since opening: leaving then asks first.
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsaved(dirty);
  if (leaveRef) leaveRef.current = unsaved.leave;
  const denied = useDenied(meta.access, rightFor(meta, 'add'), mode === 'add');
  const leave = () => unsaved.leave(onDone);

  const record = useQuery({
    queryKey: ['doctype', meta.name, 'get', id],
    queryFn: async (): Promise<Loaded> => {
      const data = await callOk<Record<string, unknown>>(acts.get, { id, edit: 1 });
      const header = (data?.[tableOf(meta)] as Row[] | undefined)?.[0];
      if (!header) throw new Error(`Data ${meta.title} tidak ditemukan`);
      return { header, children: Object.fromEntries(children.map((c) => [c.key, (data?.[childTableOf(c)] as Record<string, WireValue>[] | undefined) ?? []])) };
    },
    enabled: mode === 'edit',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  // The edit lock is the server's until a save or delete; leaving without saving gives it back.
  const done = useRef(false);
  // One key per intended save (and one per delete): a retry after a lost reply is answered, not done twice.
  const idem = useRef(newIdemKey());
  const opened = record.isSuccess;
  useEffect(() => {
    if (!opened || id === null) return;
    return () => {
      if (!done.current) void call('kunci_lepas', { modul: meta.name, kunci: id });
    };
  }, [opened, id, meta.name]);

  const values = (Form.useWatch((v: FormRecord) => v, { form, preserve: true }) ?? {}) as FormRecord;
  const live = useMemo(() => liveFigures(meta, values), [meta, values]);
  const verdict = useMemo(() => liveRefusals(meta, values).filter((r) => !r.field), [meta, values]);
  // Due dates from the contact's terms, as the date or the contact changes (FieldSpec.due).
  useDueDates(meta, form, values, mode === 'edit', () => setDirty(true));

  const initialValues = useMemo<FormRecord | null>(() => {
    if (mode === 'edit') {
      if (!record.data) return null;
      const v: FormRecord = headerToValues(meta, record.data.header);
      for (const c of children) {
        const rows = record.data.children[c.key].map((r) => rowToValues(c, r));
        v[c.key] = rows.length || c.min === 0 ? rows : [emptyRow(c)];
      }
      return v;
    }
    // A new document starts from the declared defaults; its required dates from today.
    const v: FormRecord = headerToValues(meta, { ...Object.fromEntries(Object.entries(meta.fields).flatMap(([k, f]) => (f.default === undefined ? [] : [[k, f.default]]))), ...defaults });
    for (const [k, f] of Object.entries(meta.fields)) if (f.kind === 'date' && f.required) v[k] = (k === 'tanggal' && !locked && keptDate(meta.name)) || companyToday();
    for (const c of children) v[c.key] = Array.from({ length: Math.max(1, c.min) }, () => emptyRow(c));
    return v;
  }, [mode, record.data, meta]);

  const focusFirstError = () =>
    setTimeout(() => {
      const el = wrapRef.current?.querySelector<HTMLElement>('.ant-form-item-has-error input, .ant-form-item-has-error textarea');
      el?.focus();
    }, 0);

  const showFieldErrors = (fields: Record<string, string>, sent: Record<string, number[]>) => {
    const known: { name: (string | number)[]; errors: string[] }[] = [];
    const other: string[] = [];
    for (const [k, msg] of Object.entries(fields)) {
      const name = formFieldOf(meta, k, sent);
      if (name) known.push({ name, errors: [msg] });
      else other.push(msg);
    }
    form.setFields(known as Parameters<typeof form.setFields>[0]);
    if (other.length) setFailure(other.join('; '));
    focusFirstError();
  };

  const submit = async () => {
    if (saving) return;
    setFailure(null);
    dropBlankRows(form, children);
    try {
      await form.validateFields();
    } catch {
      focusFirstError();
      return;
    }
    const all = form.getFieldsValue(true) as FormRecord;
    const { payload, sent } = recordToWire(meta, all, { skip: mode === 'add' ? ['notransaksi'] : [] });
    for (const c of children) {
      const n = (payload[c.key] as unknown[]).length;
      if (n < c.min) {
        setFailure(`${c.title} minimal ${c.min} baris.`);
        return;
      }
    }
    // The declaration's rules, before asking the server (which checks them again).
    const refused = liveRefusals(meta, all);
    if (refused.length) {
      const fields = Object.fromEntries(refused.filter((r) => r.field).map((r) => [r.field!, r.message]));
      if (Object.keys(fields).length) showFieldErrors(fields, sent);
      const whole = refused.filter((r) => !r.field).map((r) => r.message);
      if (whole.length) setFailure(whole.join(' '));
      return;
    }
    // A posting document asks for the books' warnings first (a cash account going below zero).
    const send = async (more: Record<string, unknown>) => {
      setSaving(true);
      try {
        return await call<{ id: number; notransaksi: string }>(acts.save, { ...payload, ...(id !== null ? { id } : {}), ...(meta.posts ? { konfirmasi: false } : {}), ...more }, { idem: idem.current });
      } finally {
        setSaving(false);
      }
    };
    let granted: Record<string, unknown> = {};
    let env = await send(granted);
    // A refusal a supervisor may lift (a customer's credit limit): ask for the grant, then save again with it.
    const ask = (env.data as { otorisasi?: { modul: string; aksi: Aksi; action?: string } } | null)?.otorisasi;
    if (env.num !== 0 && ask) {
      setFailure(env.msg);
      const grant = await otorisasi({ modul: ask.modul, type: ask.aksi, action: ask.action });
      if (!grant) return;
      setFailure(null);
      idem.current = newIdemKey();
      granted = grant.izin ? { izin: grant.izin } : {};
      env = await send(granted);
    }
    // Warnings the person confirms (data.peringatan): Tetap Simpan saves again with konfirmasi.
    const warned = env.data as { perlukonfirmasi?: boolean; peringatan?: string[] } | null;
    if (env.num !== 0 && warned?.perlukonfirmasi) {
      if (!(await confirmWarnings(warned.peringatan ?? [env.msg]))) return;
      idem.current = newIdemKey();
      env = await send({ ...granted, konfirmasi: true });
    }
    if (env.num === 0) {
      done.current = true;
      idem.current = newIdemKey();
      if (mode === 'add' && !locked) keepDate(meta.name, keep ? String(payload.tanggal ?? '') : null);
      unsaved.saved();
      message.success(`${meta.title} ${env.data?.notransaksi ?? ''} berhasil disimpan`);
      void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name, 'list'] });
      onDone();
      return;
    }
    const fields = (env.data as { fields?: Record<string, string> } | null)?.fields;
    if (fields && Object.keys(fields).some((k) => k !== '_')) {
      showFieldErrors(fields, sent);
      if (env.num !== NUM.INVALID) setFailure(env.msg);
    } else setFailure(env.msg || 'Terjadi masalah saat permintaan data, cek koneksi internet.');
  };

  /** The books' warnings before saving (a cash account below zero): true when the person goes on. */
  const confirmWarnings = (peringatan: string[]) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: 'Peringatan',
        content: (
          <div data-testid="peringatan">
            {peringatan.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              Saldo awal kas belum dicatat? Catat di <b>Akuntansi → Lainnya → Saldo Awal Perkiraan</b> (/saldoawalperkiraan). Tetap simpan transaksi ini?
            </p>
          </div>
        ),
        okText: 'Tetap Simpan',
        cancelText: 'Batal',
        ...focusOkWhenOpen,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const remove = () => {
    if (id === null || !record.data) return;
    const no = String(record.data.header.notransaksi ?? '');
    const key = newIdemKey();
    modal.confirm({
      title: `Hapus ${meta.title}`,
      content: `Apakah Anda yakin akan menghapus ${meta.title} ${no}?${meta.posts ? ' Jurnalnya ikut dibatalkan.' : ''}`,
      okText: 'Hapus',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: async () => {
        try {
          try {
            await callOk(acts.del, { id }, { idem: key });
          } catch (e) {
            if (!(e instanceof ApiError && e.num === NUM.DENIED)) throw e;
            const grant = await otorisasi({ modul: meta.access, type: rightFor(meta, 'delete'), action: `Hapus ${meta.title} ${no}` });
            if (!grant) return;
            await callOk(acts.del, { id, ...(grant.izin ? { izin: grant.izin } : {}) }, { idem: newIdemKey() });
          }
          done.current = true;
          unsaved.saved();
          message.success(`${meta.title} ${no} berhasil dihapus`);
          // The deleted record is not asked for again: its query is dropped, the list refreshed.
          queryClient.removeQueries({ queryKey: ['doctype', meta.name, 'get', id] });
          void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name, 'list'] });
          onDone();
        } catch (e) {
          modal.error({ title: 'Niaga', content: `Gagal Hapus Data, Pesan : ${e instanceof Error ? e.message : String(e)}` });
        }
      },
    });
  };

  useCtrlS(submit);

  /** Enter: the next field or cell (its text selected); from the last one, Simpan. */
  const moveNext = (from: HTMLElement) => {
    const next = nextField(wrapRef.current, from);
    if (next) return focusField(next);
    saveRef.current?.focus();
  };
  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const t = e.target as HTMLElement;
    if (t.closest('.child-grid tbody, [data-scan]')) return; // the grids keep their own keys
    // So do dialogs opened over the form, but not the dialog the form itself is in (an opname over its list).
    const dialog = t.closest('.ant-modal');
    if (dialog && !dialog.contains(wrapRef.current)) return;
    enterMovesOn(e, moveNext);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => pickerAndEscape(e, moveNext, leave);

  if (denied) return <Alert type="error" showIcon title={denied} action={<Button onClick={onDone}>Kembali</Button>} />;
  if (mode === 'edit' && record.isError)
    return <Alert type="error" showIcon title={record.error.message} action={<Button onClick={onDone}>Kembali</Button>} />;
  if (!initialValues) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;

  const header = headerFields(meta).filter(([k, f]) => !(k === 'notransaksi' && mode === 'add') && (!f.shownWhen || f.shownWhen(values as Record<string, unknown>)));
  const firstEditable = header.find(([k]) => k !== 'notransaksi' && !(k === 'tanggal' && locked))?.[0];
  const headerWidget = (name: string, f: FieldSpec, first: boolean) => {
    if (name === 'notransaksi') return <Input readOnly variant="filled" style={{ maxWidth: 240 }} aria-label={f.label} />;
    if (name === 'tanggal' && f.kind === 'date') return <DatePicker format={DATE_FORMAT} disabled={locked} autoFocus={first && !locked} allowClear={false} style={{ width: 180 }} />;
    return (
      refWidget(f, {
        autoFocus: first,
        values: values as Record<string, unknown>,
        valueName: values[`${name}_nama`] ? String(values[`${name}_nama`]) : undefined,
        onPicked: (p) => {
          const set = fillsOf(f, p);
          if (Object.keys(set).length) form.setFieldsValue(set as Partial<FormRecord>);
        },
      }) ?? fieldWidget(f, first)
    );
  };
  const totals = Object.entries(meta.fields).filter(([, f]) => f.compute);

  return (
    <div ref={wrapRef} onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown} className="doc-form">
      <PrintStyle />
      {otorisasiHolder}
      {failure && <Alert type="error" showIcon closable={{ onClose: () => setFailure(null) }} style={{ marginBottom: 16 }} title={failure} role="alert" className="no-print" />}
      <DocumentPrintHeader meta={meta} values={values} live={live.header} />
      <Form<FormRecord> form={form} layout="vertical" initialValues={initialValues} onValuesChange={() => setDirty(true)} requiredMark className="no-print">
        <GridRow gutter={[24, 0]}>
          {header.map(([name, f]) => {
            const wide = f.kind === 'text' && !f.multiline && (f.max ?? 0) > 60;
            return (
              <Col key={name} xs={24} md={wide ? 24 : 12} xl={wide ? 12 : 6}>
                <Form.Item
                  name={name}
                  label={f.label}
                  required={name !== 'notransaksi' && f.required && f.kind !== 'flag'}
                  valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
                  normalize={f.upper ? (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v) : undefined}
                  rules={name === 'notransaksi' ? [] : [schemaRule(f)]}
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
        {children.map((c) => (
          <div key={c.key}>
            {c.linksTo && <TakeFrom meta={meta} child={c} form={form} onTaken={() => setDirty(true)} />}
            {c.openItems && <OpenItemsPicker meta={meta} child={c} form={form} editing={mode === 'edit'} onTaken={() => setDirty(true)} />}
            <ChildGrid form={form} child={c} figures={live.rows[c.key] ?? []} header={values as Record<string, unknown>} onChanged={() => setDirty(true)} />
          </div>
        ))}
        {(totals.length > 0 || verdict.length > 0) && (
          <Space size="large" style={{ display: 'flex', justifyContent: 'flex-end', margin: '12px 0' }} wrap>
            {verdict.map((r) => (
              <Typography.Text key={r.message} type="danger" data-testid="aturan">
                {r.message}
              </Typography.Text>
            ))}
            {totals.map(([k, f]) => (
              <span key={k}>
                {f.label}: <b data-testid={`jumlah-${k}`}>{formatField(f, String(live.header[k] ?? '0'))}</b>
              </span>
            ))}
          </Space>
        )}
        <Space style={{ display: 'flex', marginTop: 16 }} wrap>
          <Tooltip title="Ctrl+S" placement="bottom">
            <Button ref={saveRef} type="primary" onClick={() => void submit()} icon={<SaveOutlined />} loading={saving}>
              Simpan
            </Button>
          </Tooltip>
          <Button icon={<CloseOutlined />} onClick={leave}>
            Batal
          </Button>
          {mode === 'edit' && (
            <>
              <Button icon={<PrinterOutlined />} onClick={() => (PDF_PRINT.has(meta.name) ? void openDocumentPdf(meta.name, Number(id)).catch((e: unknown) => message.error(e instanceof Error ? e.message : String(e))) : window.print())}>
                Cetak
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={remove}>
                Hapus
              </Button>
            </>
          )}
        </Space>
      </Form>
    </div>
  );
}

/**
 * "Ambil dari …": the rows of another document (an order into a purchase, a purchase into its
 * return) that still have something remaining become rows of this one, each naming its source row;
 * a header field referring to that document (or the one `linksTo.header` names) gets its number,
 * the header fields `linksTo.take` gives get them, and empty header fields it shares get its values. A table taking from several doctypes (a sales
 * return from a back-office or a till sale) offers them together: the dialog lists the documents
 * of every source (those of the customer already chosen, searched by the number typed), each with
 * its number and kind (↓ into the list, Enter takes one); Enter on the typed number takes the one of
 * whichever kind has it.
 */
function TakeFrom({ meta, child, form, onTaken }: { meta: DocumentMeta; child: ChildMeta; form: ReturnType<typeof Form.useForm<FormRecord>>[0]; onTaken: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [no, setNo] = useState('');
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const sources = (child.linksTo?.sources ?? []).flatMap((x) => {
    const m = allDoctypes.find((d) => d.name === x.doctype);
    const c = m?.tables[x.child];
    return m && c ? [{ meta: m, child: c }] : [];
  });
  const several = sources.length > 1;
  const title = sources.map((x) => x.meta.title).join(' / ');
  const q = no.trim().toUpperCase();
  // The header fields taken documents must share (the customer), as far as the form has them.
  const same = (src: DoctypeMeta) => {
    const all = form.getFieldsValue(true) as FormRecord;
    return Object.fromEntries((child.linksTo?.same ?? []).filter((k) => k in src.fields && all[k]).map((k) => [k, String(all[k] as string)]));
  };
  const offered = useQuery({
    queryKey: ['ambil', meta.name, child.key, q, open],
    enabled: open && several,
    queryFn: async () => {
      const lists = await Promise.all(
        sources.map(async (x) => {
          // Newest first, as the document's own list shows them.
          const got = await callOk<Record<string, Row[]>>(actNames(x.meta.name).list, { q, filter: same(x.meta), limit: 10 });
          return (got[tableOf(x.meta)] ?? []).map((r) => ({ source: x, no: String(r[x.meta.key]), r }));
        }),
      );
      return lists.flat().sort((a, b) => String(b.r.tanggal ?? '').localeCompare(String(a.r.tanggal ?? '')) || b.no.localeCompare(a.no));
    },
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
  // While the answer to what was typed is on its way, the previous list narrowed to it: never an
  // empty or stale list under the typed number (as the reference picker does).
  const shown = (offered.data ?? []).filter((x) => !offered.isPlaceholderData || x.no.toUpperCase().includes(q));
  if (!sources.length) return null;
  const take = async (kode: string, which?: (typeof sources)[number]) => {
    if (!kode) return;
    setBusy(true);
    try {
      // Which kind has this number: the one picked, the only one, or the first that knows it.
      let source = which ?? (several ? undefined : sources[0]);
      let data: Record<string, unknown> | undefined;
      if (source) data = await callOk<Record<string, unknown>>(actNames(source.meta.name).get, { [source.meta.key]: kode });
      else
        for (const x of sources) {
          const env = await call<Record<string, unknown>>(actNames(x.meta.name).get, { [x.meta.key]: kode });
          if (env.num !== NUM.OK) continue;
          [source, data] = [x, env.data];
          break;
        }
      if (!source) {
        message.warning(`${title} ${kode} tidak ditemukan.`);
        return;
      }
      const head = ((data?.[tableOf(source.meta)] as Row[] | undefined) ?? [])[0] ?? {};
      const sourceRows = (data?.[childTableOf(source.child)] as WireRow[] | undefined) ?? [];
      // What the source decides (a purchase return's net prices and PPN), as the server will.
      const given = child.linksTo?.take?.({ head, rows: sourceRows });
      const rows = takenRows(child, sourceRows, source.meta.name, given?.rows);
      if (!rows.length) {
        message.warning(`${source.meta.title} ${kode} tidak memiliki sisa yang dapat diambil.`);
        return;
      }
      const all = form.getFieldsValue(true) as FormRecord;
      const kept = ((all[child.key] as FormRow[] | undefined) ?? []).filter((r) => !isBlankRow(child, r));
      const set: FormRecord = { [child.key]: [...kept, ...rows] };
      const hv = headerToValues(meta, { ...head, ...(given?.head as Row | undefined) });
      for (const [k, f] of Object.entries(meta.fields)) {
        if (f.compute || f.hidden || ['notransaksi', 'tanggal', 'keterangan', 'kodekantor'].includes(k)) continue;
        if (f.ref?.doctype === source.meta.name || k === child.linksTo?.header) set[k] = kode;
        else if (given?.head && k in given.head) set[k] = hv[k];
        else if (k in head && (all[k] === undefined || all[k] === null || all[k] === '')) set[k] = hv[k];
      }
      form.setFieldsValue(set);
      onTaken();
      setOpen(false);
      setNo('');
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const label = `No. ${title}`;
  return (
    <>
      <Space wrap style={{ margin: '8px 0' }}>
        <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
          Ambil dari {title}
        </Button>
        <Typography.Text type="secondary">Baris yang diambil dengan jumlah 0 tidak ikut disimpan.</Typography.Text>
      </Space>
      <Modal open={open} title={`Ambil dari ${title}`} okText="Ambil" cancelText="Batal" confirmLoading={busy} onOk={() => void take(q)} onCancel={() => setOpen(false)} destroyOnHidden>
        <Input
          autoFocus
          aria-label={label}
          placeholder={label}
          value={no}
          onChange={(e) => setNo(e.target.value)}
          onPressEnter={() => void take(q)}
          onKeyDown={(e) => {
            // ↓ goes into the list of documents offered.
            if (e.key !== 'ArrowDown' || !listRef.current) return;
            e.preventDefault();
            listRef.current.querySelector<HTMLButtonElement>('button')?.focus();
          }}
        />
        {several && (
          <div
            ref={listRef}
            role="list"
            aria-label={`Daftar ${title}`}
            style={{ marginTop: 8, maxHeight: 280, overflowY: 'auto' }}
            onKeyDown={(e) => {
              // ↑ ↓ move between the documents (↑ from the first goes back to the number); Enter takes one.
              if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
              e.preventDefault();
              const all = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
              const at = all.indexOf(document.activeElement as HTMLButtonElement);
              const to = at + (e.key === 'ArrowDown' ? 1 : -1);
              if (to < 0) (listRef.current?.parentElement?.querySelector('input') as HTMLInputElement | null)?.focus();
              else all[Math.min(to, all.length - 1)]?.focus();
            }}
          >
            {shown.map((x) => (
              <Button
                key={`${x.source.meta.name}:${x.no}`}
                type="text"
                block
                style={{ justifyContent: 'flex-start', textAlign: 'left', height: 'auto' }}
                onClick={() => void take(x.no, x.source)}
                data-testid={`ambil-${x.no}`}
              >
                <b>{x.no}</b> · {x.source.meta.title} · {formatDate(String(x.r.tanggal ?? ''))}
                {x.r.kodesupel ? ` · ${String(x.r.kodesupel)}` : ''}
                {x.source.meta.fields.total && x.r.total !== undefined ? ` · ${formatField(x.source.meta.fields.total, String(x.r.total))}` : ''}
              </Button>
            ))}
            {offered.isSuccess && !offered.data.length && <Typography.Text type="secondary">Tidak ada {title} yang cocok.</Typography.Text>}
          </div>
        )}
      </Modal>
    </>
  );
}

/**
 * The A4 print of a document (only visible when printing): the company, the document's title,
 * number and date, its header fields, each child table with its figures, the totals.
 */
function DocumentPrintHeader({ meta, values, live }: { meta: DocumentMeta; values: FormRecord; live: Record<string, unknown> }) {
  const s = getSession();
  const company = s.status === 'out' ? '' : s.session.namaperusahaan || s.session.idperusahaan;
  const show = (f: FieldSpec, v: unknown, k?: string, row?: Record<string, unknown>) => {
    if (v === null || v === undefined || v === '') return '';
    if (f.kind === 'decimal') return formatField(f, String(v));
    if (f.kind === 'date') return dayjs.isDayjs(v) ? v.format(DATE_FORMAT) : formatDate(String(v));
    if (f.kind === 'select') return optionLabel(f, v);
    if (f.kind === 'flag') return v ? 'Ya' : 'Tidak';
    const nama = k && row ? row[`${k}_nama`] : undefined;
    return nama ? `${String(v)} ${String(nama)}` : String(v);
  };
  return (
    <div className="print-only">
      <style>{'.print-only { display: none; } @media print { .print-only { display: block; } .no-print { display: none !important; } }'}</style>
      <Typography.Text>{company}</Typography.Text>
      <Typography.Title level={4} style={{ margin: '4px 0 12px' }}>
        {meta.title}
      </Typography.Title>
      <Descriptions size="small" column={2} bordered>
        {Object.entries(meta.fields)
          .filter(([, f]) => !f.hidden && !f.compute)
          .map(([k, f]) => (
            <Descriptions.Item key={k} label={f.label}>
              {show(f, values[k] as unknown)}
            </Descriptions.Item>
          ))}
      </Descriptions>
      {Object.values(meta.tables).map((c) => (
        <table key={c.key} style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12, fontSize: '10pt' }}>
          <thead>
            <tr>
              <th style={{ borderBottom: '1px solid #000', textAlign: 'left' }}>No</th>
              {visibleFields(c).map(([k, f]) => (
                <th key={k} style={{ borderBottom: '1px solid #000', textAlign: f.kind === 'decimal' ? 'right' : 'left' }}>
                  {f.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {((live[c.key] as Record<string, unknown>[] | undefined) ?? []).map((r, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                {visibleFields(c).map(([k, f]) => (
                  <td key={k} style={{ textAlign: f.kind === 'decimal' ? 'right' : 'left' }}>
                    {show(f, r[k], k, ((values[c.key] as FormRow[] | undefined) ?? [])[i] as Record<string, unknown>)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {Object.entries(meta.fields)
        .filter(([, f]) => f.compute)
        .map(([k, f]) => (
          <p key={k} style={{ textAlign: 'right', fontWeight: 600, marginTop: 8 }}>
            {f.label}: {show(f, live[k])}
          </p>
        ))}
    </div>
  );
}
