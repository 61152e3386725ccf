/**
 * The parts of "Ambil Faktur" (OpenItems.tsx): asking the contact's open invoices a page at a time,
 * ticking and taking them, the list's keys, and the dialog's list itself.
 */
import type { Dispatch, KeyboardEvent, MutableRefObject, RefObject, SetStateAction } from 'react';
import { Checkbox, Form, Input, Table, Typography, type InputRef } from 'antd';
import { num, type ChildMeta, type OpenItemsSpec } from '@niaga/kernel';
import { callOk } from '../api';
import { formatDate } from '../format';
import { formatMoney } from '../digits';
import { isBlankRow, rowToValues, type FormRecord, type FormRow } from '../record/values';

export type Item = Record<string, string | null>;

/** Invoices a page. */
export const PAGE = 50;

/** What the picker's actions read and set (OpenItemsPicker's state). */
export interface PickerState {
  spec: OpenItemsSpec;
  child: ChildMeta;
  form: ReturnType<typeof Form.useForm<FormRecord>>[0];
  editing: boolean;
  onTaken: () => void;
  message: { error: (text: string) => unknown; warning: (text: string) => unknown };
  contactLabel: string;
  asked: MutableRefObject<number>;
  firstAdded: MutableRefObject<string | null>;
  searchRef: RefObject<InputRef | null>;
  setOpen: (v: boolean) => void;
  setLoading: (v: boolean) => void;
  items: Item[];
  setItems: (v: Item[]) => void;
  totrec: number;
  setTotrec: (v: number) => void;
  pagenum: number;
  setPagenum: (v: number) => void;
  cari: string;
  setCari: (v: string) => void;
  picked: Map<string, Item>;
  setPicked: Dispatch<SetStateAction<Map<string, Item>>>;
  cursor: number;
  setCursor: Dispatch<SetStateAction<number>>;
}

/** Opening the dialog, searching, paging, ticking and taking. */
export function pickerActions(st: PickerState) {
  const { spec, child, form, editing, onTaken, message, contactLabel, asked, firstAdded, setOpen, setLoading, setItems, totrec, setTotrec, pagenum, setPagenum, cari, setCari, picked, setPicked, setCursor } = st;
  const rowsNow = () => ((form.getFieldsValue(true) as FormRecord)[child.key] as FormRow[] | undefined) ?? [];

  /** One page of the contact's open invoices matching `text`, without those on the form. */
  const load = async (text: string, page: number, first = false) => {
    const contact = String(form.getFieldValue(spec.contact) ?? '').trim();
    const n = ++asked.current;
    if (first) setLoading(true);
    try {
      const kecuali = editing ? String(form.getFieldValue('notransaksi') ?? '') : '';
      const tanpa = [...new Set(rowsNow().map((r) => String(r[spec.field] ?? '').trim().toUpperCase()).filter(Boolean))];
      const data = await callOk<Record<string, Item[]> & { query_data?: { totrec: number }[] }>(spec.act, {
        [spec.param ?? spec.contact]: contact,
        ...(kecuali ? { kecuali } : {}),
        cari: text.trim(),
        tanpa,
        pagenum: page,
        itemlimit: PAGE,
      });
      if (n !== asked.current) return;
      const taken = new Set(tanpa);
      const want = text.trim().toUpperCase();
      const rows = (data?.[spec.table] ?? []).filter((r) => num(r.sisa ?? 0).gt(0) && !taken.has(String(r.notransaksi).toUpperCase()));
      if (data?.query_data) {
        setItems(rows);
        setTotrec(Number(data.query_data[0]?.totrec ?? rows.length));
      } else {
        // An act without paging: the whole list, narrowed and paged here.
        const all = rows.filter((r) => String(r.notransaksi).toUpperCase().includes(want));
        setItems(all.slice(page * PAGE, (page + 1) * PAGE));
        setTotrec(all.length);
      }
      setPagenum(page);
      setCursor(0);
    } catch (e) {
      if (n !== asked.current) return;
      message.error(e instanceof Error ? e.message : String(e));
      if (first) setOpen(false);
    } finally {
      if (first && n === asked.current) setLoading(false);
    }
  };

  const start = async () => {
    const contact = String(form.getFieldValue(spec.contact) ?? '').trim();
    if (!contact) {
      message.warning(`Pilih ${contactLabel} terlebih dahulu.`);
      return;
    }
    setOpen(true);
    setPicked(new Map());
    setCari('');
    setItems([]);
    setTotrec(0);
    setCursor(0);
    await load('', 0, true);
  };

  const search = (text: string) => {
    setCari(text);
    void load(text, 0);
  };
  const lastPage = Math.max(0, Math.ceil(totrec / PAGE) - 1);
  const toPage = (page: number) => {
    if (page < 0 || page > lastPage || page === pagenum) return;
    void load(cari, page);
  };

  const toggle = (r: Item) =>
    setPicked((p) => {
      const n = new Map(p);
      const no = String(r.notransaksi);
      if (n.has(no)) n.delete(no);
      else n.set(no, r);
      return n;
    });

  const take = () => {
    const chosen = [...picked.values()];
    if (!chosen.length) {
      message.warning('Centang minimal satu faktur (Spasi).');
      return;
    }
    const kept = rowsNow().filter((r) => !isBlankRow(child, r));
    const added = chosen.map((r) => rowToValues(child, { [spec.field]: r.notransaksi, [spec.fill]: r.sisa }));
    form.setFieldsValue({ [child.key]: [...kept, ...added] });
    firstAdded.current = `${child.key}_${kept.length}_${spec.fill}`;
    onTaken();
    setOpen(false);
  };
  return { start, search, toPage, toggle, take };
}

/** The list's keys: arrows move, Space ticks, Ctrl+A ticks all, PageDown/PageUp page, Enter takes; a character goes to the search box. */
export function listKeys(st: PickerState, act: ReturnType<typeof pickerActions>) {
  const { items, picked, setPicked, cursor, setCursor, cari, pagenum, searchRef } = st;
  const { search, toPage, toggle, take } = act;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // A character typed in the list goes to the search box.
    if (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      search(cari + e.key);
      searchRef.current?.focus();
      return;
    }
    if (e.key === 'PageDown') toPage(pagenum + 1);
    else if (e.key === 'PageUp') toPage(pagenum - 1);
    else if (!items.length) return;
    else if (e.key === 'ArrowDown') setCursor((c) => Math.min(items.length - 1, c + 1));
    else if (e.key === 'ArrowUp') {
      if (cursor === 0) searchRef.current?.focus();
      else setCursor((c) => Math.max(0, c - 1));
    } else if (e.key === 'Home') setCursor(0);
    else if (e.key === 'End') setCursor(items.length - 1);
    else if (e.key === ' ') toggle(items[cursor]);
    else if (e.key === 'a' && (e.ctrlKey || e.metaKey)) {
      // Every invoice of this page ticked, or all of them unticked when they already are.
      const all = items.every((r) => picked.has(String(r.notransaksi)));
      setPicked((p) => {
        const n = new Map(p);
        for (const r of items) {
          if (all) n.delete(String(r.notransaksi));
          else n.set(String(r.notransaksi), r);
        }
        return n;
      });
    } else if (e.key === 'Enter') take();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return onKeyDown;
}

/** The dialog's search box and list of open invoices, with what is ticked so far. */
export function OpenItemsList({ st, act, label, amountKey, listRef }: { st: PickerState; act: ReturnType<typeof pickerActions>; label: string; amountKey: string; listRef: RefObject<HTMLDivElement | null> }) {
  const { items, picked, cursor, setCursor, cari, totrec, pagenum, searchRef } = st;
  const { search, toPage, toggle } = act;
  const onKeyDown = listKeys(st, act);
  const total = [...picked.values()].reduce((a, r) => a.plus(num(r.sisa ?? 0)), num(0));
  const columns = [
    {
      key: 'pilih',
      width: 40,
      render: (_: unknown, r: Item) => <Checkbox checked={picked.has(String(r.notransaksi))} tabIndex={-1} onChange={() => toggle(r)} aria-label={`Pilih ${String(r.notransaksi)}`} />,
    },
    { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Transaksi' },
    { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', render: (v: string | null) => formatDate(v) },
    ...(items.some((r) => 'jatuhtempo' in r) ? [{ key: 'jatuhtempo', dataIndex: 'jatuhtempo', title: 'Jatuh Tempo', render: (v: string | null) => (v ? formatDate(v) : '') }] : []),
    { key: 'jumlah', dataIndex: amountKey, title: 'Jumlah', align: 'right' as const, render: (v: string | null) => formatMoney(v) },
    { key: 'sisa', dataIndex: 'sisa', title: 'Sisa', align: 'right' as const, render: (v: string | null) => formatMoney(v) },
  ];

  return (
    <>
      <Input
        ref={searchRef}
        allowClear
        aria-label="Cari No. Faktur"
        placeholder="Cari No. Faktur"
        value={cari}
        onChange={(e) => search(e.target.value)}
        onKeyDown={(e) => {
          // ↓ or Enter: back to the list.
          if (e.key !== 'ArrowDown' && e.key !== 'Enter') return;
          e.preventDefault();
          e.stopPropagation();
          listRef.current?.focus();
        }}
        style={{ marginBottom: 8 }}
      />
      <div ref={listRef} tabIndex={0} onKeyDown={onKeyDown} role="listbox" aria-multiselectable aria-label={label} data-testid="faktur-terbuka" style={{ outline: 'none' }}>
        <Table<Item>
          size="small"
          pagination={totrec > PAGE ? { current: pagenum + 1, pageSize: PAGE, total: totrec, showSizeChanger: false, size: 'small', onChange: (n) => toPage(n - 1) } : false}
          scroll={{ y: 360 }}
          rowKey={(r) => String(r.notransaksi)}
          dataSource={items}
          columns={columns}
          locale={{ emptyText: 'Tidak ada faktur yang cocok.' }}
          onRow={(r, i) => ({
            onClick: () => {
              setCursor(i ?? 0);
              toggle(r);
            },
            className: i === cursor ? 'faktur-aktif' : undefined,
            style: i === cursor ? { outline: '2px solid #1677ff', outlineOffset: -2 } : undefined,
          })}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          ↑↓ pindah · Spasi centang · Ctrl+A semua · {totrec > PAGE ? 'PgUp/PgDn halaman · ' : ''}Enter ambil — {picked.size} dipilih, sisa {formatMoney(total.toFixed(2))}
          {totrec > PAGE ? ` · ${totrec} faktur` : ''}
        </Typography.Text>
      </div>
    </>
  );
}
