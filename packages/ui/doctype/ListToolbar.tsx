/**
 * The list screen's search box, Muat ulang and Tambah, and its declared filters (ListScreen.tsx).
 */
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { Button, DatePicker, Flex, Input, Select, Space, Tooltip, type InputRef } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { writableByUsers, type DoctypeMeta } from '@niaga/kernel';
import { DATE_FORMAT, WIRE_DATE } from '../format';
import { RefPicker, refTarget } from './RefPicker';
import type { FilterValue, ListState } from './ListScreen';

export function ListToolbar({
  meta,
  narrow,
  searchRef,
  text,
  setText,
  state,
  setState,
  onSearched,
  reload,
  openAdd,
  focusRow,
}: {
  meta: DoctypeMeta;
  narrow: boolean;
  searchRef: RefObject<InputRef | null>;
  text: string;
  setText: (v: string) => void;
  state: ListState;
  setState: Dispatch<SetStateAction<ListState>>;
  /** After Enter in the search box: the list asked again. */
  onSearched: () => void;
  reload: () => void;
  openAdd: () => void;
  focusRow: (index: number) => void;
}) {
  return (
    <>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search
          ref={searchRef}
          autoFocus={!narrow}
          allowClear
          placeholder={`Cari ${meta.list.search.map((s) => meta.fields[s].label).join(' / ')}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => {
            setText(v);
            setState((s) => ({ ...s, q: v.trim(), page: 0 }));
            onSearched();
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              focusRow(0);
            }
          }}
          style={{ maxWidth: 360 }}
          aria-label="Cari"
        />
        <Space>
          <Tooltip title="Muat ulang">
            <Button icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={reload} />
          </Tooltip>
          {writableByUsers(meta) && (
            <Tooltip title="Insert">
              <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
                Tambah
              </Button>
            </Tooltip>
          )}
        </Space>
      </Flex>
      {meta.list.filters.length > 0 && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }} className="list-filters">
          {meta.list.filters.map(({ field }) => (
            <FilterControl key={field} meta={meta} field={field} value={state.filter[field] ?? ''} onChange={(v) => setState((s) => ({ ...s, page: 0, filter: { ...s.filter, [field]: v } }))} />
          ))}
        </Flex>
      )}
    </>
  );
}

/** One declared filter: a date range, a record picker, a choice (select or yes/no). */
function FilterControl({ meta, field, value, onChange }: { meta: DoctypeMeta; field: string; value: FilterValue; onChange: (v: FilterValue) => void }) {
  const f = meta.fields[field];
  if (f.kind === 'date') {
    const r = typeof value === 'string' ? {} : value;
    const pair: [Dayjs | null, Dayjs | null] = [r.dari ? dayjs(r.dari, WIRE_DATE) : null, r.sampai ? dayjs(r.sampai, WIRE_DATE) : null];
    return (
      <DatePicker.RangePicker
        format={DATE_FORMAT}
        value={pair}
        allowEmpty={[true, true]}
        onChange={(v) => onChange({ dari: v?.[0]?.format(WIRE_DATE), sampai: v?.[1]?.format(WIRE_DATE) })}
        aria-label={`Filter ${f.label}`}
        placeholder={['Dari tanggal', 'Sampai tanggal']}
      />
    );
  }
  const target = f.ref ? refTarget(f.ref.doctype) : null;
  if (target?.kind === 'doctype')
    return (
      <RefPicker target={target} where={f.ref?.where} value={typeof value === 'string' ? value : ''} onChange={(v) => onChange(v)} aria-label={`Filter ${f.label}`} placeholder={`Semua ${f.label.toLowerCase()}`} style={{ width: 240, minWidth: 200 }} />
    );
  const options = f.kind === 'flag' ? [{ value: 'true', label: 'Ya' }, { value: 'false', label: 'Tidak' }] : (f.options ?? []);
  return (
    <Select
      value={typeof value === 'string' && value !== '' ? value : undefined}
      onChange={(v) => onChange(v ?? '')}
      options={options}
      allowClear
      placeholder={`Semua ${f.label.toLowerCase()}`}
      aria-label={`Filter ${f.label}`}
      style={{ width: 200 }}
    />
  );
}
