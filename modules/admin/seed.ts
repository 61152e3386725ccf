import type { Tx } from '@niaga/kernel/server';
import { konfigurasi, pengguna } from './tables';
import { hashPassword } from './passwords';

/** The first administrator of a new company. */
export async function seedAdmin(tx: Tx, userid: string, password: string, nama = 'Administrator') {
  await tx.insert(pengguna).values({ userid: userid.toUpperCase(), nama, password_hash: await hashPassword(password), admin: true });
}

/**
 * The general customer of a new company (spec §3 "default general customer", Pelanggan Umum
 * Default): the customer of a till sale when none is chosen (the till and `kasir_save`).
 */
export const PELANGGAN_UMUM = { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' } as const;

/** Adds a customer to the company's schema unless its code exists (the master module's table: apps/server wires it). */
export type AddCustomer = (tx: Tx, c: { kodesupel: string; namasupel: string }) => Promise<void>;

/**
 * A new company's defaults beyond its books, made by /startingdb: the general customer, set as
 * Pelanggan Umum Default (`pelangganumum`). A customer or a setting already there stays.
 */
export async function seedDefaults(tx: Tx, addCustomer: AddCustomer) {
  await addCustomer(tx, PELANGGAN_UMUM);
  await tx.insert(konfigurasi).values({ nama: 'pelangganumum', nilai: PELANGGAN_UMUM.kodesupel }).onConflictDoNothing();
}
