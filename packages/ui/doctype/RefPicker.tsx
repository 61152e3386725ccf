/**
 * The one picker of every reference (FieldSpec.ref): a select searched on the server through the
 * target's `_pick` act (its code by prefix, words of its name; the conditions of the reference),
 * showing code · name. A reference within a parent (a line's unit among that line's item's units)
 * lists the parent's rows. Picking reports the whole record, so the row can fill what the
 * reference declares (`fills`). Accounts are a doctype like any other.
 */
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { formatId } from '@niaga/core';
import { childTableOf, tableOf, type ChildMeta, type DoctypeMeta, type FieldSpec, type WhereValue } from '@niaga/kernel';
import { callOk } from '../api';
import { allDoctypes } from '../app';

const LIMIT = 20;

export type Picked = Record<string, unknown>;

/** What a reference points at: a doctype, or a child table whose rows are named within a parent. */
export type RefTarget = { kind: 'doctype'; meta: DoctypeMeta } | { kind: 'child'; parent: DoctypeMeta; child: ChildMeta };

export function refTarget(name: string): RefTarget | null {
  const meta = allDoctypes.find((d) => d.name === name);
  if (meta) return { kind: 'doctype', meta };
  for (const d of allDoctypes) for (const c of Object.values(d.tables)) if (c.table === name && c.rowKey) return { kind: 'child', parent: d, child: c };
  return null;
}

/** The rows of a child-table target within one parent (a line's item's units): the query the picker and the grid share. */
export const childPickQuery = (target: Extract<RefTarget, { kind: 'child' }>, within: string) => ({
  queryKey: ['pick', target.child.table, within, ''] as const,
  queryFn: async (): Promise<Picked[]> => (await callOk<Record<string, Picked[]>>(`${target.child.table}_pick`, { within }))[childTableOf(target.child)] ?? [],
  staleTime: 30_000,
});

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (v: string) => void;
  /** The picked record (undefined when cleared), for fills. */
  onPicked?: (record: Picked | undefined) => void;
  target: RefTarget;
  /** Conditions of the reference, over the target's default picker conditions. */
  where?: Record<string, WhereValue>;
  /** The whole condition set, instead of the default plus `where`. */
  filter?: Record<string, WhereValue>;
  /** For child-table targets: the parent's key (the line's item). */
  within?: string | null;
  /** The name of the saved value, shown until the options are loaded (`<field>_nama` of a `_get`). */
  valueName?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
  variant?: 'outlined' | 'borderless' | 'filled' | 'underlined';
}

export function RefPicker({ id, value, onChange, onPicked, target, where, filter: given, within, valueName, autoFocus, disabled, placeholder, style, variant, ...rest }: Props) {
  const [q, setQ] = useState('');
  // The label of the last choice, kept while the options show another search.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const isChild = target.kind === 'child';
  const title = isChild ? target.child.title : target.meta.title;
  const filter = useMemo(() => given ?? { ...(isChild ? {} : target.meta.pick.where), ...(where ?? {}) }, [given, isChild, target, where]);
  const found = useQuery({
    queryKey: ['pick', isChild ? target.child.table : target.meta.name, isChild ? within : filter, q],
    queryFn: async (): Promise<Picked[]> => {
      if (target.kind === 'child') return within ? childPickQuery(target, within).queryFn() : [];
      return (await callOk<Record<string, Picked[]>>(`${target.meta.name}_pick`, { q, filter, limit: LIMIT }))[tableOf(target.meta)] ?? [];
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: !isChild || !!within,
  });
  const key = isChild ? target.child.rowKey! : target.meta.key;
  const label = (r: Picked) => {
    const code = String(r[key] ?? '');
    if (target.kind === 'child') {
      const konversi = r.konversi !== undefined ? ` (isi ${formatId(String(r.konversi), 0)})` : '';
      return `${code}${konversi}`;
    }
    const name = target.meta.nameField ? String(r[target.meta.nameField] ?? '') : '';
    return name ? `${code} · ${name}` : code;
  };
  // While the answer to a new search is on its way, the previous options narrowed to the typed text:
  // never a stale list that does not match what is typed.
  const rows = useMemo(() => {
    const all = found.data ?? [];
    if (!found.isPlaceholderData || !q) return all;
    const typed = q.toLowerCase();
    return all.filter((r) => label(r).toLowerCase().includes(typed));
  }, [found.data, found.isPlaceholderData, q]);
  const options = useMemo(() => {
    const list = rows.map((r) => ({ value: String(r[key] ?? ''), label: label(r) }));
    // A saved code no longer offered (inactive, another type) still shows as itself; but not in
    // the answer to a search it does not match: there it came first, highlighted, and Enter took it
    // instead of what was typed (TOKO01 typed, UMUM kept).
    const own = chosen && chosen.value === value ? chosen.label : valueName ? `${value} · ${valueName}` : value;
    if (value && own && !list.some((o) => o.value === value) && (!q || own.toLowerCase().includes(q.toLowerCase()))) list.unshift({ value, label: own });
    return list;
  }, [rows, value, key, valueName, chosen, q]);
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={value || undefined}
      onChange={(v) => {
        const picked = v ? rows.find((r) => String(r[key]) === v) : undefined;
        if (picked) setChosen({ value: v, label: label(picked) });
        onChange?.(v ?? '');
        onPicked?.(picked);
      }}
      options={options}
      showSearch={isChild ? { optionFilterProp: 'label' } : { filterOption: false, onSearch: setQ }}
      onOpenChange={(open) => !open && setQ('')}
      loading={found.isFetching}
      disabled={disabled}
      variant={variant}
      notFoundContent={found.isError ? `Gagal memuat daftar ${title}` : isChild && !within ? `Pilih ${target.parent.title.toLowerCase()} dahulu` : `${title} tidak ditemukan`}
      placeholder={placeholder ?? `Cari ${title.toLowerCase()}`}
      autoFocus={autoFocus}
      allowClear
      popupMatchSelectWidth={false}
      style={{ width: '100%', minWidth: isChild ? 110 : 200, maxWidth: 420, ...style }}
    />
  );
}

export interface RefWidgetOptions {
  autoFocus?: boolean;
  'aria-label'?: string;
  style?: React.CSSProperties;
  /** The row or record the field is in (for `within`). */
  values?: Record<string, unknown>;
  onPicked?: (record: Picked | undefined) => void;
  /** The saved name of the value (`<field>_nama`). */
  valueName?: string;
}

/** The picker for a declared reference field, or null for any other field. */
export function refWidget(f: FieldSpec, opts: RefWidgetOptions = {}) {
  if (!f.ref) return null;
  const target = refTarget(f.ref.doctype);
  if (!target) return null;
  const { values, ...rest } = opts;
  const within = f.ref.within ? String(values?.[f.ref.within] ?? '') || null : undefined;
  return <RefPicker target={target} where={f.ref.where} within={within} {...rest} />;
}

/** The form fields to set when a record is picked for `f` (its declared fills). */
export function fillsOf(f: FieldSpec, picked: Picked | undefined): Record<string, unknown> {
  if (!f.ref?.fills || !picked) return {};
  return Object.fromEntries(Object.entries(f.ref.fills).map(([local, from]) => [local, picked[from]]));
}
