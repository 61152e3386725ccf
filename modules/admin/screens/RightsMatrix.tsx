/**
 * The rights matrix of /aksesuserkelompokad, /aksesuserkelompoked and /aksesuser: every access
 * name of spec §2 (grouped by menu section, searchable) × the actions that mean something for it
 * (Buka, Tambah, Ubah, Hapus, Cetak, Ekspor), with "semua" per row, per column and per group.
 * With `base` (a user's group rights) a cell shows the value in force; the user's own entries
 * are marked, and a click that returns a cell to the group's value removes the user's entry.
 */
import { useMemo, useState } from 'react';
import { Checkbox, Flex, Input, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { AKSI_LABEL, STANDARD_AKSI, type AccessName } from '../access-names';
import { countAllowed, effective, filteredMatrix, keyOf, setKeys, stateOf, type Rights } from './rights';

type MatrixRow = { key: string; kind: 'grup'; grup: string; names: AccessName[] } | { key: string; kind: 'modul'; a: AccessName };

const OVERRIDE_BG = '#fff1d6';

export function RightsMatrix({
  value,
  onChange,
  base,
  disabled,
  height = 480,
}: {
  value: Rights;
  onChange: (next: Rights) => void;
  /** The group's rights when editing a user's own entries. */
  base?: Rights;
  disabled?: boolean;
  height?: number;
}) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => filteredMatrix(search), [search]);
  const rows = useMemo<MatrixRow[]>(
    () => groups.flatMap((g) => [{ key: `g:${g.grup}`, kind: 'grup' as const, grup: g.grup, names: g.modul }, ...g.modul.map((a) => ({ key: a.modul, kind: 'modul' as const, a }))]),
    [groups],
  );
  const keysOf = (names: AccessName[], aksi?: string) => names.flatMap((a) => a.aksi.filter((x) => !aksi || x === aksi).map((x) => keyOf(a.modul, x)));
  const allShown = groups.flatMap((g) => g.modul);
  const set = (keys: string[], v: boolean) => onChange(setKeys(value, base, keys, v));

  const multi = (keys: string[], label: string) => {
    if (!keys.length) return null;
    const st = stateOf(value, base, keys);
    return <Checkbox aria-label={label} disabled={disabled} checked={st.checked} indeterminate={st.indeterminate} onChange={(e) => set(keys, e.target.checked)} />;
  };

  const cell = (a: AccessName, aksi: string) => {
    if (!a.aksi.includes(aksi)) return <Typography.Text type="secondary">–</Typography.Text>;
    const k = keyOf(a.modul, aksi);
    const on = effective(value, base, k);
    const own = base && k in value;
    const box = <Checkbox aria-label={`${a.modul} ${aksi}`} disabled={disabled} checked={on} onChange={(e) => set([k], e.target.checked)} />;
    if (!base) return box;
    return (
      <Tooltip title={`Kelompok: ${base[k] ? 'Ya' : 'Tidak'}${own ? ' · diatur khusus untuk user ini' : ' · ikut kelompok'}`}>
        <span style={{ display: 'inline-block', padding: '2px 6px', borderRadius: 4, background: own ? OVERRIDE_BG : undefined }} data-own={own ? '1' : undefined}>
          {box}
        </span>
      </Tooltip>
    );
  };

  const columns: TableProps<MatrixRow>['columns'] = [
    {
      key: 'nama',
      title: 'Nama Akses',
      render: (_, r) =>
        r.kind === 'grup' ? (
          <Typography.Text strong>{r.grup}</Typography.Text>
        ) : (
          <span style={{ paddingInlineStart: 12 }}>
            {r.a.judul} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.a.modul}</Typography.Text>
          </span>
        ),
    },
    ...STANDARD_AKSI.map((aksi) => ({
      key: aksi,
      align: 'center' as const,
      width: 86,
      title: (
        <Flex vertical align="center" gap={2}>
          <span>{AKSI_LABEL[aksi]}</span>
          {multi(keysOf(allShown, aksi), `Semua ${AKSI_LABEL[aksi]}`)}
        </Flex>
      ),
      render: (_: unknown, r: MatrixRow) => (r.kind === 'grup' ? multi(keysOf(r.names, aksi), `${r.grup} ${AKSI_LABEL[aksi]}`) : cell(r.a, aksi)),
    })),
    {
      key: 'semua',
      align: 'center',
      width: 80,
      title: (
        <Flex vertical align="center" gap={2}>
          <span>Semua</span>
          {multi(keysOf(allShown), 'Semua hak')}
        </Flex>
      ),
      render: (_, r) => (r.kind === 'grup' ? multi(keysOf(r.names), `Semua ${r.grup}`) : multi(keysOf([r.a]), `Semua ${r.a.modul}`)),
    },
  ];

  return (
    <div>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 8 }}>
        <Input.Search allowClear placeholder="Cari nama akses / modul" aria-label="Cari nama akses" value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 320 }} />
        <Tag color="green">{countAllowed(value, base)} hak diizinkan</Tag>
        {base && (
          <Typography.Text type="secondary">
            <span style={{ background: OVERRIDE_BG, padding: '0 6px', borderRadius: 4 }}>Berwarna</span> = diatur khusus untuk user ini; lainnya ikut kelompok.
          </Typography.Text>
        )}
      </Flex>
      <Table<MatrixRow>
        size="small"
        bordered
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ y: height, x: 760 }}
        onRow={(r) => (r.kind === 'grup' ? { style: { background: '#f5f7f6' } } : {})}
        locale={{ emptyText: `Tidak ada nama akses yang cocok dengan "${search}"` }}
      />
    </div>
  );
}
