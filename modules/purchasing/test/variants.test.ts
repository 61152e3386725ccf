/**
 * Variant items bought and returned: a purchase line of a variant item (type 7) names its variant,
 * the books keep its stock and average cost per variant, and a return takes it back from that
 * variant only.
 */
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { kaosMerahBiru } from '../../master/test/shirts';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

test('a purchase and a return of a variant item move the named variant’s stock and cost; a line without its variant is refused on its cell', async () => {
  const co = await companyWithBooks();
  await kaosMerahBiru(co);
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Konveksi Jaya' })).num).toBe(0);
  const beli = (lines: Record<string, unknown>[]) =>
    co.act('beli_save', { tanggal: '2026-03-02', kodegudang: 'UTM', kodesupel: 'SUP01', jatuhtempo: '2026-03-31', lines }) as Promise<Reply>;

  expect(await beli([{ kodeitem: 'KAOS', satuan: 'PCS', jumlah: '10', harga: '30000' }])).toMatchObject({
    num: 15,
    msg: 'Baris 1: item KAOS Kaos Polos adalah barang varian; pilih variannya (stok dicatat per varian).',
    data: { fields: { 'lines.0.iddetailvarian': expect.any(String) } },
  });
  expect(await co.sql('select count(*)::int as n from beli')).toEqual([{ n: 0 }]);

  const bl = await beli([
    { kodeitem: 'KAOS', iddetailvarian: 'KAOS-MERAH', satuan: 'PCS', jumlah: '10', harga: '30000' },
    { kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah: '5', harga: '36000' },
  ]);
  expect(bl.num, bl.msg).toBe(0);

  const perVariant = () =>
    co.sql<{ varian: string; qty: string; nilai: string }>(
      `select d.iddetailvarian as varian, sum(m.qty)::text as qty, sum(m.nilai)::text as nilai from stok_mutasi m join detailvarian d on d.id = m.iddetailvarian group by 1 order by 1`,
    );
  expect(await perVariant()).toEqual([
    { varian: 'KAOS-BIRU', qty: '5.0000', nilai: '180000.00' },
    { varian: 'KAOS-MERAH', qty: '10.0000', nilai: '300000.00' },
  ]);

  // A free return of 3 blue ones: more blue than there is is refused, red stock does not help.
  const rb = (jumlah: string) =>
    co.act('returbeli_save', {
      tanggal: '2026-03-05',
      mode: '2',
      kodesupel: 'SUP01',
      kodegudang: 'UTM',
      kodeacckas: '1-1100',
      lines: [{ kodeitem: 'KAOS', iddetailvarian: 'KAOS-BIRU', satuan: 'PCS', jumlah, harga: '36000' }],
    }) as Promise<Reply>;
  expect((await rb('6')).num).not.toBe(0);
  const ok = await rb('3');
  expect(ok.num, ok.msg).toBe(0);
  expect(await perVariant()).toEqual([
    { varian: 'KAOS-BIRU', qty: '2.0000', nilai: '72000.00' },
    { varian: 'KAOS-MERAH', qty: '10.0000', nilai: '300000.00' },
  ]);
  expect(await invariants(co)).toEqual([]);
});
