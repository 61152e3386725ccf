/**
 * Fixed assets: bought, depreciated 14 months under PMK 72/2023, a month run again, a closed year
 * refused, sold at a gain — every figure against a table computed by hand from the rates.
 */
import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { runReport } from '../../accounting/test/report-files';
import { depreciationSchedule } from '../schedule';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
const act = async (co: BooksCompany, name: string, payload: unknown) => (await actOrEdit(co, name, payload)) as Reply;
/** The saved asset of a `dataaset_save` reply, as a payload to save it again (empty fields left out). */
const saved = (r: Reply) => Object.fromEntries(Object.entries((r.data.tbl_dataaset as Record<string, unknown>[])[0]).filter(([, v]) => v !== null && v !== ''));

/*
 * The hand-computed table (ACCOUNTING.md §6):
 * - LAPTOP, Kelompok 1, saldo menurun 50 %, cost 24,000,000 bought 10 Jan 2025:
 *   year 1 (Jan–Dec 2025): 24,000,000 × 50 % / 12 = 1,000,000.00 a month;
 *   year 2 (from Jan 2026): book value 12,000,000 × 50 % / 12 = 500,000.00 a month.
 * - MOBIL, Kelompok 2, garis lurus 12.5 %, cost 10,000,000 bought 20 Jan 2025:
 *   10,000,000 × 12.5 % / 12 = 104,166.666… → 104,166.67 a month.
 */
const LAPTOP_TH1 = '1000000.00';
const LAPTOP_TH2 = '500000.00';
const MOBIL = '104166.67';

test('depreciation schedule: straight line and declining balance end at exactly the cost, the rest in the last month', () => {
  const sm = depreciationSchedule({ harga: '24000000', tanggal: '2025-01-10', umur: 4, tarif: '50.00', metode: 'SM' }).map((v) => v.toFixed(2));
  expect(sm).toHaveLength(48);
  expect(sm.slice(0, 12)).toEqual(Array(12).fill('1000000.00'));
  expect(sm.slice(12, 24)).toEqual(Array(12).fill('500000.00'));
  // Year 3: 6,000,000 × 50 % / 12; year 4: 3,000,000 × 50 % / 12 for 11 months, the rest (3,000,000 − 1,375,000) in month 48.
  expect(sm.slice(24, 36)).toEqual(Array(12).fill('250000.00'));
  expect(sm.slice(36, 47)).toEqual(Array(11).fill('125000.00'));
  expect(sm[47]).toBe('1625000.00');
  const gl = depreciationSchedule({ harga: '10000000', tanggal: '2025-01-20', umur: 8, tarif: '12.50', metode: 'GL' }).map((v) => v.toFixed(2));
  expect(gl).toHaveLength(96);
  expect(new Set(gl.slice(0, 95))).toEqual(new Set([MOBIL]));
  // 10,000,000 − 95 × 104,166.67 = 104,166.35
  expect(gl[95]).toBe('104166.35');
  // Buildings: permanent, 20 years at 5 %: 1,200,000,000 → 5,000,000.00 a month for 240 months.
  const bp = depreciationSchedule({ harga: '1200000000', tanggal: '2025-03-31', umur: 20, tarif: '5.00', metode: 'GL' });
  expect(bp).toHaveLength(240);
  expect(bp[0].toFixed(2)).toBe('5000000.00');
  expect(bp[239].toFixed(2)).toBe('5000000.00');
});

test('an asset bought, depreciated 14 months, a month run again, a closed year refused, sold at a gain', async () => {
  const co = await companyWithBooks({ tahun: 2025, bulanAwal: 1 });
  // Asset groups with their accounts (the PMK group and method decide life and rate).
  expect(await act(co, 'grupaset_save', { kodegrupaset: 'PERALATAN', namagrupaset: 'Peralatan Kantor', kelompok: '1', metode: 'SM', kodeaccaset: '1-2400', kodeaccakum: '1-2940', kodeaccbiaya: '6-1500' })).toMatchObject({ num: 0 });
  expect(await act(co, 'grupaset_save', { kodegrupaset: 'KENDARAAN', namagrupaset: 'Kendaraan', kelompok: '2', metode: 'GL', kodeaccaset: '1-2300', kodeaccakum: '1-2930', kodeaccbiaya: '6-1500' })).toMatchObject({ num: 0 });

  // Bought and paid in cash (the purchase posts the asset; the register holds its terms).
  expect(await act(co, 'kaskeluar_save', { tanggal: '2025-01-10', kodeacc: '1-1100', lines: [{ kodeacc: '1-2400', jumlah: '24000000' }, { kodeacc: '1-2300', jumlah: '10000000' }] })).toMatchObject({ num: 0 });
  const laptop = await act(co, 'dataaset_save', { kodeaset: 'LAPTOP', namaaset: 'Laptop Kantor', kodegrupaset: 'PERALATAN', tglperolehan: '2025-01-10', hargaperolehan: '24000000' });
  expect(laptop).toMatchObject({ num: 0, data: { tbl_dataaset: [{ metode: 'SM', umur: 4, tarif: '50.00', kodeaccaset: '1-2400', kodeaccakum: '1-2940', kodeaccbiaya: '6-1500' }] } });
  expect(await act(co, 'dataaset_save', { kodeaset: 'MOBIL', namaaset: 'Mobil Box', kodegrupaset: 'KENDARAAN', tglperolehan: '2025-01-20', hargaperolehan: '10000000' })).toMatchObject({
    num: 0,
    data: { tbl_dataaset: [{ metode: 'GL', umur: 8, tarif: '12.50' }] },
  });

  // Not sold before its depreciation is processed up to the month before the sale.
  const early = await act(co, 'dataaset_save', { ...saved(laptop), tglpelepasan: '2025-03-05', jenispelepasan: 'J', hargajual: '23000000', kodeacckas: '1-1100', kodeacclabarugi: '4-9000' });
  expect(early.num).toBe(1);
  expect(early.msg).toContain('Penyusutan aset LAPTOP sampai bulan sebelum pelepasan belum lengkap: seharusnya 2.000.000, sudah diproses 0');

  // 14 months: January 2025 … February 2026, each one journal equal to the hand table.
  const months = [...Array(12)].map((_, i) => `2025-${String(i + 1).padStart(2, '0')}`).concat(['2026-01', '2026-02']);
  for (const periode of months) {
    const r = await act(co, 'prosespenyusutan', { periode });
    const laptopMonth = periode < '2026-01' ? LAPTOP_TH1 : LAPTOP_TH2;
    expect(r).toMatchObject({
      num: 0,
      data: {
        notransaksi: `PNY-${periode}`,
        jumlahaset: 2,
        tbl_penyusutan_detail: [
          { kodeaset: 'LAPTOP', nilai: laptopMonth },
          { kodeaset: 'MOBIL', nilai: MOBIL },
        ],
      },
    });
    expect((r.data as { total: string }).total).toBe(periode < '2026-01' ? '1104166.67' : '604166.67');
  }
  // 12 × 1,000,000 + 2 × 500,000 and 14 × 104,166.67.
  expect(await balance(co, '1-2940')).toBe('-13000000.00');
  expect(await balance(co, '1-2930')).toBe('-1458333.38');
  expect(await balance(co, '6-1500')).toBe('14458333.38');

  // Running a month again replaces its journal: the old one reversed, one live.
  expect(await act(co, 'prosespenyusutan', { periode: '2026-02' })).toMatchObject({ num: 0, data: { total: '604166.67' } });
  expect(await co.sql(`select status from gl_jurnal where sumber = 'PNY' and notransaksi = 'PNY-2026-02' order by id`)).toEqual([{ status: 1 }, { status: 2 }, { status: 0 }]);
  expect(await balance(co, '6-1500')).toBe('14458333.38');
  // A month that has not started yet is refused.
  expect((await act(co, 'prosespenyusutan', { periode: '2099-01' })).num).not.toBe(0);

  // The year 2025 closed: its months cannot be depreciated again nor cancelled.
  expect(await act(co, 'prosestahunan_tutup', { tahun: 2025 })).toMatchObject({ num: 0 });
  const closed = await act(co, 'prosespenyusutan', { periode: '2025-06' });
  expect(closed.num).not.toBe(0);
  expect(closed.msg).toContain('sudah ditutup');
  expect((await act(co, 'prosespenyusutan_batal', { periode: '2025-12' })).msg).toContain('sudah ditutup');
  // Expenses of 2025 went to retained earnings; 2026 keeps its two months.
  expect(await balance(co, '6-1500')).toBe('1208333.34');

  // The reports: the register at the end of February 2026, and the depreciation of 2026 so far.
  const reg = await runReport(co, 'mLapAset', { tanggal: '2026-02-28', dilepas: false });
  expect(reg.rows.filter((r) => r._k === 'd')).toEqual([
    expect.objectContaining({ kodeaset: 'MOBIL', hargaperolehan: '10000000.00', akumulasi: '1458333.38', nilaibuku: '8541666.62', metode: 'Garis Lurus', status: 'Aktif' }),
    expect.objectContaining({ kodeaset: 'LAPTOP', hargaperolehan: '24000000.00', akumulasi: '13000000.00', nilaibuku: '11000000.00', metode: 'Saldo Menurun' }),
  ]);
  expect(reg.rows.at(-1)).toMatchObject({ _k: 't', hargaperolehan: '34000000.00', akumulasi: '14458333.38', nilaibuku: '19541666.62' });
  const dep = await runReport(co, 'mLapPenyusutan', { periode: { dari: '2026-01-01', sampai: '2026-02-28' } });
  expect(dep.rows.filter((r) => r._k === 'd')).toEqual([
    expect.objectContaining({ kodeaset: 'MOBIL', awal: '1250000.04', penyusutan: '208333.34', akhir: '1458333.38' }),
    expect.objectContaining({ kodeaset: 'LAPTOP', awal: '12000000.00', penyusutan: '1000000.00', akhir: '13000000.00', nilaibuku: '11000000.00' }),
  ]);

  // Frozen once depreciated.
  const edit = await act(co, 'dataaset_save', { ...saved(laptop), hargaperolehan: '25000000' });
  expect(edit).toMatchObject({ num: 1, data: { fields: { hargaperolehan: expect.stringContaining('sudah disusutkan 14 bulan') } } });

  // Sold on 15 March 2026 for 12,500,000: book value 24,000,000 − 13,000,000 = 11,000,000, gain 1,500,000.
  const sold = await act(co, 'dataaset_save', { ...saved(laptop), tglpelepasan: '2026-03-15', jenispelepasan: 'J', hargajual: '12500000', kodeacckas: '1-1100', kodeacclabarugi: '4-9000' });
  expect(sold).toMatchObject({ num: 0 });
  expect(await balance(co, '1-2400')).toBe('0.00');
  expect(await balance(co, '1-2940')).toBe('0.00');
  expect(await balance(co, '4-9000')).toBe('-1500000.00');
  expect(await balance(co, '1-1100')).toBe('-21500000.00');
  const lines = await co.sql(
    `select p.kodeacc, b.debet::text as debet, b.kredit::text as kredit from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
     where j.sumber = 'LA' and j.notransaksi = 'LA-LAPTOP' and j.status = 0 order by b.id`,
  );
  expect(lines).toEqual([
    { kodeacc: '1-1100', debet: '12500000.00', kredit: '0.00' },
    { kodeacc: '1-2940', debet: '13000000.00', kredit: '0.00' },
    { kodeacc: '1-2400', debet: '0.00', kredit: '24000000.00' },
    { kodeacc: '4-9000', debet: '0.00', kredit: '1500000.00' },
  ]);

  // March: the sold laptop is no longer depreciated; the car goes on.
  expect(await act(co, 'prosespenyusutan', { periode: '2026-03' })).toMatchObject({ num: 0, data: { jumlahaset: 1, total: MOBIL } });
  // February can still be run again (the laptop keeps its amount), but not cancelled while the laptop is sold.
  expect(await act(co, 'prosespenyusutan', { periode: '2026-02' })).toMatchObject({ num: 0, data: { total: '604166.67' } });
  expect((await act(co, 'prosespenyusutan_batal', { periode: '2026-02' })).msg).toContain('Aset LAPTOP sudah dilepas');
  // A depreciated asset cannot be deleted.
  expect((await act(co, 'dataaset_del', { kodeaset: 'MOBIL' })).num).toBe(42);

  // The sale undone (disposal cleared): the asset and its accumulated depreciation are back.
  expect(await act(co, 'dataaset_save', { ...saved(sold), tglpelepasan: '', jenispelepasan: '', hargajual: '0', kodeacckas: '', kodeacclabarugi: '' })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-2400')).toBe('24000000.00');
  expect(await balance(co, '4-9000')).toBe('0.00');
  // Sold again, now at a loss: 10,000,000 for a book value of 11,000,000.
  expect(await act(co, 'dataaset_save', { ...saved(sold), hargajual: '10000000' })).toMatchObject({ num: 0 });
  expect(await balance(co, '4-9000')).toBe('1000000.00');

  expect(await act(co, 'prosespenyusutan_list', {})).toMatchObject({ num: 0, data: { tbl_penyusutan: expect.arrayContaining([expect.objectContaining({ periode: '2026-03', total: MOBIL })]) } });
  expect(await invariants(co)).toEqual([]);
  expect(await act(co, 'cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
});
