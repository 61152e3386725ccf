/**
 * The generic add/edit form of a doctype. Widgets per field kind; validation with the same zod
 * schema the server uses (`recordSchema`), so messages match; server field errors (num 15,
 * data.fields) are shown on their fields. Keyboard: Enter moves to the next field (and from the
 * last one to Simpan), Ctrl+S saves, Esc on the form cancels. Leaving with unsaved changes (Batal,
 * Esc, the menu, the browser) asks first (useUnsaved).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Space, Spin, Tooltip } from 'antd';
import { CloseOutlined, SaveOutlined } from '@ant-design/icons';
import { actNames, childTableOf, rightFor, writableByUsers, type DoctypeMeta } from '@niaga/kernel';
import { call, callOk, newIdemKey } from '../api';
import { useDenied } from '../record/useDenied';
import { enterMovesOn, nextField, pickerAndEscape, useCtrlS } from './keys';
import { defaultValues, rowToValues, tableOf, type Row, type WireValue } from './values';
import { ChildGrid } from '../record/ChildGrid';
import { useUnsaved, type Unsaved } from '../shell/useUnsaved';
import { emptyRow, liveFigures, rowToValues as childRowToValues, type FormRecord } from '../record/values';
import { DoctypeFields } from './DoctypeFields';
import { useDoctypeSave } from './useDoctypeSave';

type Values = FormRecord;

/** The add/edit route of a doctype: `?id=N` (also `?mode=edit&id=N`) edits, no id adds. */
export default function FormScreen({ meta, mode, extras }: { meta: DoctypeMeta; mode: 'add' | 'edit'; extras?: FormExtras }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = mode === 'edit' && rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const backToList = () => navigate(meta.routes.list);
  if (mode === 'edit' && id === null)
    return <Alert type="error" showIcon title={`Data ${meta.title} tidak ditemukan`} action={<Button onClick={backToList}>Kembali</Button>} />;
  return (
    <Card>
      <DoctypeForm meta={meta} id={id} onDone={backToList} extras={extras} />
    </Card>
  );
}

/**
 * What a bespoke screen may add to the generic form (users: password and Reset Password; access
 * groups: the rights matrix). `record` is the loaded row when editing, null when adding.
 */
export interface FormExtras {
  /** Widgets replacing the generic widget of a field (e.g. a select of groups). */
  widgets?: Record<string, ReactNode>;
  /** Content under the declared fields, inside the form (so its Form.Items validate with it). */
  extra?: (record: Row | null) => ReactNode;
  /** Extra fields of the save act's payload; throwing an Error shows its message and saves nothing. */
  payload?: (values: Record<string, unknown>, record: Row | null) => Record<string, unknown>;
  /** Buttons after Simpan and Batal. */
  actions?: (record: Row | null) => ReactNode;
  /**
   * The record an add form starts from (a duplicate: wire values as a `_get` answers them, child
   * rows under their table's key, without ids).
   */
  initial?: Row;
  /**
   * A field the user changed: the values to set in reply (e.g. a parent account chosen fills its
   * class), or nothing.
   */
  onChange?: (changed: Record<string, unknown>, values: Record<string, unknown>) => Record<string, unknown> | undefined | Promise<Record<string, unknown> | undefined>;
}

/**
 * The form itself, usable on a route or in a dialog (doctypes without add/edit routes).
 * `id` null adds; `onDone` runs after a successful save and on Batal/Esc. Editing opens the
 * record with `edit: 1` (the server's edit lock: 43 names who holds it) and gives the lock back
 * (`kunci_lepas`) when the form closes without saving.
 */
export function DoctypeForm({
  meta,
  id,
  onDone,
  extras,
  leaveRef,
}: {
  meta: DoctypeMeta;
  id: number | null;
  onDone: () => void;
  extras?: FormExtras;
  /** Set to the form's leave-guard, for a dialog that closes it by its own X. */
  leaveRef?: MutableRefObject<Unsaved['leave'] | null>;
}) {
  const acts = actNames(meta.name);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const mode = id === null ? 'add' : 'edit';
  // Changed by the person since opening: leaving then asks first.
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsaved(dirty);
  const denied = useDenied(meta.access, rightFor(meta, 'add'), mode === 'add');
  // A doctype read-only for users (declared `readOnly`): shown, never added or saved here; no edit lock.
  const writable = writableByUsers(meta);
  if (leaveRef) leaveRef.current = unsaved.leave;

  const record = useQuery({
    queryKey: ['doctype', meta.name, 'get', id],
    queryFn: async () => {
      const data = await callOk<Record<string, Row[]>>(acts.get, writable ? { id, edit: 1 } : { id });
      const row = data?.[tableOf(meta)]?.[0];
      if (!row) throw new Error(`Data ${meta.title} tidak ditemukan`);
      // Child rows ride along under their table's key (an item's units); the version the edit is based on too.
      const withRows: Row = { ...row, versi: (data as unknown as { versi?: string }).versi ?? null };
      for (const c of Object.values(meta.tables)) withRows[c.key] = (data?.[childTableOf(c)] ?? []) as unknown as WireValue;
      return withRows;
    },
    enabled: mode === 'edit' && id !== null,
    staleTime: 0,
    gcTime: 0,
  });

  const ready = mode === 'add' || record.isSuccess;
  // Which form row each sent child row was (refusals name sent rows).
  const sentRef = useRef<Record<string, number[]>>({});
  const watched = (Form.useWatch((v: Values) => v, { form, preserve: true }) ?? {}) as Values;
  const live = liveFigures(meta, watched);
  const backToList = () => unsaved.leave(onDone);

  // The edit lock is the server's until a save; closing the form without saving gives it back.
  const saved = useRef(false);
  // One key per intended save: a retry after a lost reply is answered, not saved twice.
  const idem = useRef(newIdemKey());
  const locked = record.isSuccess && writable;
  useEffect(() => {
    if (!locked || id === null) return;
    return () => {
      if (!saved.current) void call('kunci_lepas', { modul: meta.name, kunci: id });
    };
  }, [locked, id, meta.name]);

  const submit = useDoctypeSave({ meta, id, form, extras, record: record.data, saving, setSaving, setFailure, sentRef, saved, idem, unsaved, wrapRef, onDone, message, queryClient });

  // Ctrl+S saves while the form is open.
  useCtrlS(writable ? submit : () => undefined);

  /** Enter moves to the next field; from the last field to Simpan. */
  const moveNext = (from: HTMLElement) => {
    const next = nextField(wrapRef.current, from);
    if (next) next.focus();
    else saveRef.current?.focus();
  };
  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('.child-grid tbody, [data-scan]')) return; // the grids keep their own keys
    enterMovesOn(e, moveNext);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => pickerAndEscape(e, moveNext, backToList);

  if (denied) return <Alert type="error" showIcon title={denied} action={<Button onClick={backToList}>Kembali</Button>} />;
  if (!writable && mode === 'add') return <Alert type="info" showIcon title={meta.readOnly} action={<Button onClick={backToList}>Kembali</Button>} />;
  if (mode === 'edit' && record.isError)
    return <Alert type="error" showIcon title={record.error.message} action={<Button onClick={backToList}>Kembali</Button>} />;
  if (!ready) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;

  const loaded = mode === 'edit' ? (record.data ?? null) : null;
  const source = mode === 'edit' ? record.data : extras?.initial;
  const initialValues: Values = source ? rowToValues(meta, source) : defaultValues(meta);
  for (const c of Object.values(meta.tables)) {
    const saved = source ? ((source[c.key] as unknown as Record<string, WireValue>[]) ?? []) : [];
    initialValues[c.key] = saved.length ? saved.map((r) => childRowToValues(c, r)) : c.min > 0 ? [emptyRow(c)] : [];
  }
  const names = Object.keys(meta.fields).filter((k) => !meta.fields[k].hidden);

  return (
    <div ref={wrapRef} onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown}>
      {failure && <Alert type="error" showIcon closable={{ onClose: () => setFailure(null) }} style={{ marginBottom: 16 }} title={failure} />}
      {!writable && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={meta.readOnly} data-testid="hanya-baca" />}
      <Form<Values>
        form={form}
        disabled={!writable}
        layout="horizontal"
        labelCol={{ flex: '180px' }}
        labelAlign="left"
        labelWrap
        wrapperCol={{ flex: 1 }}
        initialValues={initialValues}
        onValuesChange={async (changed: Record<string, unknown>, all: Record<string, unknown>) => {
          setDirty(true);
          const set = await extras?.onChange?.(changed, all);
          if (set && Object.keys(set).length) form.setFieldsValue(set as Partial<Values>);
        }}
      >
        <DoctypeFields meta={meta} form={form} names={names} live={live} watched={watched} record={record.data} extras={extras} />
        {Object.values(meta.tables).map((c) => (
          <div key={c.key} style={{ maxWidth: 960, marginBottom: 16 }}>
            <ChildGrid form={form} child={c} figures={live.rows[c.key] ?? []} header={watched as Record<string, unknown>} onChanged={() => setDirty(true)} />
          </div>
        ))}
        {extras?.extra?.(loaded)}
        <Form.Item label=" " colon={false} style={{ marginBottom: 0, maxWidth: 760 }}>
          <Space>
            {writable && (
              <Tooltip title="Ctrl+S" placement="bottom">
                <Button ref={saveRef} type="primary" htmlType="button" onClick={() => void submit()} icon={<SaveOutlined />} loading={saving}>
                  Simpan
                </Button>
              </Tooltip>
            )}
            <Button icon={<CloseOutlined />} onClick={backToList} disabled={false}>
              {writable ? 'Batal' : 'Kembali'}
            </Button>
            {extras?.actions?.(loaded)}
          </Space>
        </Form.Item>
      </Form>
    </div>
  );
}
