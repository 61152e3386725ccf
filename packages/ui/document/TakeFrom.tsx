import { useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { actNames, childTableOf, NUM, tableOf, type ChildMeta, type DoctypeMeta, type DocumentMeta } from '@niaga/kernel';
import { call, callOk } from '../api';
import { formatDate } from '../format';
import { formatField } from '../digits';
import { rowToValues as headerToValues, type Row } from '../doctype/values';
import { isBlankRow, takenRows, type FormRecord, type FormRow, type WireRow } from '../record/values';
import { allDoctypes } from '../app';

/**
 * "Ambil dari …": the rows of another document (an order into a purchase, a purchase into its
 * return) that still have something remaining become rows of this one, each naming its source row;
 * a header field referring to that document (or the one `linksTo.header` names) gets its number,
 * the header fields `linksTo.take` gives get them, and empty header fields it shares get its values. A table taking from several doctypes (a sales
 * return from a back-office or a till sale) offers them together: the dialog lists the documents
 * of every source (those of the customer already chosen, searched by the number typed), each with
 * its number and kind (↓ into the list, Enter takes one); Enter on the typed number takes the one of
 * whichever kind has it.
 */
export function TakeFrom({ meta, child, form, onTaken }: { meta: DocumentMeta; child: ChildMeta; form: ReturnType<typeof Form.useForm<FormRecord>>[0]; onTaken: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [no, setNo] = useState('');
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const sources = (child.linksTo?.sources ?? []).flatMap((x) => {
    const m = allDoctypes.find((d) => d.name === x.doctype);
    const c = m?.tables[x.child];
    return m && c ? [{ meta: m, child: c }] : [];
  });
  const several = sources.length > 1;
  const title = sources.map((x) => x.meta.title).join(' / ');
  const q = no.trim().toUpperCase();
  // The header fields taken documents must share (the customer), as far as the form has them.
  const same = (src: DoctypeMeta) => {
    const all = form.getFieldsValue(true) as FormRecord;
    return Object.fromEntries((child.linksTo?.same ?? []).filter((k) => k in src.fields && all[k]).map((k) => [k, String(all[k] as string)]));
  };
  const offered = useQuery({
    queryKey: ['ambil', meta.name, child.key, q, open],
    enabled: open && several,
    queryFn: async () => {
      const lists = await Promise.all(
        sources.map(async (x) => {
          // Newest first, as the document's own list shows them.
          const got = await callOk<Record<string, Row[]>>(actNames(x.meta.name).list, { q, filter: same(x.meta), limit: 10 });
          return (got[tableOf(x.meta)] ?? []).map((r) => ({ source: x, no: String(r[x.meta.key]), r }));
        }),
      );
      return lists.flat().sort((a, b) => String(b.r.tanggal ?? '').localeCompare(String(a.r.tanggal ?? '')) || b.no.localeCompare(a.no));
    },
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
  // While the answer to what was typed is on its way, the previous list narrowed to it: never an
  // empty or stale list under the typed number (as the reference picker does).
  const shown = (offered.data ?? []).filter((x) => !offered.isPlaceholderData || x.no.toUpperCase().includes(q));
  if (!sources.length) return null;
  const take = async (kode: string, which?: (typeof sources)[number]) => {
    if (!kode) return;
    setBusy(true);
    try {
      // Which kind has this number: the one picked, the only one, or the first that knows it.
      let source = which ?? (several ? undefined : sources[0]);
      let data: Record<string, unknown> | undefined;
      if (source) data = await callOk<Record<string, unknown>>(actNames(source.meta.name).get, { [source.meta.key]: kode });
      else
        for (const x of sources) {
          const env = await call<Record<string, unknown>>(actNames(x.meta.name).get, { [x.meta.key]: kode });
          if (env.num !== NUM.OK) continue;
          [source, data] = [x, env.data];
          break;
        }
      if (!source) {
        message.warning(`${title} ${kode} tidak ditemukan.`);
        return;
      }
      const head = ((data?.[tableOf(source.meta)] as Row[] | undefined) ?? [])[0] ?? {};
      const sourceRows = (data?.[childTableOf(source.child)] as WireRow[] | undefined) ?? [];
      // What the source decides (a purchase return's net prices and PPN), as the server will.
      const given = child.linksTo?.take?.({ head, rows: sourceRows });
      const rows = takenRows(child, sourceRows, source.meta.name, given?.rows);
      if (!rows.length) {
        message.warning(`${source.meta.title} ${kode} tidak memiliki sisa yang dapat diambil.`);
        return;
      }
      const all = form.getFieldsValue(true) as FormRecord;
      const kept = ((all[child.key] as FormRow[] | undefined) ?? []).filter((r) => !isBlankRow(child, r));
      const set: FormRecord = { [child.key]: [...kept, ...rows] };
      const hv = headerToValues(meta, { ...head, ...(given?.head as Row | undefined) });
      for (const [k, f] of Object.entries(meta.fields)) {
        if (f.compute || f.hidden || ['notransaksi', 'tanggal', 'keterangan', 'kodekantor'].includes(k)) continue;
        if (f.ref?.doctype === source.meta.name || k === child.linksTo?.header) set[k] = kode;
        else if (given?.head && k in given.head) set[k] = hv[k];
        else if (k in head && (all[k] === undefined || all[k] === null || all[k] === '')) set[k] = hv[k];
      }
      form.setFieldsValue(set);
      onTaken();
      setOpen(false);
      setNo('');
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const label = `No. ${title}`;
  return (
    <>
      <Space wrap style={{ margin: '8px 0' }}>
        <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
          Ambil dari {title}
        </Button>
        <Typography.Text type="secondary">Baris yang diambil dengan jumlah 0 tidak ikut disimpan.</Typography.Text>
      </Space>
      <Modal open={open} title={`Ambil dari ${title}`} okText="Ambil" cancelText="Batal" confirmLoading={busy} onOk={() => void take(q)} onCancel={() => setOpen(false)} destroyOnHidden>
        <Input
          autoFocus
          aria-label={label}
          placeholder={label}
          value={no}
          onChange={(e) => setNo(e.target.value)}
          onPressEnter={() => void take(q)}
          onKeyDown={(e) => {
            // ↓ goes into the list of documents offered.
            if (e.key !== 'ArrowDown' || !listRef.current) return;
            e.preventDefault();
            listRef.current.querySelector<HTMLButtonElement>('button')?.focus();
          }}
        />
        {several && (
          <div
            ref={listRef}
            role="list"
            aria-label={`Daftar ${title}`}
            style={{ marginTop: 8, maxHeight: 280, overflowY: 'auto' }}
            onKeyDown={(e) => {
              // ↑ ↓ move between the documents (↑ from the first goes back to the number); Enter takes one.
              if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
              e.preventDefault();
              const all = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
              const at = all.indexOf(document.activeElement as HTMLButtonElement);
              const to = at + (e.key === 'ArrowDown' ? 1 : -1);
              if (to < 0) (listRef.current?.parentElement?.querySelector('input') as HTMLInputElement | null)?.focus();
              else all[Math.min(to, all.length - 1)]?.focus();
            }}
          >
            {shown.map((x) => (
              <Button
                key={`${x.source.meta.name}:${x.no}`}
                type="text"
                block
                style={{ justifyContent: 'flex-start', textAlign: 'left', height: 'auto' }}
                onClick={() => void take(x.no, x.source)}
                data-testid={`ambil-${x.no}`}
              >
                <b>{x.no}</b> · {x.source.meta.title} · {formatDate(String(x.r.tanggal ?? ''))}
                {x.r.kodesupel ? ` · ${String(x.r.kodesupel)}` : ''}
                {x.source.meta.fields.total && x.r.total !== undefined ? ` · ${formatField(x.source.meta.fields.total, String(x.r.total))}` : ''}
              </Button>
            ))}
            {offered.isSuccess && !offered.data.length && <Typography.Text type="secondary">Tidak ada {title} yang cocok.</Typography.Text>}
          </div>
        )}
      </Modal>
    </>
  );
}
