import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { coffeeShop } from './coffee-shop';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;
const rows = (r: Reply, t: string) => r.data[t] as Row[];

test('a return taken from a sale leaves out the lines set to 0: only the rest is returned, the others stay returnable', async () => {
  const co = await companyWithBooks();
  await coffeeShop(co, { jatuhtempo: 14 });
  const jl = (await co.act('jual_save', {
    tanggal: '2026-11-12',
    kodesupel: 'TOKO01',
    kodegudang: 'UTM',
    lines: [
      { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '170000', jenispajak: '1112' },
      { kodeitem: 'GULA01', satuan: 'KG', jumlah: '3', harga: '18000', jenispajak: '1112' },
    ],
  })) as Reply;
  expect(jl).toMatchObject({ num: 0, data: { notransaksi: 'JL-2611-00001' } });
  const [kopi, gula] = rows(jl, 'tbl_jual_detail').map((l) => Number(l.id));
  const rj = (lines: Row[], p: Row = {}) =>
    actOrEdit(co, 'returjual_save', { tanggal: '2026-11-15', mode: '1', nojual: 'JL-2611-00001', kodesupel: 'TOKO01', kodegudang: 'UTM', potongpiutang: true, lines, ...p }) as Promise<Reply>;
  const taken = (jumlahKopi: string, jumlahGula: string): Row[] => [
    { idsumber: kopi, jenissumber: 'jual', kodeitem: 'KOPI01', satuan: 'BOX', jumlah: jumlahKopi, harga: '170000', jenispajak: '1112' },
    { idsumber: gula, jenissumber: 'jual', kodeitem: 'GULA01', satuan: 'KG', jumlah: jumlahGula, harga: '18000', jenispajak: '1112' },
  ];

  // The clerk took both lines and set the sugar to 0: the coffee alone is returned.
  const r1 = await rj(taken('1', '0'));
  expect(r1).toMatchObject({ num: 0, data: { notransaksi: 'RJ-2611-00001', tbl_returjual: [{ total: '170000.00' }] } });
  expect(rows(r1, 'tbl_returjual_detail')).toHaveLength(1);
  expect(rows(r1, 'tbl_returjual_detail')[0]).toMatchObject({ kodeitem: 'KOPI01', jumlah: '1.0000' });
  expect(await co.act('jual_get', { notransaksi: 'JL-2611-00001' })).toMatchObject({ data: { tbl_jual_detail: [{ sisa: '1.0000' }, { sisa: '3.0000' }] } });

  // Edited: the coffee set to 0 leaves the return (the sale gets it back), two kilos of sugar come instead.
  const { id } = r1.data as { id: number };
  const coffeeRow = Number(rows(r1, 'tbl_returjual_detail')[0].id);
  const r2 = await rj([{ ...taken('0', '2')[0], id: coffeeRow }, taken('0', '2')[1]], { id });
  expect(r2).toMatchObject({ num: 0, data: { tbl_returjual: [{ total: '36000.00' }] } });
  expect(rows(r2, 'tbl_returjual_detail').map((l) => [l.kodeitem, l.jumlah])).toEqual([['GULA01', '2.0000']]);
  expect(await co.act('jual_get', { notransaksi: 'JL-2611-00001' })).toMatchObject({ data: { tbl_jual_detail: [{ sisa: '2.0000' }, { sisa: '1.0000' }] } });

  // Every line at 0 returns nothing: refused as an empty return, nothing written.
  expect(await rj(taken('0', '0'))).toMatchObject({ num: 15, msg: 'Detail Retur Penjualan minimal 1 baris.' });
  // A line not taken from the sale still needs a quantity above 0.
  expect(await co.act('returjual_save', { tanggal: '2026-11-15', mode: '2', kodesupel: 'UMUM', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ kodeitem: 'GULA01', satuan: 'KG', jumlah: '0', harga: '18000' }] })).toMatchObject({
    num: 15,
    data: { fields: { 'lines.0.jumlah': 'Baris 1: jumlah tidak boleh 0.' } },
  });
  expect(await co.sql(`select count(*)::int as n from returjual`)).toEqual([{ n: 1 }]);
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true } });
  expect(await invariants(co)).toEqual([]);
});
