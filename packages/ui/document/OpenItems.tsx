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
 * A contact may have many open invoices: the dialog asks for a page at a time (PAGE, oldest due
 * first; PageDown/PageUp or the pager move between pages), searched by the number typed in the
 * search box (typing in the list types there; ↓ or Enter goes back to the list), the ones already
 * on the form left out by the server (`tanpa`). Ticks are kept across pages and searches. An act
 * that answers without paging (no `query_data`) is narrowed here.
 */
import { useEffect, useRef, useState } from 'react';
import { App, Button, Empty, Form, Modal, Spin, Tooltip, type InputRef } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import type { ChildMeta, DocumentMeta } from '@niaga/kernel';
import type { FormRecord } from '../record/values';
import { anyDialogOpen } from '../doctype/keys';
import { OpenItemsList, pickerActions, type Item } from './OpenItemsList';

export { PAGE } from './OpenItemsList';

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
  const [totrec, setTotrec] = useState(0);
  const [pagenum, setPagenum] = useState(0);
  const [cari, setCari] = useState('');
  // Ticked invoices by number, kept across pages and searches.
  const [picked, setPicked] = useState<Map<string, Item>>(new Map());
  const [cursor, setCursor] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<InputRef>(null);
  // The newest request: an older answer arriving late is dropped.
  const asked = useRef(0);
  const firstAdded = useRef<string | null>(null);
  const startRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'F3' || anyDialogOpen()) return;
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

  const st = { spec, child, form, editing, onTaken, message, contactLabel, asked, firstAdded, searchRef, setOpen, setLoading, items, setItems, totrec, setTotrec, pagenum, setPagenum, cari, setCari, picked, setPicked, cursor, setCursor };
  const act = pickerActions(st);
  const { start, take } = act;

  startRef.current = () => void start();

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
        ) : !items.length && !cari && !picked.size ? (
          <Empty description={`Tidak ada faktur terbuka untuk ${contactLabel} ini.`} />
        ) : (
          <OpenItemsList st={st} act={act} label={label} amountKey={amountKey} listRef={listRef} />
        )}
      </Modal>
    </span>
  );
}
