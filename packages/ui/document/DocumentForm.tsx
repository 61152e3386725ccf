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
import { useMemo, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Space, Spin, Tooltip, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { actNames, rightFor, writableByUsers, type DocumentMeta } from '@niaga/kernel';
import { call } from '../api';
import { useDenied } from '../record/useDenied';
import { formatField } from '../digits';
import { enterMovesOn, focusField, nextField, pickerAndEscape, useCtrlS } from '../doctype/keys';
import { type Row, type WireValue } from '../doctype/values';
import { useUnsaved } from '../shell/useUnsaved';
import { useOtorisasi } from '../shell/Otorisasi';
import { ChildGrid } from '../record/ChildGrid';
import { liveFigures, liveRefusals, type FormRecord } from '../record/values';
import { PrintStyle } from './PrintStyle';
import { OpenItemsPicker } from './OpenItems';
import { openDocumentPdf, PDF_PRINT } from './printPdf';
import { useDueDates } from './dueDates';
import { keptDate, userDateLocked } from './documentDate';
import { DocumentHeader } from './DocumentHeader';
import { DocumentPrintHeader } from './DocumentPrintHeader';
import { TakeFrom } from './TakeFrom';
import { useDocumentRecord, useDocumentRemove, useDocumentSave } from './useDocumentSave';

export { userDateLocked };

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
  const { message } = App.useApp();
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
  // A doctype read-only for users (declared `readOnly`): shown, never added, saved or deleted here.
  const writable = writableByUsers(meta);
  const leave = () => unsaved.leave(onDone);

  const { record, initialValues, done, idem } = useDocumentRecord(meta, id, defaults, locked);

  const values = (Form.useWatch((v: FormRecord) => v, { form, preserve: true }) ?? {}) as FormRecord;
  const live = useMemo(() => liveFigures(meta, values), [meta, values]);
  const verdict = useMemo(() => liveRefusals(meta, values).filter((r) => !r.field), [meta, values]);
  // Due dates from the contact's terms, as the date or the contact changes (FieldSpec.due).
  useDueDates(meta, form, values, mode === 'edit', () => setDirty(true));

  const submit = useDocumentSave({ meta, id, form, wrapRef, saving, setSaving, setFailure, otorisasi, done, idem, unsaved, locked, keep, onDone });
  const remove = useDocumentRemove({ meta, id, record, otorisasi, done, unsaved, onDone });

  useCtrlS(writable ? submit : () => undefined);

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
  if (!writable && mode === 'add') return <Alert type="info" showIcon title={meta.readOnly} action={<Button onClick={onDone}>Kembali</Button>} />;
  if (mode === 'edit' && record.isError)
    return <Alert type="error" showIcon title={record.error.message} action={<Button onClick={onDone}>Kembali</Button>} />;
  if (!initialValues) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;

  const totals = Object.entries(meta.fields).filter(([, f]) => f.compute);

  return (
    <div ref={wrapRef} onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown} className="doc-form">
      <PrintStyle />
      {otorisasiHolder}
      {failure && <Alert type="error" showIcon closable={{ onClose: () => setFailure(null) }} style={{ marginBottom: 16 }} title={failure} role="alert" className="no-print" />}
      <DocumentPrintHeader meta={meta} values={values} live={live.header} />
      {!writable && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={meta.readOnly} className="no-print" data-testid="hanya-baca" />}
      <Form<FormRecord> form={form} layout="vertical" initialValues={initialValues} onValuesChange={() => setDirty(true)} requiredMark className="no-print" disabled={!writable}>
        <DocumentHeader meta={meta} form={form} values={values} mode={mode} locked={locked} keep={keep} setKeep={setKeep} />
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
          {writable && (
            <Tooltip title="Ctrl+S" placement="bottom">
              <Button ref={saveRef} type="primary" onClick={() => void submit()} icon={<SaveOutlined />} loading={saving}>
                Simpan
              </Button>
            </Tooltip>
          )}
          <Button icon={<CloseOutlined />} onClick={leave} disabled={false}>
            {writable ? 'Batal' : 'Kembali'}
          </Button>
          {mode === 'edit' && (
            <>
              <Button disabled={false} icon={<PrinterOutlined />} onClick={() => (PDF_PRINT.has(meta.name) ? void openDocumentPdf(meta.name, Number(id)).catch((e: unknown) => message.error(e instanceof Error ? e.message : String(e))) : window.print())}>
                Cetak
              </Button>
              {writable && (
                <Button danger icon={<DeleteOutlined />} onClick={remove}>
                  Hapus
                </Button>
              )}
            </>
          )}
        </Space>
      </Form>
    </div>
  );
}
