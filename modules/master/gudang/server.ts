/** Warehouses on the server: a warehouse's id by its code, for every document that moves stock. */
import { fieldError } from '@niaga/kernel';
import { colsOf, recordTables, referencedRow, type Tx } from '@niaga/kernel/server';
import { eq } from 'drizzle-orm';
import gudangMeta from './gudang';

/** A warehouse's id by its code: as the save's reference check read it, else read. */
export async function gudangId(tx: Tx, kode: string): Promise<number> {
  const seen = referencedRow(tx, 'gudang', kode);
  if (seen) return Number(seen.id);
  const t = recordTables(gudangMeta).main;
  const [g] = await tx.select({ id: colsOf(t).id }).from(t).where(eq(colsOf(t).kodegudang, kode)).limit(1);
  if (!g) throw fieldError('kodegudang', `Gudang '${kode}' tidak ditemukan.`);
  return Number(g.id);
}
