/**
 * Oracle: the journal of a generated company, exported in hledger format, gives in `hledger
 * balance` exactly Niaga's trial balance, for the whole history and for a range with partial months.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ActError } from '@niaga/kernel';
import { dec } from '@niaga/core';
import { rowsOf } from '@niaga/kernel/server';
import { checkInvariants, credit, debit, hledgerJournal, post, repost, trialBalance, unpost, type Posting } from '../src';
import { companyWithBooks } from '../../../modules/accounting/test/books';

const HLEDGER = process.env.HLEDGER ?? 'hledger';
const hasHledger = (() => {
  try {
    execFileSync(HLEDGER, ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasHledger) console.warn('[oracle] hledger tidak terpasang: uji oracle dilewati (apt-get install hledger).');

function hledgerBalances(file: string, args: string[] = []): Map<string, string> {
  const csv = execFileSync(HLEDGER, ['-f', file, 'balance', '--flat', '--no-total', '-O', 'csv', ...args], { encoding: 'utf8' });
  const out = new Map<string, string>();
  for (const line of csv.trim().split('\n').slice(1)) {
    const [acc, bal] = line.split(',').map((s) => s.replace(/^"|"$/g, ''));
    out.set(acc, bal);
  }
  return out;
}

const name = hasHledger ? 'hledger oracle: every account balance equals the trial balance' : 'hledger oracle (dilewati: hledger tidak terpasang)';

test.skipIf(!hasHledger)(name, async () => {
  const co = await companyWithBooks();
  const w = await co.tx(async (tx) => {
    const items = await rowsOf<{ id: number }>(tx, sql`insert into item (kodeitem, namaitem, satuan) values ('A', 'A', 'PCS'), ('B', 'B', 'PCS') returning id`);
    const [g] = await rowsOf<{ id: number }>(tx, sql`select id from gudang limit 1`);
    return { items: items.map((r) => Number(r.id)), g: Number(g.id) };
  });
  const accounts = ['6-1100', '6-1200', '6-1300', '4-9000', '1-1110', '1-1200', '3-1000'];
  const docs = fc.sample(
    fc.record({
      hari: fc.integer({ min: 0, max: 120 }),
      kind: fc.constantFrom('kas', 'ju', 'beli', 'jual'),
      akun: fc.constantFrom(...accounts),
      sen: fc.integer({ min: 1, max: 99_999_999 }),
      qty: fc.integer({ min: 1, max: 9 }),
      item: fc.integer({ min: 0, max: 1 }),
      edit: fc.integer({ min: 0, max: 9 }),
    }),
    { numRuns: 120, seed: 20260101 },
  );
  const tgl = (h: number) => new Date(Date.UTC(2026, 0, 1 + h)).toISOString().slice(0, 10);
  const rp = (sen: number) => (sen / 100).toFixed(2);
  let n = 0;
  for (const d of docs) {
    const no = `X${++n}`;
    const amount = rp(d.sen);
    const p: Posting =
      d.kind === 'kas'
        ? { sumber: 'XK', notransaksi: no, tanggal: tgl(d.hari), lines: [debit(d.akun, amount), credit({ role: 'kas' }, amount)] }
        : d.kind === 'ju'
          ? { sumber: 'XJ', notransaksi: no, tanggal: tgl(d.hari), lines: [debit({ role: 'bank' }, amount), credit(d.akun, rp(d.sen - 1)), credit('4-9000', '0.01')] }
          : d.kind === 'beli'
            ? { sumber: 'XB', notransaksi: no, tanggal: tgl(d.hari), lines: [credit({ role: 'hutang' }, amount, { kontak: 'S1' })], moves: [{ item: w.items[d.item], gudang: w.g, qty: d.qty, nilai: amount }] }
            : { sumber: 'XL', notransaksi: no, tanggal: tgl(d.hari), lines: [debit({ role: 'kas' }, amount), credit({ role: 'penjualan' }, amount)], moves: [{ item: w.items[d.item], gudang: w.g, qty: -d.qty, lawan: { role: 'hpp' } }] };
    try {
      await co.tx(async (tx) => {
        await post(tx, p);
        if (d.edit === 0) await unpost(tx, p.sumber, no);
        if (d.edit === 1) await repost(tx, { ...p, tanggal: tgl(Math.max(0, d.hari - 30)) });
      });
    } catch (e) {
      if (!(e instanceof ActError)) throw e; // a sale without stock is refused: fine
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'niaga-oracle-'));
  const file = join(dir, 'niaga.journal');
  await co.tx(async (tx) => {
    expect((await checkInvariants(tx, { deep: true })).masalah).toEqual([]);
    writeFileSync(file, await hledgerJournal(tx));
    const lines = Number((await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from gl_baris`))[0].n);
    expect(lines).toBeGreaterThan(300);

    const ours = new Map((await trialBalance(tx, { sampai: '2026-12-31' })).filter((r) => Number(r.akhir) !== 0).map((r) => [r.kodeacc, r.akhir]));
    expect(hledgerBalances(file)).toEqual(ours);

    // A range with partial months at both ends: movement = debit − credit.
    const range = new Map(
      (await trialBalance(tx, { dari: '2026-01-10', sampai: '2026-03-19' }))
        .map((r) => [r.kodeacc, dec(r.debet).minus(dec(r.kredit)).toFixed(2)] as const)
        .filter(([, v]) => Number(v) !== 0),
    );
    expect(hledgerBalances(file, ['-b', '2026-01-10', '-e', '2026-03-20'])).toEqual(range);
  });
});
