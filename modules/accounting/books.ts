/** First-time setup of a company's books, called by /startingdb in the same transaction. */
import { sql } from 'drizzle-orm';
import type { Tx } from '@niaga/kernel/server';
import { rowsOf } from '@niaga/kernel/server';
import { openBooks } from '@niaga/ledger';
import { tableFor } from '@niaga/kernel/server';
import { gudang as gudangMeta } from '@niaga/master';
import { perkiraan, settingAkun } from './tables';
import { DEFAULT_CHART } from './perkiraan/chart';
import { ROLES } from './setting-akun/roles';

export interface InitialiseBooksInput {
  kodekantor: string;
  namakantor: string;
  tahun: number;
  bulanAwal: number;
  bulanAkhir: number;
}

/**
 * Seeds the default chart of accounts (ACCOUNTING.md §1), binds every account role, sets the
 * accounting period (recording starts on the first day of bulanAwal/tahun; the fiscal year ends
 * in bulanAkhir) and creates the default warehouse (kode = kodekantor). Safe to run again: rows
 * that exist are kept.
 */
export async function initialiseBooks(tx: Tx, input: InitialiseBooksInput): Promise<void> {
  await openBooks(tx, { tahun: input.tahun, bulanAwal: input.bulanAwal, bulanAkhir: input.bulanAkhir });
  await tx
    .insert(perkiraan)
    .values(DEFAULT_CHART.map((r) => ({ ...r, aktif: true })))
    .onConflictDoNothing();
  const ids = new Map(
    (await rowsOf<{ id: number; kodeacc: string }>(tx, sql`select id, kodeacc from perkiraan`)).map((r) => [r.kodeacc, Number(r.id)]),
  );
  const bindings = ROLES.filter((r) => ids.has(r.kode)).map((r) => ({ peran: r.peran, perkiraan_id: ids.get(r.kode)! }));
  if (bindings.length) await tx.insert(settingAkun).values(bindings).onConflictDoNothing();
  const kode = input.kodekantor.trim().toUpperCase();
  await tx
    .insert(tableFor(gudangMeta))
    .values({ kodegudang: kode, namagudang: input.namakantor.trim() || kode, aktif: true })
    .onConflictDoNothing();
}
