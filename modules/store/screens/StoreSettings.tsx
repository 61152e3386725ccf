/**
 * /shareinfo and /listshareitem (issue 42): which items a store shows, on the store's own record
 * (`tokoonline`, the one mechanism the storefront reads). /shareinfo edits what is shown — all
 * active items or only the chosen ones, the price level, out of stock hidden, active; /listshareitem
 * the chosen items. Both are the generic form of a narrowed declaration; the fields they leave out
 * are sent back as loaded, and child tables left out keep their rows (the server's rule).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Select, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import type { DoctypeMeta } from '@niaga/kernel';
import { DoctypeForm } from '@niaga/ui/doctype/FormScreen';
import { listOf } from '@niaga/ui/doctype/acts';
import type { Row } from '@niaga/ui/doctype/values';
import tokoonline from '../toko';

const narrowed = (fields: string[], tables: string[]): DoctypeMeta => ({
  ...tokoonline,
  fields: Object.fromEntries(fields.map((k) => [k, tokoonline.fields[k]])),
  tables: Object.fromEntries(tables.map((k) => [k, tokoonline.tables[k as keyof typeof tokoonline.tables]])),
});
const INFO = narrowed(['tampilitem', 'levelharga', 'sembunyihabis', 'aktif'], []);
const ITEMS = narrowed(['tampilitem'], ['items']);

/** The header fields a narrowed form leaves out, as loaded (saving keeps them). */
const keptOf = (meta: DoctypeMeta, record: Row | null): Record<string, unknown> =>
  record ? Object.fromEntries(Object.keys(tokoonline.fields).filter((k) => !(k in meta.fields)).map((k) => [k, record[k]])) : {};

function StoreForm({ meta, title, intro }: { meta: DoctypeMeta; title: string; intro: string }) {
  const queryClient = useQueryClient();
  const stores = useQuery({ queryKey: ['doctype', 'tokoonline', 'all'], queryFn: () => listOf(tokoonline, { page: 0, limit: 500, sort: 'shareid', dir: 'asc' }) });
  const [chosen, setChosen] = useState<number | null>(null);
  if (stores.isError) return <Alert type="error" showIcon title={stores.error.message} />;
  if (!stores.data) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  const rows = (stores.data.tbl_tokoonline ?? []) as Row[];
  if (!rows.length)
    return (
      <Card title={title}>
        <Alert type="info" showIcon title="Belum ada toko online." description={<Link to="/daftarniagashare">Daftarkan toko online lebih dulu di Daftar Toko Online.</Link>} />
      </Card>
    );
  const id = chosen ?? Number(rows[0].id);
  const store = rows.find((r) => Number(r.id) === id) ?? rows[0];
  return (
    <Card title={title}>
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <label htmlFor="pilih-toko">Toko</label>
        <Select
          id="pilih-toko"
          value={id}
          onChange={(v) => setChosen(v)}
          style={{ minWidth: 240 }}
          options={rows.map((r) => ({ value: Number(r.id), label: `${String(r.shareid)} - ${String(r.namatoko)}` }))}
        />
        <a href={`/s/${encodeURIComponent(String(store.shareid))}`} target="_blank" rel="noreferrer">
          Buka toko /s/{String(store.shareid)}
        </a>
      </Space>
      <DoctypeForm
        key={id}
        meta={meta}
        id={id}
        onDone={() => void queryClient.invalidateQueries({ queryKey: ['doctype', 'tokoonline'] })}
        extras={{ payload: (_values, record) => keptOf(meta, record) }}
      />
    </Card>
  );
}

export function ShareInfo() {
  return (
    <StoreForm
      meta={INFO}
      title="Info Share"
      intro="Item yang ditampilkan toko online: semua item aktif atau hanya item yang dipilih (Share Item), level harga yang dipakai, dan apakah item yang stoknya habis disembunyikan."
    />
  );
}

export function ListShareItem() {
  return <StoreForm meta={ITEMS} title="Share Item" intro="Item yang dipilih untuk toko online. Dipakai bila Item Ditampilkan = Hanya item yang dipilih." />;
}
