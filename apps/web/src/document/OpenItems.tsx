/**
 * "Ambil Faktur": a child table declared with `openItems` (kernel OpenItemsSpec) takes rows from
 * the open items of the contact chosen in the header — a supplier's unpaid invoices into a debt
 * payment, a customer's into a receivable payment, a sales person's unpaid commissions into a
 * commission payment. The dialog lists them (number, date, due date, amount, remaining), leaving
 * out those already on the form; F3 (or the button) opens it, the user ticks several (arrows move,
 * Space ticks, Ctrl+A ticks all, Enter takes) and each becomes a row paying its remaining amount,
 * the cursor on the first one's amount (editable).
 * Editing a saved payment asks with `kecuali` = its number, so its own invoices show what remained
 * before it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { App, Button, Checkbox, Empty, Form, Modal, Spin, Table, Tooltip, Typography } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { num, type ChildMeta, type DocumentMeta } from '@niaga/kernel';
import { callOk } from '../api';
import { formatDate } from '../format';
import { formatMoney } from '../digits';
import { isBlankRow, rowToValues, type FormRecord, type FormRow } from '../record/values';

type Item = Record<string, string | null>;

interface Props {
  meta: DocumentMeta;
  child: ChildMeta;
  form: ReturnType<typeof Form.useForm<FormRecord>>[0];
  editing: boolean;
  onTaken: () => void;
}

export function OpenItemsPicker({ meta, child, form, editing, onTaken }: Props) {
  const spec = child.openItems;
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [items, setItems] = useState<Item[]>([]);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [cursor, setCursor] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const firstAdded = useRef<string | null>(null);
  const startRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'F3' || document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')) return;
      e.preventDefault();
      startRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // The list takes the keyboard once it is shown and the dialog has finished opening (whichever is last).
  useEffect(() => {
    if (open && !loading) listRef.current?.focus();
  }, [open, loading]);
  if (!spec) return null;
  const label = spec.label ?? 'Ambil Faktur';
  const contactLabel = meta.fields[spec.contact]?.label ?? spec.contact;
  const amountKey = spec.amount ?? 'jumlah';

  const rowsNow = () => ((form.getFieldsValue(true) as FormRecord)[child.key] as FormRow[] | undefined) ?? [];

  const start = async () => {
    const contact = String(form.getFieldValue(spec.contact) ?? '').trim();
    if (!contact) {
      message.warning(`Pilih ${contactLabel} terlebih dahulu.`);
      return;
    }
    setOpen(true);
    setLoading(true);
    setPicked(new Set());
    setCursor(0);
    try {
      const kecuali = editing ? String(form.getFieldValue('notransaksi') ?? '') : '';
      const data = await callOk<Record<string, Item[]>>(spec.act, { [spec.param ?? spec.contact]: contact, ...(kecuali ? { kecuali } : {}) });
      const taken = new Set(rowsNow().map((r) => String(r[spec.field] ?? '').toUpperCase()));
      setItems((data?.[spec.table] ?? []).filter((r) => num(r.sisa ?? 0).gt(0) && !taken.has(String(r.notransaksi).toUpperCase())));
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
      setOpen(false);
    } finally {
      setLoading(false);
    }
  };

  const toggle = (no: string) =>
    setPicked((p) => {
      const n = new Set(p);
      if (n.has(no)) n.delete(no);
      else n.add(no);
      return n;
    });

  const take = () => {
    const chosen = items.filter((r) => picked.has(String(r.notransaksi)));
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

  startRef.current = () => void start();

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!items.length) return;
    const no = String(items[cursor]?.notransaksi ?? '');
    if (e.key === 'ArrowDown') setCursor((c) => Math.min(items.length - 1, c + 1));
    else if (e.key === 'ArrowUp') setCursor((c) => Math.max(0, c - 1));
    else if (e.key === 'Home') setCursor(0);
    else if (e.key === 'End') setCursor(items.length - 1);
    else if (e.key === ' ') toggle(no);
    else if (e.key === 'a' && (e.ctrlKey || e.metaKey)) setPicked(new Set(picked.size === items.length ? [] : items.map((r) => String(r.notransaksi))));
    else if (e.key === 'Enter') take();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const total = items.filter((r) => picked.has(String(r.notransaksi))).reduce((a, r) => a.plus(num(r.sisa ?? 0)), num(0));
  const columns = [
    {
      key: 'pilih',
      width: 40,
      render: (_: unknown, r: Item) => <Checkbox checked={picked.has(String(r.notransaksi))} tabIndex={-1} onChange={() => toggle(String(r.notransaksi))} aria-label={`Pilih ${String(r.notransaksi)}`} />,
    },
    { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Transaksi' },
    { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', render: (v: string | null) => formatDate(v) },
    ...(items.some((r) => 'jatuhtempo' in r) ? [{ key: 'jatuhtempo', dataIndex: 'jatuhtempo', title: 'Jatuh Tempo', render: (v: string | null) => (v ? formatDate(v) : '') }] : []),
    { key: 'jumlah', dataIndex: amountKey, title: 'Jumlah', align: 'right' as const, render: (v: string | null) => formatMoney(v) },
    { key: 'sisa', dataIndex: 'sisa', title: 'Sisa', align: 'right' as const, render: (v: string | null) => formatMoney(v) },
  ];

  return (
    // Esc closes the dialog only, not the form around it (kept from the form's Esc, so closed here).
    <span
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
      }}
    >
      <Tooltip title="F3" placement="bottom">
        <Button icon={<FileSearchOutlined />} onClick={() => void start()} style={{ margin: '8px 8px 8px 0' }}>
          {label}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={`${label} — ${contactLabel} ${String(form.getFieldValue(spec.contact) ?? '')}`}
        okText="Ambil"
        cancelText="Batal"
        onOk={take}
        onCancel={() => setOpen(false)}
        afterOpenChange={(shown) => {
          if (shown) listRef.current?.focus();
        }}
        afterClose={() => {
          const el = firstAdded.current ? document.getElementById(firstAdded.current) : null;
          firstAdded.current = null;
          if (el instanceof HTMLInputElement) {
            el.focus();
            el.select();
          }
        }}
        width={760}
        destroyOnHidden
      >
        {loading ? (
          <Spin />
        ) : !items.length ? (
          <Empty description={`Tidak ada faktur terbuka untuk ${contactLabel} ini.`} />
        ) : (
          <div ref={listRef} tabIndex={0} onKeyDown={onKeyDown} role="listbox" aria-multiselectable aria-label={label} data-testid="faktur-terbuka" style={{ outline: 'none' }}>
            <Table<Item>
              size="small"
              pagination={false}
              scroll={{ y: 360 }}
              rowKey={(r) => String(r.notransaksi)}
              dataSource={items}
              columns={columns}
              onRow={(r, i) => ({
                onClick: () => {
                  setCursor(i ?? 0);
                  toggle(String(r.notransaksi));
                },
                className: i === cursor ? 'faktur-aktif' : undefined,
                style: i === cursor ? { outline: '2px solid #1677ff', outlineOffset: -2 } : undefined,
              })}
            />
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              ↑↓ pindah · Spasi centang · Ctrl+A semua · Enter ambil — {picked.size} dipilih, sisa {formatMoney(total.toFixed(2))}
            </Typography.Text>
          </div>
        )}
      </Modal>
    </span>
  );
}
