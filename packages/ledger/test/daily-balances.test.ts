/**
 * Daily balances (gl_saldo_harian): written with every posting, reversal and re-costing in the
 * same statement as the monthly balances; the invariant check proves they equal the lines; the
 * full recalculation rebuilds them. The trial balance of a mid-month range reads them, not lines.
 */
import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { checkInvariants, credit, debit, ledgerListing, monthlyMovements, post, recalculate, trialBalance, unpost } from '../src';
import { companyWithBooks } from '../../../modules/accounting/test/books';

test('posting and reversal keep daily balances equal to the lines; the check finds a wrong one; recalculation rebuilds it', async () => {
  const co = await companyWithBooks();
  await co.tx(async (tx) => {
    await post(tx, { sumber: 'XJ', notransaksi: 'H1', tanggal: '2026-02-10', lines: [debit('6-1200', '150000'), credit({ role: 'kas' }, '150000')] });
    await post(tx, { sumber: 'XJ', notransaksi: 'H2', tanggal: '2026-02-10', lines: [debit('6-1200', '50000.50'), credit({ role: 'kas' }, '50000.50')] });
    await post(tx, { sumber: 'XJ', notransaksi: 'H3', tanggal: '2026-02-20', lines: [debit('6-1300', '70000'), credit({ role: 'kas' }, '70000')] });
    await unpost(tx, 'XJ', 'H2');
  });
  const daily = () =>
    co.tx((tx) =>
      rowsOf<{ kodeacc: string; tanggal: string; d: string; k: string }>(
        tx,
        sql`select p.kodeacc, h.tanggal, sum(h.debet)::numeric(20,2) as d, sum(h.kredit)::numeric(20,2) as k
            from gl_saldo_harian h join perkiraan p on p.id = h.perkiraan_id group by 1, 2 order by 1, 2`,
      ),
    );
  expect(await daily()).toEqual([
    { kodeacc: '1-1100', tanggal: '2026-02-10', d: '50000.50', k: '200000.50' },
    { kodeacc: '1-1100', tanggal: '2026-02-20', d: '0.00', k: '70000.00' },
    { kodeacc: '6-1200', tanggal: '2026-02-10', d: '200000.50', k: '50000.50' },
    { kodeacc: '6-1300', tanggal: '2026-02-20', d: '70000.00', k: '0.00' },
  ]);
  expect((await co.tx((tx) => checkInvariants(tx))).masalah).toEqual([]);

  // Mid-month ranges, from the daily balances: 11–28 Feb holds H3 only.
  const tb = await co.tx((tx) => trialBalance(tx, { dari: '2026-02-11', sampai: '2026-02-28' }));
  expect(tb.map((r) => [r.kodeacc, r.awal, r.debet, r.kredit, r.akhir])).toEqual([
    ['1-1100', '-150000.00', '0.00', '70000.00', '-220000.00'],
    ['6-1200', '150000.00', '0.00', '0.00', '150000.00'],
    ['6-1300', '0.00', '70000.00', '0.00', '70000.00'],
  ]);

  // The ledger listing of a code range: the figures of /bukubesar per account, lines in order.
  const l = await co.tx(async (tx) => {
    const x = await ledgerListing(tx, { dari: '2026-02-01', sampai: '2026-02-28', kodeDari: '6-1000', kodeSampai: '6-1999' });
    const chunks: unknown[][] = [];
    for await (const c of x.lines.chunks(1)) chunks.push(c);
    return { accounts: x.accounts, total: x.lines.total, page: await x.lines.page(1, 5), chunks };
  });
  expect(l.accounts.map((a) => [a.kodeacc, a.saldoawal, a.debet, a.kredit, a.saldoakhir, a.baris])).toEqual([
    ['6-1200', '0.00', '150000.00', '0.00', '150000.00', 1],
    ['6-1300', '0.00', '70000.00', '0.00', '70000.00', 1],
  ]);
  expect(l.total).toBe(2);
  expect(l.page).toEqual([expect.objectContaining({ kodeacc: '6-1300', notransaksi: 'H3', saldo: '70000.00' })]);
  expect(l.chunks.length).toBe(2);

  // A wrong daily row is found, and recalculation puts it right.
  await co.sql(`update gl_saldo_harian set debet = debet + 1 where tanggal = '2026-02-20' and perkiraan_id = (select id from perkiraan where kodeacc = '6-1300')`);
  const bad = await co.tx((tx) => checkInvariants(tx));
  expect(bad.masalah).toEqual([expect.stringMatching(/^Saldo harian perkiraan id \d+ tanggal 2026-02-20 \(70001\.00\/0\.00\) tidak sama dengan jumlah baris jurnal \(70000\.00\/0\.00\)\.$/)]);
  await co.tx((tx) => recalculate(tx));
  expect((await co.tx((tx) => checkInvariants(tx))).masalah).toEqual([]);
  expect(await daily()).toHaveLength(4);
});

test('closing journals can be left out of a profit and loss', async () => {
  const co = await companyWithBooks({ tahun: 2025 });
  await co.tx(async (tx) => {
    await post(tx, { sumber: 'XJ', notransaksi: 'P1', tanggal: '2025-12-05', lines: [debit({ role: 'kas' }, '900000'), credit('4-1000', '900000')] });
    // A closing journal as year-end posts it (sumber TB, the year's last day).
    await post(tx, { sumber: 'TB', notransaksi: 'TB-2025', tanggal: '2025-12-31', lines: [debit('4-1000', '900000'), credit({ role: 'labaditahan' }, '900000')], sistem: true });
  });
  const pick = (rows: { kodeacc: string; debet: string; kredit: string }[]) => rows.filter((r) => r.kodeacc.startsWith('4')).map((r) => [r.kodeacc, r.debet, r.kredit]);
  const withClosing = await co.tx((tx) => trialBalance(tx, { dari: '2025-12-01', sampai: '2025-12-31', kelompok: ['4'] }));
  expect(pick(withClosing)).toEqual([['4-1000', '900000.00', '900000.00']]);
  const without = await co.tx((tx) => trialBalance(tx, { dari: '2025-12-01', sampai: '2025-12-31', kelompok: ['4'], tanpaTutup: true }));
  expect(pick(without)).toEqual([['4-1000', '0.00', '900000.00']]);
  const monthly = await co.tx((tx) => monthlyMovements(tx, { dariPeriode: 202512, sampaiPeriode: 202512, kelompok: ['4'], tanpaTutup: true }));
  expect(monthly.map((r) => [r.kodeacc, r.periode, r.mutasi])).toEqual([['4-1000', 202512, '-900000.00']]);
  // Reopened (the closing reversed): the reversed pair nets to zero, the figures stay.
  await co.tx((tx) => unpost(tx, 'TB', 'TB-2025', { skipLock: true }));
  const reopened = await co.tx((tx) => trialBalance(tx, { dari: '2025-12-01', sampai: '2025-12-31', kelompok: ['4'], tanpaTutup: true }));
  expect(reopened.map((r) => [r.kodeacc, r.akhir])).toEqual([['4-1000', '-900000.00']]);
  const again = await co.tx((tx) => monthlyMovements(tx, { dariPeriode: 202512, sampaiPeriode: 202512, kelompok: ['4'], tanpaTutup: true }));
  expect(again.map((r) => r.mutasi)).toEqual(['-900000.00']);
});
