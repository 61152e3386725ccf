import { expect, test } from 'vitest';
import { childTableOf } from '@niaga/kernel';
import { item } from '@niaga/master';
import { companyWithBooks } from '../../accounting/test/books';
import { rowToValues, type Row, type WireValue } from '@niaga/ui/doctype/values';
import { recordToWire, rowToValues as childRowToValues, type FormRecord, type FormRow } from '@niaga/ui/record/values';
import { copyTiers, duplicateOf } from './itemCopy';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

/** The form the duplicate screen opens on the copy (FormScreen's initial values). */
function formOf(copy: Row): FormRecord {
  const v: FormRecord = rowToValues(item, copy);
  for (const c of Object.values(item.tables)) v[c.key] = ((copy[c.key] as unknown as Record<string, WireValue>[]) ?? []).map((r) => childRowToValues(c, r));
  return v;
}

test('Duplikat of a variant item: its prices by quantity name the copy’s combinations with the same values (as the save ids them); none when the copy has no combinations; a left-out one is refused on its cell', async () => {
  const co = await companyWithBooks();
  const ok = async (act: string, p: Record<string, unknown>) => {
    const r = (await actOrEdit(co, act, p)) as Reply;
    expect(r, `${act} ${r.msg}`).toMatchObject({ num: 0 });
    return r;
  };
  await ok('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await ok('varian_save', { kodevarian: 'WARNA', namavarian: 'Warna', nilaivarian: [{ nilai: 'MERAH' }, { nilai: 'BIRU' }] });
  const saved = await ok('item_save', {
    kodeitem: 'KAOS',
    namaitem: 'Kaos Polos',
    tipe: '7',
    satuan: 'PCS',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '50000' }],
    detailvarian: [
      { iddetailvarian: 'KAOS-MERAH', varian1: 'WARNA', nilai1: 'MERAH' },
      { iddetailvarian: 'KAOS-BIRU', varian1: 'WARNA', nilai1: 'BIRU' },
    ],
    hargajumlah: [
      { satuan: 'PCS', iddetailvarian: 'KAOS-BIRU', jumlahdari: '3', hargajual: '46000' },
      { satuan: 'PCS', iddetailvarian: 'KAOS-MERAH', jumlahdari: '5', hargajual: '45000' },
      { satuan: 'PCS', jumlahdari: '10', hargajual: '40000' },
    ],
  });
  const source = (await ok('item_get', { id: (saved.data as { id: number }).id })).data;

  // The copy as the screen opens it, its new code typed: the combinations get KAOS2-V1 (MERAH), KAOS2-V2 (BIRU).
  const form: FormRecord = { ...formOf(duplicateOf(source)), kodeitem: 'KAOS2', namaitem: 'Kaos Polos 2' };
  const sent = recordToWire(item, form).payload;
  // As it was: the tiers still name KAOS's combinations, refused on their cell.
  expect(await actOrEdit(co, 'item_save', sent)).toMatchObject({ num: 15, data: { fields: { 'hargajumlah.0.iddetailvarian': 'Baris 1: varian KAOS-BIRU bukan kombinasi varian item ini.' } } });
  const copy = await ok('item_save', { ...sent, hargajumlah: copyTiers(source, sent) });
  const got = (await ok('item_get', { id: (copy.data as { id: number }).id })).data;
  const ids = Object.fromEntries((got[childTableOf(item.tables.detailvarian)] as Row[]).map((v) => [String(v.nilai1), String(v.iddetailvarian)]));
  expect(ids).toEqual({ MERAH: 'KAOS2-V1', BIRU: 'KAOS2-V2' });
  expect((got[childTableOf(item.tables.hargajumlah)] as Row[]).map((t) => [t.iddetailvarian, t.jumlahdari, t.hargajual])).toEqual([
    ['KAOS2-V2', '3.0000', '46000.00'],
    ['KAOS2-V1', '5.0000', '45000.00'],
    ['', '10.0000', '40000.00'],
  ]);

  // Combinations reordered and one given its own id: each tier still follows its values.
  const dv = form.detailvarian as FormRow[];
  const reordered = recordToWire(item, { ...form, kodeitem: 'KAOS3', detailvarian: [{ ...dv[1], iddetailvarian: 'KAOS3-B' }, dv[0]] }).payload;
  expect(copyTiers(source, reordered).map((t) => t.iddetailvarian)).toEqual(['KAOS3-B', 'KAOS3-V1', '']);
  // The copy no variant item (no combinations): the tiers name none and the save takes them.
  const plain = recordToWire(item, { ...form, kodeitem: 'KAOS4', tipe: '0', detailvarian: [] }).payload;
  expect(copyTiers(source, plain).map((t) => t.iddetailvarian)).toEqual(['', '', '']);
  await ok('item_save', { ...plain, hargajumlah: copyTiers(source, plain) });
  // A combination left out of the copy: its tier keeps KAOS's id, refused on its cell.
  const without = recordToWire(item, { ...form, kodeitem: 'KAOS5', detailvarian: [dv[0]] }).payload;
  expect(await actOrEdit(co, 'item_save', { ...without, hargajumlah: copyTiers(source, without) })).toMatchObject({
    num: 15,
    data: { fields: { 'hargajumlah.0.iddetailvarian': 'Baris 1: varian KAOS-BIRU bukan kombinasi varian item ini.' } },
  });
});
