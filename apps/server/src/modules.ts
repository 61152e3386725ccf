/**
 * The modules this server runs: the one module list (@niaga/modules, every isomorphic manifest),
 * each with its server part (modules/<m>/server.ts) by name. The act registry (app.ts) and the
 * company schema (schema/tenant.ts) are derived from it: adding a module is its line in
 * @niaga/modules and its server part here.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { isDocument, type ModuleManifest } from '@niaga/kernel';
import { idempotensi, logAktivitas, nomorUrut, settingNomor, type ServerModule } from '@niaga/kernel/server';
import { ledgerTables } from '@niaga/ledger/schema';
import { transactionCode } from '@niaga/admin/transaction-codes';
import { admin } from '@niaga/admin';
import master from '@niaga/master/server';
import { accounting } from '@niaga/accounting';
import inventory from '@niaga/inventory/server';
import assets from '@niaga/assets/server';
import assembly from '@niaga/assembly/server';
import purchasing from '@niaga/purchasing/server';
import sales from '@niaga/sales/server';
import system from '@niaga/system/server';
import marketplace from '@niaga/marketplace/server';
import payment from '@niaga/payment/server';
import ppob from '@niaga/ppob/server';
import store from '@niaga/store/server';
import { manifests } from '@niaga/modules';

/** Each module's server part, by module name. */
const serverParts: Record<string, ServerModule> = { admin, master, accounting, inventory, purchasing, sales, assembly, assets, system, marketplace, payment, ppob, store };

/** The module list with the server parts, in the list's order (a part and its manifest agree). */
export function withServerParts(list: readonly ModuleManifest[], parts: Readonly<Record<string, ServerModule>>): ServerModule[] {
  for (const name of Object.keys(parts))
    if (!list.some((m) => m.name === name)) throw new Error(`modul ${name}: bagian server tanpa manifest di @niaga/modules`);
  return list.map((m) => {
    const part = parts[m.name];
    if (!part) throw new Error(`modul ${m.name}: tanpa bagian server (apps/server/src/modules.ts)`);
    if (part.manifest !== m) throw new Error(`modul ${m.name}: bagian servernya memakai manifest lain`);
    return part;
  });
}

export const modules: ServerModule[] = withServerParts(manifests, serverParts);

// Every business document's code is one of the transaction codes (spec §3; derived from the
// manifests, modules/admin/transaction-codes.ts), and no two documents share one.
const codes = new Map<string, string>();
for (const m of modules)
  for (const d of m.manifest.doctypes) {
    if (!isDocument(d)) continue;
    if (!transactionCode(d.code)) throw new Error(`dokumen ${d.name}: kode transaksi '${d.code}' tidak terdaftar (manifest \`codes\`)`);
    if (codes.has(d.code)) throw new Error(`kode transaksi '${d.code}' dipakai dua dokumen: ${codes.get(d.code)} dan ${d.name}`);
    codes.set(d.code, d.name);
  }

/** Every table of a company schema: the kernel's, the ledger's, and every module's. */
export function tenantTables(): Record<string, PgTable> {
  const out: Record<string, PgTable> = { log_aktivitas: logAktivitas, setting_nomor: settingNomor, nomor_urut: nomorUrut, idempotensi, ...ledgerTables };
  for (const m of modules)
    for (const [name, t] of Object.entries(m.tables)) {
      if (out[name] && out[name] !== t) throw new Error(`tabel '${name}' dideklarasikan dua kali (modul ${m.name})`);
      out[name] = t;
    }
  return out;
}
