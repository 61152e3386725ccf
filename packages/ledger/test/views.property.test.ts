/** The trial balance from maintained balances + edge days equals a plain sum over the lines, for any range. */
import { expect, test } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { credit, debit, post, trialBalance, unpost } from '../src';
import { companyWithBooks } from '../../../modules/accounting/test/books';

const tgl = (h: number) => new Date(Date.UTC(2026, 0, 1 + h)).toISOString().slice(0, 10);

test('trial balance for random ranges = Σ lines (opening, movement, closing)', async () => {
  const co = await companyWithBooks();
  const accounts = ['6-1100', '6-1200', '4-9000', '1-1200', '3-1000'];
  await co.tx(async (tx) => {
    for (let i = 0; i < 160; i++) {
      const a = accounts[i % accounts.length];
      const amt = `${(i * 7919) % 100000}.${String(i % 100).padStart(2, '0')}`;
      await post(tx, { sumber: 'XJ', notransaksi: `V${i}`, tanggal: tgl((i * 37) % 240), lines: [debit(a, amt), credit({ role: 'kas' }, amt)] });
      if (i % 9 === 0) await unpost(tx, 'XJ', `V${i}`);
    }
  });
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 250 }), fc.boolean(), async (x, y, open) => {
      const [a, b] = x <= y ? [tgl(x), tgl(y)] : [tgl(y), tgl(x)];
      await co.tx(async (tx) => {
        const ours = await trialBalance(tx, { dari: open ? undefined : a, sampai: b });
        const direct = await rowsOf<{ kodeacc: string; awal: string; debet: string; kredit: string; akhir: string }>(
          tx,
          sql`select p.kodeacc,
                     coalesce(sum(case when ${open} = false and b.tanggal < ${a}::date then b.debet - b.kredit end), 0)::numeric(20,2) as awal,
                     coalesce(sum(case when (${open} or b.tanggal >= ${a}::date) and b.tanggal <= ${b}::date then b.debet end), 0)::numeric(20,2) as debet,
                     coalesce(sum(case when (${open} or b.tanggal >= ${a}::date) and b.tanggal <= ${b}::date then b.kredit end), 0)::numeric(20,2) as kredit,
                     coalesce(sum(case when b.tanggal <= ${b}::date then b.debet - b.kredit end), 0)::numeric(20,2) as akhir
              from gl_baris b join perkiraan p on p.id = b.perkiraan_id group by p.kodeacc
              having sum(case when b.tanggal <= ${b}::date then abs(b.debet) + abs(b.kredit) end) <> 0 order by p.kodeacc`,
        );
        const pick = (r: { kodeacc: string; awal: string; debet: string; kredit: string; akhir: string }) => ({ kodeacc: r.kodeacc, awal: r.awal, debet: r.debet, kredit: r.kredit, akhir: r.akhir });
        expect(ours.map(pick)).toEqual(direct.filter((r) => r.awal !== '0.00' || r.debet !== '0.00' || r.kredit !== '0.00').map(pick));
      });
    }),
    { numRuns: 60 },
  );
});
