/** Test helpers: a fresh company with its books set up as /startingdb does. */
import { freshCompany, testServer, type TestCompany } from '../../../apps/server/test/harness';
import { initialiseBooks } from '../books';
import type { Tx } from '@niaga/kernel/server';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { checkInvariants } from '@niaga/ledger';

export interface BooksCompany extends TestCompany {
  /** Runs `fn` in one transaction of this company's schema. */
  tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export async function companyWithBooks(opts: { tahun?: number; bulanAwal?: number; bulanAkhir?: number } = {}): Promise<BooksCompany> {
  const co = await freshCompany();
  const { db } = await testServer();
  const tx = <T,>(fn: (tx: Tx) => Promise<T>) => db.tx(co.company.schema_name, fn);
  await tx(async (t) => {
    // As /startingdb: the head office, then the books.
    await t.execute(sql`insert into kantor (kodekantor, namakantor, pusat, timezone) values ('UTM', 'Kantor Pusat', true, 'Asia/Jakarta') on conflict do nothing`);
    await initialiseBooks(t, { kodekantor: 'UTM', namakantor: 'Kantor Pusat', tahun: opts.tahun ?? 2026, bulanAwal: opts.bulanAwal ?? 1, bulanAkhir: opts.bulanAkhir ?? 12 });
  });
  return { ...co, tx };
}

/** Balance (debit − credit) of an account from the maintained balances, as a string. */
export async function balance(co: BooksCompany, kodeacc: string): Promise<string> {
  return co.tx(async (tx) => {
    const [r] = await rowsOf<{ v: string }>(
      tx,
      sql`select coalesce(sum(s.debet - s.kredit), 0)::numeric(20,2) as v from gl_saldo s join perkiraan p on p.id = s.perkiraan_id where p.kodeacc = ${kodeacc}`,
    );
    return r.v;
  });
}

export async function invariants(co: BooksCompany, deep = true): Promise<string[]> {
  return co.tx(async (tx) => (await checkInvariants(tx, { deep })).masalah);
}
