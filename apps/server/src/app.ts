/** Composition: every module's acts in one registry, the migrations, and company creation. */
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { catchUp, companiesBehind, createCompany, migrateCompanies, migrateControl, readMigrations, Registry, type ActDef, type CatchUp, type CatchUpOptions, type Company, type Database, type NewCompany } from '@niaga/kernel/server';
import * as admin from '@niaga/admin';
import * as accounting from '@niaga/accounting';
import { addPelanggan } from '@niaga/master/server';
import { reportService, type ServerFile, type ServerReport } from '@niaga/report/server';
import { companyToday } from '@niaga/ledger';
import { configureSystem } from '@niaga/system/server';
import { systemActs } from './system-acts';
import { modules } from './modules';
import { routingActs, type RoutingOptions } from './routing';

const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = join(here, '..', 'migrations');
export const controlMigrations = readMigrations(join(MIGRATIONS_DIR, 'control'));
export const tenantMigrations = readMigrations(join(MIGRATIONS_DIR, 'tenant'));
export const NIAGA_VERSION = (JSON.parse(readFileSync(join(here, '..', '..', '..', 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
// Backups name the schema version they were made at and restores migrate from it.
configureSystem({ migrations: tenantMigrations, version: NIAGA_VERSION });

/** Books of a new company at /startingdb: chart of accounts, account settings, accounting period, default warehouse. */
export const initialiseBooks: admin.InitialiseBooks = accounting.initialiseBooks;

/** Every module's reports, from their manifests. */
export const serverReports = modules.flatMap((m) => m.reports) as ServerReport[];

/** Reports: the acts laporan_list / laporan_run / laporan_unduh and the file download (GET /unduh/<token>). */
export const reports = reportService({
  reports: serverReports,
  files: modules.flatMap((m) => m.files) as ServerFile[],
  header: (tx, company) => admin.companyHeader(tx, company.nama),
  today: (tx) => companyToday(tx),
});

export interface RegistryOptions {
  routing?: RoutingOptions;
  /** More acts beside the modules' (a benchmark's act that does nothing on a picker's path). */
  acts?: ActDef[];
}

export function buildRegistry(opts: RegistryOptions = {}): Registry {
  const routing = opts.routing ?? { origin: () => process.env.PUBLIC_URL ?? '', secret: process.env.ROUTING_SECRET || undefined };
  return new Registry().add(...systemActs, admin.makeStartingdb(initialiseBooks, addPelanggan), ...routingActs(routing), ...modules.flatMap((m) => m.acts), ...reports.acts, ...(opts.acts ?? []));
}

/** Control schema, then every company schema, to the newest migration. */
/** Migrates the control schema, then every company (one failing company is reported and skipped). */
/** `only`: the companies to look at; `extra`: more tenant migrations after the app's (tests, the bench). */
export interface MigrateOptions {
  only?: (c: Company) => boolean;
  extra?: typeof tenantMigrations;
}

export async function migrate(db: Database, opts: MigrateOptions = {}) {
  await migrateControl(db, controlMigrations);
  return migrateCompanies(db, [...tenantMigrations, ...(opts.extra ?? [])], { only: opts.only });
}

/**
 * A server's start (issue 43): the control schema migrated and the companies behind found — one
 * query per 200 — before it listens; those are then migrated in the background, each refused with
 * the "sedang diperbarui" message until its turn (kernel catch-up.ts).
 */
export async function migrateWhileServing(db: Database, opts: MigrateOptions & { catchUp?: CatchUpOptions } = {}): Promise<CatchUp> {
  await migrateControl(db, controlMigrations);
  const migrations = [...tenantMigrations, ...(opts.extra ?? [])];
  return catchUp(db, migrations, await companiesBehind(db, migrations, { only: opts.only }), opts.catchUp);
}

export interface CompanyInput extends NewCompany {
  adminUser?: string;
  adminPassword: string;
}

/** A new company: its schema, migrated, with its first administrator. */
export function newCompany(db: Database, input: CompanyInput): Promise<Company> {
  return createCompany(db, input, tenantMigrations, (tx) => admin.seedAdmin(tx, input.adminUser ?? 'ADMIN', input.adminPassword));
}
