/** Composition: every module's acts in one registry, the migrations, and company creation. */
import { fileURLToPath } from 'node:url';
import { join, dirname } from 'node:path';
import { createCompany, migrateCompanies, migrateControl, readMigrations, Registry, type Company, type Database, type NewCompany } from '@niaga/kernel/server';
import * as admin from '@niaga/admin';
import * as master from '@niaga/master/server';
import * as accounting from '@niaga/accounting';
import { systemActs } from './system-acts';
import { routingActs, type RoutingOptions } from './routing';

const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = join(here, '..', 'migrations');
export const controlMigrations = readMigrations(join(MIGRATIONS_DIR, 'control'));
export const tenantMigrations = readMigrations(join(MIGRATIONS_DIR, 'tenant'));

/** Books of a new company at /startingdb: chart of accounts, account settings, accounting period, default warehouse. */
export const initialiseBooks: admin.InitialiseBooks = accounting.initialiseBooks;

export interface RegistryOptions {
  routing?: RoutingOptions;
}

export function buildRegistry(opts: RegistryOptions = {}): Registry {
  const routing = opts.routing ?? { origin: () => process.env.PUBLIC_URL ?? '', secret: process.env.ROUTING_SECRET || undefined };
  return new Registry().add(...systemActs, ...admin.acts, admin.makeStartingdb(initialiseBooks), ...routingActs(routing), ...master.acts, ...accounting.acts);
}

/** Control schema, then every company schema, to the newest migration. */
export async function migrate(db: Database) {
  await migrateControl(db, controlMigrations);
  return migrateCompanies(db, tenantMigrations);
}

export interface CompanyInput extends NewCompany {
  adminUser?: string;
  adminPassword: string;
}

/** A new company: its schema, migrated, with its first administrator. */
export function newCompany(db: Database, input: CompanyInput): Promise<Company> {
  return createCompany(db, input, tenantMigrations, (tx) => admin.seedAdmin(tx, input.adminUser ?? 'ADMIN', input.adminPassword));
}
