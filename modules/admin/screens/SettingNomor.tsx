/**
 * /settingnomortrs and /settingnomorsp (mSettingNoTrs): the number format of every transaction
 * code (and office), edited in place with a live example; Simpan sends the changed rows
 * (`settingnomor_save`), an office's own format can be added and removed (`settingnomor_del`).
 */
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Select, Space, Table, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { call, callOk } from '@niaga/ui/api';
import { counterOf, formatNumber, formatProblem, sameFormat, type NumberFormat } from './numbering';
import { nomorColumns, rowKey, type FormatRow } from './SettingNomorColumns';
import type { SettingNomorReply } from '../replies';

const today = () => new Date().toISOString().slice(0, 10);

function SettingNomor({ grup }: { grup: 'trs' | 'sp' }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: ['settingnomor', grup],
    queryFn: () => callOk<SettingNomorReply>('settingnomor_list', { grup }),
    staleTime: 0,
  });
  const [edits, setEdits] = useState<Record<string, FormatRow>>({});
  const [added, setAdded] = useState<FormatRow[]>([]);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [addFor, setAddFor] = useState<{ kode?: string; kantor?: string }>({});

  const offices = q.data?.tbl_kantor ?? [];
  const head = offices.find((o) => o.pusat)?.kodekantor ?? '';
  const original = useMemo(() => new Map((q.data?.tbl_settingnomor ?? []).map((r) => [rowKey(r), r])), [q.data]);
  const rows = useMemo(() => {
    const all = [...(q.data?.tbl_settingnomor ?? []), ...added].map((r) => edits[rowKey(r)] ?? r);
    const s = search.trim().toLowerCase();
    const shown = s ? all.filter((r) => r.kode.toLowerCase().includes(s) || r.judul.toLowerCase().includes(s)) : all;
    return shown.sort((a, b) => (a.kode === b.kode ? a.kodekantor.localeCompare(b.kodekantor) : 0));
  }, [q.data, added, edits, search]);

  const changed = [...Object.values(edits).filter((r) => {
    const o = original.get(rowKey(r));
    return !o || !sameFormat(o, r);
  })];
  const isChanged = (r: FormatRow) => {
    const o = original.get(rowKey(r));
    return !o || !sameFormat(o, r);
  };

  const update = (r: FormatRow, patch: Partial<NumberFormat>) => {
    const next = { ...r, ...patch };
    if (patch.tahun === '') next.bulan = false;
    setEdits((e) => ({ ...e, [rowKey(r)]: next }));
  };
  const example = (r: FormatRow) => (isChanged(r) ? formatNumber(r, today(), r.kodekantor || head, original.has(rowKey(r)) ? counterOf(r.contoh) : 1) : r.contoh);

  const save = async () => {
    setError(null);
    const bad = changed.map((r) => [r, formatProblem(r)] as const).find(([, p]) => p);
    if (bad) return setError(`${bad[0].kode}${bad[0].kodekantor ? ` (${bad[0].kodekantor})` : ''}: ${bad[1]}`);
    if (!changed.length) return;
    setSaving(true);
    const env = await call('settingnomor_save', {
      rows: changed.map((r) => ({ kode: r.kode, kodekantor: r.kodekantor, awalan: r.awalan, pakaikantor: r.pakaikantor, tahun: r.tahun, bulan: r.bulan, digit: r.digit, pemisah: r.pemisah, gabungperiode: r.gabungperiode })),
    });
    setSaving(false);
    if (env.num !== 0) return setError(env.msg);
    message.success(env.msg || 'Format nomor berhasil disimpan');
    setEdits({});
    setAdded([]);
    void queryClient.invalidateQueries({ queryKey: ['settingnomor'] });
  };

  const remove = async (r: FormatRow) => {
    if (!original.has(rowKey(r)) || r.bawaan) {
      setAdded((a) => a.filter((x) => rowKey(x) !== rowKey(r)));
      setEdits(({ [rowKey(r)]: _, ...rest }) => rest);
      return;
    }
    const env = await call('settingnomor_del', { kode: r.kode, kodekantor: r.kodekantor });
    if (env.num !== 0) return setError(env.msg);
    message.success(`Format nomor ${r.kode}${r.kodekantor ? ` kantor ${r.kodekantor}` : ''} dihapus`);
    setEdits(({ [rowKey(r)]: _, ...rest }) => rest);
    void queryClient.invalidateQueries({ queryKey: ['settingnomor'] });
  };

  const addOffice = () => {
    const base = rows.find((r) => r.kode === addFor.kode && r.kodekantor === '');
    if (!base || !addFor.kantor) return;
    const r: FormatRow = { ...base, kodekantor: addFor.kantor, pakaikantor: true, bawaan: false, contoh: '' };
    if (original.has(rowKey(r)) || added.some((x) => rowKey(x) === rowKey(r))) return setError(`Format ${r.kode} kantor ${r.kodekantor} sudah ada.`);
    setAdded((a) => [...a, r]);
    setEdits((e) => ({ ...e, [rowKey(r)]: r }));
    setAddFor({});
  };

  const columns = nomorColumns({ original, isChanged, example, update, remove });

  return (
    <Card>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder="Cari kode / transaksi" aria-label="Cari" value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 280 }} />
        <Space wrap>
          {offices.length > 0 && (
            <>
              <Select
                placeholder="Transaksi"
                aria-label="Transaksi untuk format kantor"
                style={{ width: 200 }}
                value={addFor.kode}
                onChange={(v: string) => setAddFor((a) => ({ ...a, kode: v }))}
                options={(q.data?.tbl_settingnomor ?? []).filter((r) => r.kodekantor === '').map((r) => ({ value: r.kode, label: `${r.kode} - ${r.judul}` }))}
              />
              <Select placeholder="Kantor" aria-label="Kantor" style={{ width: 130 }} value={addFor.kantor} onChange={(v: string) => setAddFor((a) => ({ ...a, kantor: v }))} options={offices.map((o) => ({ value: o.kodekantor, label: o.kodekantor }))} />
              <Button icon={<PlusOutlined />} disabled={!addFor.kode || !addFor.kantor} onClick={addOffice}>
                Format per Kantor
              </Button>
            </>
          )}
          <Button icon={<ReloadOutlined />} aria-label="Muat ulang" onClick={() => (setEdits({}), setAdded([]), void q.refetch())} />
          <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={changed.length === 0} onClick={() => void save()}>
            Simpan{changed.length ? ` (${changed.length})` : ''}
          </Button>
        </Space>
      </Flex>
      {error && <Alert type="error" showIcon closable={{ onClose: () => setError(null) }} style={{ marginBottom: 12 }} title={error} />}
      {q.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={q.error.message} />}
      <Table<FormatRow>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={q.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(r) => (isChanged(r) ? 'niaga-row-changed' : '')}
        onRow={(r) => ({ style: isChanged(r) ? { background: '#fffbe6' } : undefined })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Nomor urut mulai lagi dari 1 setiap kali bagian tanggal yang ditampilkan berganti (tahun dan bulan: bulanan; hanya tahun: tahunan), dan dihitung per kantor bila kode kantor ditampilkan. Contoh memakai tanggal hari ini.
      </Typography.Paragraph>
    </Card>
  );
}

export const SettingNomorTrs = () => <SettingNomor grup="trs" />;
export const SettingNomorSp = () => <SettingNomor grup="sp" />;
