/**
 * The picker of a field that holds another doctype's code (FieldSpec.ref): a select searched on
 * the server through `<doctype>_list` (q, 20 at a time), showing code and name. Account codes
 * get the AccountPicker (getlistakun, with the field's filter as its option). One widget for every
 * reference of every generic form and document.
 */
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { actNames, type DoctypeMeta, type FieldSpec } from '@niaga/kernel';
import { callOk } from '../api';
import { AccountPicker } from '../document/AccountPicker';
import { pickerOf } from './refs';
import { allDoctypes } from '../routes/doctypes';

const LIMIT = 20;

/** The first text column of a doctype's list other than its key: what a code is called. */
function nameField(meta: DoctypeMeta): string | null {
  return meta.list.columns.find((k) => k !== meta.key && meta.fields[k]?.kind === 'text') ?? null;
}

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (v: string) => void;
  target: DoctypeMeta;
  autoFocus?: boolean;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

export function RefPicker({ id, value, onChange, target, autoFocus, style, ...rest }: Props) {
  const [q, setQ] = useState('');
  const name = nameField(target);
  const found = useQuery({
    queryKey: ['ref', target.name, q],
    queryFn: async () => ((await callOk<Record<string, Record<string, unknown>[]>>(actNames(target.name).list, { q, limit: LIMIT }))[`tbl_${target.name}`] ?? []),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const list = (found.data ?? []).map((r) => {
      const code = String(r[target.key] ?? '');
      return { value: code, label: name ? `${code} · ${String(r[name] ?? '')}` : code };
    });
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: value });
    return list;
  }, [found.data, value, name, target.key]);
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? '')}
      options={options}
      showSearch={{ filterOption: false, onSearch: setQ }}
      onOpenChange={(open) => !open && setQ('')}
      loading={found.isFetching}
      notFoundContent={found.isError ? `Gagal memuat daftar ${target.title}` : `${target.title} tidak ditemukan`}
      placeholder={`Cari ${target.title.toLowerCase()}`}
      autoFocus={autoFocus}
      allowClear
      popupMatchSelectWidth={false}
      style={{ width: '100%', minWidth: 200, maxWidth: 420, ...style }}
    />
  );
}

/** The picker for a declared reference field, or null for any other field. */
export function refWidget(f: FieldSpec, opts: { autoFocus?: boolean; 'aria-label'?: string; style?: React.CSSProperties } = {}) {
  const picker = pickerOf(f);
  if (!picker) return null;
  if (picker.kind === 'account') return <AccountPicker option={picker.option} {...opts} />;
  const target = allDoctypes.find((d) => d.name === picker.doctype);
  return target ? <RefPicker target={target} {...opts} /> : null;
}
