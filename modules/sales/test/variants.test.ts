/**
 * Variant items sold in the back office and returned: a sale's line of a variant item (type 7)
 * takes that variant's stock out at its own average cost; a return against the sale (mode 1) puts
 * it back into the same variant at the cost the sale took out; a free return (mode 2) must name the
 * variant.
 */
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { kaosMerahBiru } from '../../master/test/shirts';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

test('a variant sold and returned: stock and cost per variant out with the sale and back with its return; a free return without the variant refused on its cell', async () => {
  const co = await companyWithBooks();
  await kaosMerahBiru(co);
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', jatuhtempo: 14 })).num).toBe(0);
  // Red at 30,000 and blue at 36,000 a piece.
  const masuk = await co.act('itemmasuk_save', {
    tanggal: '2026-11-02',
    kodegudang: 'UTM',
    kodeacc: '3-1000',
    lines: [
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '10', harga: '30000' },
      { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '10', harga: '36000' },
    ],
  });
  expect(masuk.num, masuk.msg).toBe(0);
  const perVariant = () =>
    co.sql<{ varian: string; qty: string; nilai: string }>(
      `select d.iddetailvarian as varian, sum(m.qty)::text as qty, sum(m.nilai)::text as nilai from stok_mutasi m join detailvarian d on d.id = m.iddetailvarian where not m.batal group by 1 order by 1`,
    );

  // 4 blue ones sold on credit: out of blue at 36,000 (red's cost plays no part).
  const jl = (await co.act('jual_save', {
    tanggal: '2026-11-10',
    kodesupel: 'TOKO01',
    kodegudang: 'UTM',
    tipeppn: 'N',
    lines: [{ kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '4', harga: '50000', jenispajak: '1112' }],
  })) as Reply;
  expect(jl.num, jl.msg).toBe(0);
  expect(await perVariant()).toEqual([
    { varian: 'KAOS-BIRU', qty: '6.0000', nilai: '216000.00' },
    { varian: 'KAOS-MERAH', qty: '10.0000', nilai: '300000.00' },
  ]);

  // One comes back against the sale: into blue at the 36,000 the sale took out.
  const line = (jl.data.tbl_jual_detail as Array<{ id: number }>)[0];
  const rj = (await co.act('returjual_save', {
    tanggal: '2026-11-12',
    mode: '1',
    nojual: String(jl.data.notransaksi),
    kodesupel: 'TOKO01',
    kodegudang: 'UTM',
    potongpiutang: true,
    lines: [{ idsumber: line.id, kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '1', harga: '50000', jenispajak: '1112' }],
  })) as Reply;
  expect(rj).toMatchObject({ num: 0, data: { tbl_returjual_detail: [{ hpp: '36000.00' }] } });
  expect(await perVariant()).toEqual([
    { varian: 'KAOS-BIRU', qty: '7.0000', nilai: '252000.00' },
    { varian: 'KAOS-MERAH', qty: '10.0000', nilai: '300000.00' },
  ]);

  // A free return must say which variant comes back.
  const free = (l: Record<string, unknown>) =>
    co.act('returjual_save', { tanggal: '2026-11-13', mode: '2', kodesupel: 'TOKO01', kodegudang: 'UTM', kodeacckas: '1-1100', lines: [{ kodeitem: 'KAOS', satuan: 'PCS', jumlah: '1', harga: '50000', ...l }] }) as Promise<Reply>;
  expect(await free({})).toMatchObject({ num: 15, msg: 'Baris 1: item KAOS Kaos Polos adalah barang varian; pilih variannya (stok dicatat per varian).', data: { fields: { 'lines.0.iddetailvarian': expect.any(String) } } });
  expect((await free({ iddetailvarian: 'KAOS-MERAH' })).num).toBe(0);
  expect((await perVariant())[1]).toMatchObject({ varian: 'KAOS-MERAH', qty: '11.0000' });
  expect(await invariants(co)).toEqual([]);
});
