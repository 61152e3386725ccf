/**
 * Item screens (spec §2.6 mItem): the generic form of the item declaration with what it leaves
 * out — Duplikat (/itemdup: a new item starting from another one's fields, units, prices and
 * variants, with the code and barcodes to be filled anew; ./itemCopy.ts), the pictures of a saved item
 * (uploaded, compressed on the server by scale and quality, 50/50 by default), and the easy mode
 * (/itemadv2, /itemedv2, /itemdupv2): the fields a small shop needs on one page (with the units
 * and the prices by quantity), the rest kept. The prices by quantity (`hargajumlah`) are a grid of
 * the generic form like the other child tables.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Image, InputNumber, Popconfirm, Space, Spin, Typography, Upload } from 'antd';
import { CopyOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { DoctypeMeta } from '@niaga/kernel';
import item, { TIPE_ITEM } from '../item/item';
import { call, callOk } from '@niaga/ui/api';
import FormScreen, { DoctypeForm, type FormExtras } from '@niaga/ui/doctype/FormScreen';
import { recordToWire, type FormRecord } from '@niaga/ui/record/values';
import { getOf } from '@niaga/ui/doctype/acts';
import type { ItemGambar as Gambar, ItemGambarReply } from '../replies';
import { copyTiers, duplicateOf } from './itemCopy';
import type { Row } from '@niaga/ui/doctype/values';

const EASY_FIELDS = ['kodeitem', 'namaitem', 'tipe', 'satuan', 'hargabeli', 'jenispajak', 'aktif'];

/** The prices by quantity without the combination (the easy mode has no variant items). */
const { iddetailvarian: _varian, ...tierFields } = item.tables.hargajumlah.fields;

/** The easy mode's declaration: the same item, fewer fields (goods, non-stock, service), units and prices by quantity only. */
export const itemMudah: DoctypeMeta = {
  ...item,
  fields: Object.fromEntries(
    EASY_FIELDS.map((k) => [k, k === 'tipe' ? { ...item.fields.tipe, options: TIPE_ITEM.filter((o) => ['0', '1', '2'].includes(o.value)) } : item.fields[k]]),
  ),
  tables: { satuanitem: item.tables.satuanitem, hargajumlah: { ...item.tables.hargajumlah, fields: tierFields } },
};

/** What the easy form leaves out of a record, sent back as it was so that saving keeps it. */
const keptOf = (record: Row | null): Record<string, unknown> =>
  record ? Object.fromEntries(Object.keys(item.fields).filter((k) => !EASY_FIELDS.includes(k)).map((k) => [k, record[k]])) : {};

const SKALA = 50;
const KUALITAS = 50;

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error('File tidak dapat dibaca.'));
    r.readAsDataURL(file);
  });

/** The pictures of a saved item: upload (scale and quality in percent), show, delete. */
export function ItemGambar({ kodeitem }: { kodeitem: string }) {
  const { message } = App.useApp();
  const [skala, setSkala] = useState<number | null>(SKALA);
  const [kualitas, setKualitas] = useState<number | null>(KUALITAS);
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['item_gambar', kodeitem],
    queryFn: async () => (await callOk<ItemGambarReply>('item_gambar_list', { kodeitem })).tbl_item_gambar,
  });
  const [shown, setShown] = useState<Gambar[] | null>(null);
  const rows = shown ?? list.data ?? [];
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const env = await call<ItemGambarReply>('item_gambar_simpan', { kodeitem, imgfileup: await readAsDataUrl(file), skala: skala ?? SKALA, kualitas: kualitas ?? KUALITAS });
      if (env.num === 0) {
        setShown(env.data.tbl_item_gambar);
        message.success('Gambar berhasil disimpan');
      } else message.error(env.msg);
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
    setBusy(false);
  };
  const remove = async (id: number) => {
    const env = await call<ItemGambarReply>('item_gambar_hapus', { kodeitem, id });
    if (env.num === 0) setShown(env.data.tbl_item_gambar);
    else message.error(env.msg);
  };
  return (
    <div style={{ maxWidth: 960, marginBottom: 16 }} data-testid="item-gambar">
      <Typography.Title level={5}>Gambar Item</Typography.Title>
      <Space wrap style={{ marginBottom: 8 }}>
        <span>Skala (%)</span>
        <InputNumber aria-label="Skala gambar (persen)" min={1} max={100} value={skala} onChange={setSkala} style={{ width: 80 }} />
        <span>Kualitas (%)</span>
        <InputNumber aria-label="Kualitas gambar (persen)" min={1} max={100} value={kualitas} onChange={setKualitas} style={{ width: 80 }} />
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            Unggah Gambar
          </Button>
        </Upload>
      </Space>
      {list.isLoading ? (
        <Spin />
      ) : rows.length ? (
        <Space wrap>
          {rows.map((g) => (
            <Card key={g.id} size="small" styles={{ body: { padding: 8 } }}>
              <Image src={g.gambar} width={120} alt={`Gambar ${kodeitem}`} />
              <div style={{ fontSize: 12 }}>
                {g.lebar} × {g.tinggi}, {Math.ceil(g.ukuran / 1024)} KB
              </div>
              <Popconfirm title="Hapus gambar ini?" okText="Hapus" cancelText="Batal" onConfirm={() => void remove(g.id)}>
                <Button size="small" danger type="text" icon={<DeleteOutlined />}>
                  Hapus
                </Button>
              </Popconfirm>
            </Card>
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada gambar" />
      )}
    </div>
  );
}

function editExtras(easy: boolean, navigate: (to: string) => void): FormExtras {
  return {
    extra: (record) => (record ? <ItemGambar kodeitem={String(record.kodeitem)} /> : null),
    actions: (record) =>
      record ? (
        <Button icon={<CopyOutlined />} onClick={() => navigate(`${easy ? '/itemdupv2' : '/itemdup'}?id=${record.id}`)}>
          Duplikat
        </Button>
      ) : null,
    payload: easy ? (_values, record) => keptOf(record) : undefined,
  };
}

export function ItemAdd() {
  return <FormScreen meta={item} mode="add" />;
}

export function ItemEdit() {
  const navigate = useNavigate();
  return <FormScreen meta={item} mode="edit" extras={editExtras(false, navigate)} />;
}

export function ItemAddV2() {
  return <FormScreen meta={itemMudah} mode="add" />;
}

export function ItemEditV2() {
  const navigate = useNavigate();
  return <FormScreen meta={itemMudah} mode="edit" extras={editExtras(true, navigate)} />;
}

function Duplicate({ easy }: { easy: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const source = useQuery({
    queryKey: ['doctype', 'item', 'dup', id],
    queryFn: () => getOf(item, { id }),
    enabled: id > 0,
    gcTime: 0,
  });
  const back = () => navigate(item.routes.list);
  if (!(id > 0) || source.isError)
    return <Alert type="error" showIcon title={source.error?.message ?? 'Data Item tidak ditemukan'} action={<Button onClick={back}>Kembali</Button>} />;
  if (!source.data) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  const initial = duplicateOf(source.data);
  const kept = keptOf(initial);
  return (
    <Card title={`Duplikat dari ${source.data.tbl_item[0]?.kodeitem ?? ''}`}>
      <DoctypeForm
        meta={easy ? itemMudah : item}
        id={null}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: ['doctype', 'item'] });
          back();
        }}
        extras={{
          initial,
          // The easy form sends what it does not show (and the other tables) from the original;
          // the full form its tiers naming the copy's combinations (copyTiers).
          payload: easy
            ? () => ({ ...kept, ...Object.fromEntries(Object.values(item.tables).filter((c) => !(c.key in itemMudah.tables)).map((c) => [c.key, initial[c.key]])) })
            : (values) => ({ hargajumlah: copyTiers(source.data, recordToWire(item, values as FormRecord).payload) }),
        }}
      />
    </Card>
  );
}

export function ItemDup() {
  return <Duplicate easy={false} />;
}

export function ItemDupV2() {
  return <Duplicate easy />;
}
