import { expect, test } from 'vitest';
import { companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { BULAN } from '../dashboard/acts';
import { rebuildSaleFigures } from '../dashboard/figures';
import { rebuildFromArgs } from '../../../apps/server/src/cli/dashboard-rebuild';
import { actOrEdit, testServer } from '../../../apps/server/test/harness';

type Row = Record<string, unknown>;
type Reply = { num: number; msg: string; data: Record<string, Row[]> & Row };

/** The company's today (its head office is in Asia/Jakarta). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const tahun = Number(today.slice(0, 4));
const bulan = Number(today.slice(5, 7));
const first = `${today.slice(0, 7)}-01`;

/** A shop with two offices: coffee in PCS and BOX of 12, noodles; stock bought in today. */
async function shop(co: BooksCompany) {
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box']]) expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  const item = async (p: Row) => expect(await actOrEdit(co, 'item_save', p)).toMatchObject({ num: 0 });
  await item({
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk Robusta Lampung Pilihan 165 g',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', hargajual1: '15000' },
      { satuan: 'BOX', konversi: '12', hargajual1: '170000' },
    ],
  });
  await item({ kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '3500' }] });
  expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).num).toBe(0);
  await co.sql(`insert into kantor (kodekantor, namakantor, pusat, timezone) values ('CB1', 'Cabang Satu', false, 'Asia/Jakarta')`);
  expect(
    await co.act('itemmasuk_save', {
      tanggal: first,
      kodegudang: 'UTM',
      kodeacc: '3-1000',
      lines: [
        { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '10', harga: '144000' },
        { kodeitem: 'MIE01', satuan: 'PCS', jumlah: '100', harga: '2500' },
      ],
    }),
  ).toMatchObject({ num: 0 });
}

const sale = (lines: Row[], extra: Row = {}): Row => ({ tanggal: today, kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'N', lines, tunai: '1000000', ...extra });
const kopi = (satuan: string, jumlah: string) => ({ kodeitem: 'KOPI01', satuan, jumlah, harga: satuan === 'BOX' ? '170000' : '15000', jenispajak: '1112' });
const mie = (jumlah: string) => ({ kodeitem: 'MIE01', satuan: 'PCS', jumlah, harga: '3500', jenispajak: '1112' });

const thisMonth = BULAN[bulan - 1];

test('the dashboard answers the spec tables from the figures every sale keeps: after sales, an edit and a delete', async () => {
  const co = await companyWithBooks({ tahun });
  await shop(co);

  // Nothing sold yet: the tables are there, empty or zero.
  const empty = (await co.act('dsbreqag_lite', { FormParam: [{}] })) as Reply;
  expect(empty.num).toBe(0);
  expect(Object.keys(empty.data).sort()).toEqual(
    ['FormParam', 'tbl_item_terbaik', 'tbl_jual_terbaik_bln', 'tbl_jual_terbaik_bln_dt', 'tbl_omset_thn', 'tbl_omset_thn_cbg', 'tbl_omset_thn_cbg_dt'].sort(),
  );
  expect(empty.data.FormParam).toEqual([{ tahun, bulan }]);
  expect(empty.data.tbl_item_terbaik).toEqual([]);
  expect(empty.data.tbl_jual_terbaik_bln_dt).toEqual([]);
  expect(empty.data.tbl_jual_terbaik_bln).toHaveLength(4);
  expect(empty.data.tbl_jual_terbaik_bln[3]).toEqual({ bulan: `${thisMonth} ${tahun}` });
  expect(empty.data.tbl_omset_thn).toHaveLength(12);
  expect(empty.data.tbl_omset_thn.every((r) => r.omset === '0.00')).toBe(true);

  // Two till sales at the head office: 2 PCS + 1 BOX coffee (14 PCS), 3 noodles; then 5 noodles.
  const a = (await actOrEdit(co, 'kasir_save', sale([kopi('PCS', '2'), kopi('BOX', '1'), mie('3')]))) as Reply;
  expect(a, a.msg).toMatchObject({ num: 0 });
  expect((await actOrEdit(co, 'kasir_save', sale([mie('5')]))).num).toBe(0);
  // A back-office sale at the branch: 1 BOX coffee.
  const c = (await actOrEdit(co, 'jual_save', sale([kopi('BOX', '1')], { kodekantor: 'CB1' }))) as Reply;
  expect(c.num).toBe(0);

  let d = (await co.act('dsbreqag_refresh', {})).data as Record<string, Row[]>;
  expect(d.tbl_item_terbaik).toEqual([
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk Robusta Lampung Pilihan 165 g', jmljual: '26' },
    { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', jmljual: '8' },
  ]);
  expect(d.tbl_jual_terbaik_bln_dt).toEqual([
    { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk Robusta Lampung Pilihan 165 g' },
    { kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng' },
  ]);
  expect(d.tbl_jual_terbaik_bln[3]).toEqual({ bulan: `${thisMonth} ${tahun}`, KOPI01: '26', MIE01: '8' });
  expect(d.tbl_jual_terbaik_bln[0]).toMatchObject({ KOPI01: '0', MIE01: '0' });
  // Omset is DPP: 30,000 + 170,000 + 10,500 + 17,500 at the head office, 170,000 at the branch.
  expect(d.tbl_omset_thn[bulan - 1]).toEqual({ bulan: thisMonth, omset: '398000.00' });
  expect(d.tbl_omset_thn_cbg_dt).toEqual([
    { kodekantor: 'CB1', namakantor: 'Cabang Satu' },
    { kodekantor: 'UTM', namakantor: 'Kantor Pusat' },
  ]);
  expect(d.tbl_omset_thn_cbg[bulan - 1]).toEqual({ bulan: thisMonth, CB1: '170000.00', UTM: '228000.00' });

  // The first sale edited: coffee down to 1 PCS, noodles up to 10.
  const id = (a.data.tbl_kasir as Row[])[0].id;
  expect((await co.edit('kasir_save', { id, ...sale([kopi('PCS', '1'), mie('10')]) })).num).toBe(0);
  d = (await co.act('dsbreqag_lite', {})).data as Record<string, Row[]>;
  expect(d.tbl_item_terbaik.map((r) => [r.kodeitem, r.jmljual])).toEqual([
    ['MIE01', '15'],
    ['KOPI01', '13'],
  ]);
  expect(d.tbl_omset_thn_cbg[bulan - 1]).toEqual({ bulan: thisMonth, CB1: '170000.00', UTM: '67500.00' });

  // The branch sale deleted: its figures go.
  expect((await co.act('jual_del', { id: (c.data.tbl_jual as Row[])[0].id })).num).toBe(0);
  d = (await co.act('dsbreqag_lite', {})).data as Record<string, Row[]>;
  expect(d.tbl_item_terbaik.map((r) => [r.kodeitem, r.jmljual])).toEqual([
    ['MIE01', '15'],
    ['KOPI01', '1'],
  ]);
  expect(d.tbl_omset_thn[bulan - 1].omset).toBe('67500.00');
  expect(d.tbl_omset_thn_cbg[bulan - 1].CB1).toBe('0.00');

  // A sale refused after its figures were added (not enough stock, found when it posts) changes nothing.
  const short = await actOrEdit(co, 'kasir_save', sale([mie('1000')]));
  expect(short.num).not.toBe(0);
  expect(short.msg).toMatch(/stok/i);
  expect((await co.act('dsbreqag_lite', {})).data).toEqual(d);

  // The maintained figures equal a scan of every sale left.
  const scan = await co.sql<{ kodeitem: string; q: string }>(
    `select l.kodeitem, trim_scale(sum(l.jumlah * s.konversi))::text as q from (select kodeitem, satuan, jumlah from kasir_detail union all select kodeitem, satuan, jumlah from jual_detail) l
       join item i on i.kodeitem = l.kodeitem join satuanitem s on s.item_id = i.id and s.satuan = l.satuan group by l.kodeitem order by l.kodeitem`,
  );
  expect(scan).toEqual([
    { kodeitem: 'KOPI01', q: '1' },
    { kodeitem: 'MIE01', q: '15' },
  ]);
  // A sales return takes its lines out (keepSaleFigures with sign −1, from the return's own save);
  // deleting it puts them back.
  const rj = (await co.act('returjual_save', { tanggal: today, mode: '2', kodesupel: 'UMUM', kodegudang: 'UTM', tipeppn: 'N', kodeacckas: '1-1100', lines: [mie('1')] })) as { num: number; msg: string; data: Record<string, Row[]> };
  expect(rj.num, rj.msg).toBe(0);
  expect((await co.sql(`select trim_scale(jmljual)::text as q from dsb_jual_item_thn where kodeitem = 'MIE01'`))[0]).toEqual({ q: '14' });
  expect(((await co.act('dsbreqag_lite', {})).data as Record<string, Row[]>).tbl_omset_thn[bulan - 1].omset).toBe('64000.00');
  // The rebuild (npm run dashboard:rebuild) counts the return the same way.
  await co.tx((tx) => rebuildSaleFigures(tx));
  expect((await co.sql(`select trim_scale(jmljual)::text as q from dsb_jual_item_thn where kodeitem = 'MIE01'`))[0]).toEqual({ q: '14' });
  expect((await co.act('returjual_del', { id: rj.data.tbl_returjual[0].id })).num).toBe(0);
  expect((await co.act('dsbreqag_lite', {})).data).toEqual(d);

  // Rebuilt from every sale (npm run dashboard:rebuild), the figures are the same.
  const figures = async () =>
    co.sql(`select 'i' as t, bulan::text as k, kodeitem as k2, trim_scale(jmljual)::text as v from dsb_jual_item where jmljual <> 0
            union all select 'y', tahun::text, kodeitem, trim_scale(jmljual)::text from dsb_jual_item_thn where jmljual <> 0
            union all select 'o', bulan::text, kodekantor, omset::text from dsb_omset where omset <> 0 order by 1, 2, 3`);
  const kept = await figures();
  expect(kept).toContainEqual({ t: 'y', k: String(tahun), k2: 'MIE01', v: '15' });
  await co.tx((tx) => rebuildSaleFigures(tx));
  expect(await rebuildFromArgs((await testServer()).db, ['--id', co.iper])).toEqual([`Ringkasan penjualan dasbor ${co.iper} dibangun ulang.`]);
  expect(await figures()).toEqual(kept);
  expect(await invariants(co)).toEqual([]);
});

test('best items per month over the last 4 months, month names across a year end; the right mTampilGrafik', async () => {
  const co = await companyWithBooks({ tahun });
  await shop(co);
  const month = (back: number) => {
    const i = tahun * 12 + (bulan - 1) - back;
    return { y: Math.floor(i / 12), m: (i % 12) + 1 };
  };
  const iso = (x: { y: number; m: number }) => `${x.y}-${String(x.m).padStart(2, '0')}-01`;
  // Figures of earlier months (as sales of those months would have left them); six items, five drawn.
  const rows: string[] = [];
  ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].forEach((k, n) => {
    for (const back of [0, 1, 3, 4]) rows.push(`('${iso(month(back))}', '${k}', ${(n + 1) * 10 + back})`);
  });
  await co.sql(`insert into dsb_jual_item (bulan, kodeitem, jmljual) values ${rows.join(', ')}`);
  const d = ((await co.act('dsbreqag_lite', {})) as Reply).data as Record<string, Row[]>;
  expect(d.tbl_jual_terbaik_bln.map((r) => r.bulan)).toEqual([3, 2, 1, 0].map((b) => `${BULAN[month(b).m - 1]} ${month(b).y}`));
  // Unknown codes show their code as name; A1 (the least sold) is not drawn.
  expect(d.tbl_jual_terbaik_bln_dt.map((r) => r.kodeitem)).toEqual(['A6', 'A5', 'A4', 'A3', 'A2']);
  expect(d.tbl_jual_terbaik_bln_dt[0]).toEqual({ kodeitem: 'A6', namaitem: 'A6' });
  expect(d.tbl_jual_terbaik_bln[0]).toEqual({ bulan: `${BULAN[month(3).m - 1]} ${month(3).y}`, A6: '63', A5: '53', A4: '43', A3: '33', A2: '23' });
  expect(d.tbl_jual_terbaik_bln[2]).toMatchObject({ A6: '61', A2: '21' });
  expect(d.tbl_jual_terbaik_bln[1]).toMatchObject({ A6: '0' });

  // A user without the dashboard right is refused (30), with it answered.
  const pw = await addUser(co, { userid: 'GUDANG1' });
  const u = await loginAs(co, 'GUDANG1', pw);
  expect((await u.act('dsbreqag_lite', {})).num).toBe(30);
  expect((await u.act('dsbreqag_refresh', {})).num).toBe(30);
  await grant(co, 'U', 'GUDANG1', [['mTampilGrafik']]);
  expect((await u.act('dsbreqag_lite', {})).num).toBe(0);
});
