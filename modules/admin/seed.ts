import type { Tx } from '@niaga/kernel/server';
import { pengguna } from './tables';
import { hashPassword } from './passwords';

/** The first administrator of a new company. */
export async function seedAdmin(tx: Tx, userid: string, password: string, nama = 'Administrator') {
  await tx.insert(pengguna).values({ userid: userid.toUpperCase(), nama, password_hash: await hashPassword(password), admin: true });
}
