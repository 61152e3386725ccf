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

/**
 * The account bound to a role, binding it first when the company's books were set up before the
 * role existed (a role added later, as the marketplace ones): the seeded chart's account of the
 * role is added when missing (as `initialiseBooks` would have) and bound. Returns its code.
 */
export async function roleAccount(tx: Tx, peran: string): Promise<string> {
  const read = () => rowsOf<{ kodeacc: string }>(tx, sql`select p.kodeacc from setting_akun s join perkiraan p on p.id = s.perkiraan_id where s.peran = ${peran}`);
  const [bound] = await read();
  if (bound) return bound.kodeacc;
  const role = ROLES.find((r) => r.peran === peran);
  if (!role) throw new Error(`peran akun tidak dikenal: ${peran}`);
  const row = DEFAULT_CHART.find((r) => r.kodeacc === role.kode);
  if (row) await tx.insert(perkiraan).values({ ...row, aktif: true }).onConflictDoNothing();
  const [acc] = await rowsOf<{ id: number }>(tx, sql`select id from perkiraan where kodeacc = ${role.kode}`);
  if (!acc) throw new Error(`perkiraan ${role.kode} untuk ${role.label} tidak ada`);
  await tx.insert(settingAkun).values({ peran, perkiraan_id: Number(acc.id) }).onConflictDoNothing();
  const [now] = await read();
  return now.kodeacc;
}
