/**
 * Simpan of the doctype form (FormScreen.tsx): the rows nothing was typed in left out, the fields
 * checked by the shared schema, the bespoke payload added, one idempotency key per intended save;
 * the server's refusals marked on the fields (and child cells) they name.
 */
import type { MutableRefObject } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { actNames, explain, recordSchema, NUM, type DoctypeMeta, type SaveReply } from '@niaga/kernel';
import { call, newIdemKey } from '../api';
import { dropBlankRows } from '../record/ChildGrid';
import { formFieldOf, recordToWire, type FormRecord } from '../record/values';
import type { FormExtras } from './FormScreen';
import type { Row } from './values';

type Values = FormRecord;

export function useDoctypeSave({
  meta,
  id,
  form,
  extras,
  record,
  saving,
  setSaving,
  setFailure,
  sentRef,
  saved,
  idem,
  unsaved,
  wrapRef,
  onDone,
  message,
  queryClient,
}: {
  meta: DoctypeMeta;
  id: number | null;
  form: FormInstance<Values>;
  extras?: FormExtras;
  record: Row | undefined;
  saving: boolean;
  setSaving: (v: boolean) => void;
  setFailure: (v: string | null) => void;
  sentRef: MutableRefObject<Record<string, number[]>>;
  saved: MutableRefObject<boolean>;
  idem: MutableRefObject<string>;
  unsaved: { saved: () => void };
  wrapRef: MutableRefObject<HTMLDivElement | null>;
  onDone: () => void;
  message: { success: (text: string) => unknown };
  queryClient: QueryClient;
}) {
  const acts = actNames(meta.name);
  const submit = async () => {
    if (saving) return;
    setFailure(null);
    dropBlankRows(form, Object.values(meta.tables));
    try {
      await form.validateFields();
    } catch {
      focusFirstError();
      return;
    }
    const { payload: wire, sent } = recordToWire(meta, form.getFieldsValue(true) as Values);
    sentRef.current = sent;
    const payload = { ...wire, ...(id !== null ? { id } : {}) };
    const parsed = recordSchema(meta).safeParse(payload);
    if (!parsed.success) {
      showFieldErrors(explain(parsed.error).fields);
      return;
    }
    let more: Record<string, unknown> = {};
    try {
      more = extras?.payload?.(form.getFieldsValue(true) as Record<string, unknown>, record ?? null) ?? {};
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      return;
    }
    setSaving(true);
    // The version the edit is based on (its _get): a save by someone else since is refused (45).
    const versi = id !== null && record?.versi ? { versi: String(record.versi as string) } : {};
    const env = await call<SaveReply<DoctypeMeta>>(acts.save, { ...parsed.data, ...more, ...versi }, { idem: idem.current });
    setSaving(false);
    if (env.num === 0) {
      saved.current = true;
      idem.current = newIdemKey();
      unsaved.saved();
      message.success('Data berhasil disimpan');
      void queryClient.invalidateQueries({ queryKey: ['doctype', meta.name] });
      onDone();
      return;
    }
    const fields = (env.data as { fields?: Record<string, string> } | null)?.fields;
    // Validation, duplicate and rule refusals may name fields: mark them (and say a rule's reason on top).
    if (fields && Object.keys(fields).some((k) => formFieldOf(meta, k, sentRef.current))) {
      showFieldErrors(fields);
      if (env.num !== NUM.INVALID) setFailure(env.msg);
    } else setFailure(env.msg || 'Terjadi masalah saat permintaan data, cek koneksi internet.');
  };

  const showFieldErrors = (fields: Record<string, string>) => {
    const known = Object.entries(fields).flatMap(([k, msg]) => {
      const name = formFieldOf(meta, k, sentRef.current);
      return name ? [{ name, errors: [msg] }] : [];
    });
    form.setFields(known as Parameters<typeof form.setFields>[0]);
    const other = Object.entries(fields).filter(([k]) => !formFieldOf(meta, k, sentRef.current));
    if (other.length) setFailure(other.map(([, m]) => m).join('; '));
    focusFirstError();
  };

  const focusFirstError = () => {
    setTimeout(() => {
      const el = wrapRef.current?.querySelector<HTMLElement>('.ant-form-item-has-error input, .ant-form-item-has-error textarea, .ant-form-item-has-error button');
      el?.focus();
    }, 0);
  };

  return submit;
}
