import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from './books';

test('the same kas masuk sent five times at once with one idem key: one document, one number, one journal', async () => {
  const co = await companyWithBooks();
  const doc = { tanggal: '2026-02-03', kodeacc: '1-1100', keterangan: 'Setoran', lines: [{ kodeacc: '4-9000', jumlah: '125000' }] };
  const replies = await Promise.all(Array.from({ length: 5 }, () => co.act('kasmasuk_save', doc, { idem: 'kasir1-20260203-0001' })));
  expect(replies.map((r) => r.num)).toEqual([0, 0, 0, 0, 0]);
  const numbers = new Set(replies.map((r) => (r.data as { notransaksi: string }).notransaksi));
  expect([...numbers]).toEqual(['KM-2602-00001']);
  expect(await co.sql(`select notransaksi from kasmasuk`)).toEqual([{ notransaksi: 'KM-2602-00001' }]);
  expect(await co.sql(`select notransaksi from gl_jurnal`)).toEqual([{ notransaksi: 'KM-2602-00001' }]);
  // A new key is a new document, numbered next.
  const next = await co.act('kasmasuk_save', doc, { idem: 'kasir1-20260203-0002' });
  expect(next.data).toMatchObject({ notransaksi: 'KM-2602-00002' });
  expect(await invariants(co)).toEqual([]);
});
