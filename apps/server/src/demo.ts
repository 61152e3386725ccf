/** The demo company of a first start (Id Perusahaan DEMO, User ID ADMIN). */
import { sql } from 'drizzle-orm';
import { findCompany, type Database } from '@niaga/kernel/server';
import { newCompany } from './app';

export const DEMO_ID = 'DEMO';
/** Written in the README: this is a demo, not a secret. */
export const DEMO_PASSWORD = 'niaga-demo';

/** Creates DEMO when missing; returns its password when created now, else null. */
export async function ensureDemo(db: Database): Promise<string | null> {
  if (await db.tx(null, (tx) => findCompany(tx, DEMO_ID))) return null;
  const company = await newCompany(db, { idperusahaan: DEMO_ID, nama: 'Toko Demo Niaga', startflag: 0, adminPassword: DEMO_PASSWORD });
  await db.tx(company.schema_name, (tx) =>
    tx.execute(sql`insert into satuan (kodesatuan, namasatuan) values ('PCS', 'Pieces'), ('KG', 'Kilogram'), ('LTR', 'Liter')`),
  );
  return DEMO_PASSWORD;
}
