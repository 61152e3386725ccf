/** A customer written at a company's setup (/startingdb: the general customer, admin's seed.ts). */
import { tableFor, type Tx } from '@niaga/kernel/server';
import meta from './pelanggan';

/** Adds an active, verified customer at price level 1 unless its code exists. */
export async function addPelanggan(tx: Tx, c: { kodesupel: string; namasupel: string }): Promise<void> {
  await tx
    .insert(tableFor(meta))
    .values({ kodesupel: c.kodesupel, namasupel: c.namasupel, levelharga: '1', verifikasi: true, aktif: true })
    .onConflictDoNothing();
}
