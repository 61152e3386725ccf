/**
 * The document form's record and save (DocumentForm.tsx): the record read for editing (its edit lock
 * given back when leaving without saving) and the values the form starts from; Simpan (the
 * declaration's rules first, a supervisor's grant or the books' warnings asked when the server
 * wants them, one idempotency key per intended save) and Hapus.
 */
import { useEffect, useMemo, useRef, type Dispatch, type MutableRefObject, type ReactNode, type SetStateAction } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { actNames, childTableOf, rightFor, NUM, tableOf, writableByUsers, type Aksi, type DocumentMeta, type GetReply, type SaveReply } from '@niaga/kernel';
import { ApiError, call, callOk, newIdemKey } from '../api';
import { rowToValues as headerToValues, type Row, type WireValue } from '../doctype/values';
import { companyToday } from '../session';
import type { OtorisasiGrant, OtorisasiRequest } from '../shell/Otorisasi';
import { focusOkWhenOpen } from '../shell/confirmFocus';
import { dropBlankRows } from '../record/ChildGrid';
import { emptyRow, formFieldOf, liveRefusals, recordToWire, rowToValues, type FormRecord } from '../record/values';
import { keepDate, keptDate } from './documentDate';

interface Loaded {
  header: Row;
  children: Record<string, Record<string, WireValue>[]>;
}

/** The record being edited (none when adding), its edit lock, and the values the form starts from. */
export function useDocumentRecord(meta: DocumentMeta, id: number | null, defaults: Record<string, WireValue> | undefined, locked: boolean) {
  const acts = actNames(meta.name);
  const mode = id === null ? 'add' : 'edit';
  const children = Object.values(meta.tables);
  const record = useQuery({
    queryKey: ['doctype', meta.name, 'get', id],
    queryFn: async (): Promise<Loaded> => {
      // A doctype read-only for users is opened to be read: no edit lock.
      const data = await callOk<GetReply<DocumentMeta>>(acts.get, writableByUsers(meta) ? { id, edit: 1 } : { id });
      const header = (data[tableOf(meta)] as Row[] | undefined)?.[0];
      if (!header) throw new Error(`Data ${meta.title} tidak ditemukan`);
      return { header: { ...header, versi: data.versi }, children: Object.fromEntries(children.map((c) => [c.key, (data[childTableOf(c)] as Record<string, WireValue>[] | undefined) ?? []])) };
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
    if (!opened || id === null || !writableByUsers(meta)) return;
    return () => {
      if (!done.current) void call('kunci_lepas', { modul: meta.name, kunci: id });
    };
  }, [opened, id, meta.name]);

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
  return { record, initialValues, done, idem };
}

type SaveDeps = {
  meta: DocumentMeta;
  id: number | null;
  form: FormInstance<FormRecord>;
  wrapRef: MutableRefObject<HTMLDivElement | null>;
  saving: boolean;
  setSaving: (v: boolean) => void;
  setFailure: Dispatch<SetStateAction<ReactNode>>;
  otorisasi: (req: OtorisasiRequest) => Promise<OtorisasiGrant | null>;
  done: MutableRefObject<boolean>;
  idem: MutableRefObject<string>;
  unsaved: { saved: () => void };
  locked: boolean;
  keep: boolean;
  onDone: () => void;
};

/** Simpan: the form's values checked here, then sent; a refusal marked on the fields and cells it names. */
export function useDocumentSave({ meta, id, form, wrapRef, saving, setSaving, setFailure, otorisasi, done, idem, unsaved, locked, keep, onDone }: SaveDeps) {
  const acts = actNames(meta.name);
  const queryClient = useQueryClient();
  // The version an edit is based on (its _get): a save by someone else since is refused (45).
  const versionOf = (): { versi?: string } => {
    const versi = id !== null ? queryClient.getQueryData<Loaded>(['doctype', meta.name, 'get', id])?.header?.versi : undefined;
    return versi ? { versi: String(versi as string) } : {};
  };
  const { message, modal } = App.useApp();
  const mode = id === null ? 'add' : 'edit';
  const children = Object.values(meta.tables);
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
        return await call<SaveReply<DocumentMeta>>(acts.save, { ...payload, ...(id !== null ? { id } : {}), ...versionOf(), ...(meta.posts ? { konfirmasi: false } : {}), ...more }, { idem: idem.current });
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
  return submit;
}

/** Hapus: asked first; a supervisor's grant when the user may not delete. */
export function useDocumentRemove({ meta, id, record, otorisasi, done, unsaved, onDone }: Pick<SaveDeps, 'meta' | 'id' | 'otorisasi' | 'done' | 'unsaved' | 'onDone'> & { record: { data?: Loaded } }) {
  const acts = actNames(meta.name);
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
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
  return remove;
}
