import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatNumber, defaultFormat, type NumberFormat } from '@niaga/kernel/server';
import { nextNumber } from '@niaga/kernel/server/numbering';
import { freshCompany, testServer } from './harness';

test('formats: prefix, office, year/month parts, zero-padded counter', () => {
  const f = (over: Partial<NumberFormat>) => ({ ...defaultFormat('JL'), ...over });
  expect(formatNumber(defaultFormat('KM'), '2026-01-05', '', 1)).toBe('KM-2601-00001');
  expect(formatNumber(f({ awalan: 'INV', pakaikantor: true, tahun: 'YYYY', gabungperiode: false, pemisah: '/', digit: 6 }), '2026-01-05', 'UTM', 42)).toBe('INV/UTM/2026/01/000042');
  expect(formatNumber(f({ tahun: '', bulan: false, pemisah: '', digit: 8 }), '2026-01-05', '', 7)).toBe('JL00000007');
  expect(formatNumber(f({ tahun: 'YY', bulan: false, pemisah: '.' }), '2026-12-31', '', 123456)).toBe('JL.26.123456');
});

test('20 concurrent saves: no duplicates, no gaps, a rolled-back save gives its number back', async () => {
  const co = await freshCompany();
  const { db } = await testServer();
  const ROLLBACK = new Set([3, 8, 15]);
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      db.tx(co.company.schema_name, async (tx) => {
        const no = await nextNumber(tx, { code: 'KM', date: '2026-01-05' });
        // A little work inside the document's transaction, while others wait for the counter.
        await tx.execute(sql`select pg_sleep(0.01)`);
        if (ROLLBACK.has(i)) throw new Error('dibatalkan');
        return no;
      }),
    ),
  );
  const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  expect(ok).toHaveLength(17);
  expect(new Set(ok).size).toBe(17);
  expect([...ok].sort()).toEqual(Array.from({ length: 17 }, (_, i) => `KM-2601-${String(i + 1).padStart(5, '0')}`));
  expect(await co.sql(`select kode, kodekantor, periode, nomor from nomor_urut`)).toEqual([{ kode: 'KM', kodekantor: '', periode: '2601', nomor: 17 }]);
  // The next month starts again at 1; another code has its own counter.
  await db.tx(co.company.schema_name, async (tx) => {
    expect(await nextNumber(tx, { code: 'KM', date: '2026-02-01' })).toBe('KM-2602-00001');
    expect(await nextNumber(tx, { code: 'KK', date: '2026-01-31' })).toBe('KK-2601-00001');
  });
});

test('settings screen: formats per code and office, preview, office counters', async () => {
  const co = await freshCompany();
  await co.sql(`insert into kantor (kodekantor, namakantor, pusat) values ('UTM', 'Pusat', true), ('CB1', 'Cabang 1', false)`);
  const list = await co.act('settingnomor_list', { grup: 'sp', tanggal: '2026-01-05' });
  expect(list.data).toMatchObject({ tbl_settingnomor: [{ kode: 'OB', bawaan: true, contoh: 'OB-2601-00001' }, { kode: 'OJ', bawaan: true }, { kode: 'OM', bawaan: true }, { kode: 'OT', bawaan: true }, { kode: 'ORK', bawaan: true, contoh: 'ORK-2601-00001' }] });
  const bad = await co.act('settingnomor_save', { rows: [{ kode: 'JL', tahun: '', bulan: true }] });
  expect(bad).toMatchObject({ num: 15, msg: 'Baris 1 (JL): Bulan hanya dapat dipakai bersama tahun.' });
  expect((await co.act('settingnomor_save', { rows: [{ kode: 'JL', kodekantor: 'XXX' }] })).num).toBe(15);
  const saved = await co.act('settingnomor_save', {
    rows: [
      { kode: 'JL', awalan: 'inv', pakaikantor: true, tahun: 'YYYY', gabungperiode: false, pemisah: '/', digit: 6 },
      { kode: 'JL', kodekantor: 'CB1', awalan: 'C1', pakaikantor: true, tahun: 'YY', bulan: false, digit: 4 },
    ],
  });
  expect(saved.num).toBe(0);
  const { db } = await testServer();
  const nums = await db.tx(co.company.schema_name, async (tx) => [
    await nextNumber(tx, { code: 'JL', date: '2026-03-09' }),
    await nextNumber(tx, { code: 'JL', date: '2026-03-10', kodekantor: 'UTM' }),
    await nextNumber(tx, { code: 'JL', date: '2026-03-10', kodekantor: 'CB1' }),
  ]);
  expect(nums).toEqual(['INV/UTM/2026/03/000001', 'INV/UTM/2026/03/000002', 'C1-CB1-26-0001']);
  const trs = (await co.act('settingnomor_list', { grup: 'trs', tanggal: '2026-03-11' })).data as { tbl_settingnomor: Array<Record<string, unknown>> };
  expect(trs.tbl_settingnomor.filter((r) => r.kode === 'JL')).toMatchObject([
    { kodekantor: '', bawaan: false, contoh: 'INV/UTM/2026/03/000003' },
    { kodekantor: 'CB1', contoh: 'C1-CB1-26-0002' },
  ]);
  expect((await co.act('settingnomor_del', { kode: 'JL', kodekantor: 'CB1' })).num).toBe(0);
  expect((await co.act('settingnomor_del', { kode: 'JL', kodekantor: 'CB1' })).num).toBe(40);
});
