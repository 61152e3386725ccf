/**
 * Accounts as postings see them. A posting names an account by code ('1-1100'), by id, or by role
 * ({ role: 'kas' }, bound in /settingperkiraan); documents use roles, never fixed codes.
 * Reads the chart (`perkiraan`) and the role bindings (`setting_akun`) of @niaga/accounting.
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { inList, referencedRow, rowsOf, type Tx } from '@niaga/kernel/server';

export type AccountRef = string | number | { role: string };

export interface Account {
  id: number;
  kodeacc: string;
  namaacc: string;
  grup: boolean;
  aktif: boolean;
  kelompok: string;
  tipe: string;
  saldonormal: 'D' | 'K';
}

const FIELDS = ['id', 'kodeacc', 'namaacc', 'grup', 'aktif', 'kelompok', 'tipe', 'saldonormal'];
const COLS = sql.raw('p.id, p.kodeacc, p.namaacc, p.grup, p.aktif, p.kelompok, p.tipe, p.saldonormal');

/** Every account bound to a role, as one JSON object { role: account } (read with a document's facts). */
export const rolesJson = sql`(select coalesce(json_object_agg(s.peran, json_build_object('id', p.id, 'kodeacc', p.kodeacc, 'namaacc', p.namaacc, 'grup', p.grup, 'aktif', p.aktif,
  'kelompok', p.kelompok, 'tipe', p.tipe, 'saldonormal', p.saldonormal)), '{}'::json) from setting_akun s join perkiraan p on p.id = s.perkiraan_id)`;

/** The role bindings as read in this transaction (`rolesJson`), kept for its postings. */
const knownRoleMap = new WeakMap<Tx, Record<string, Account>>();
export function knowRoles(tx: Tx, value: unknown) {
  if (value && typeof value === 'object') knownRoleMap.set(tx, value as Record<string, Account>);
}
/** Forgets the role bindings read in `tx` (after `tx` changed them). */
export const forgetRoles = (tx: Tx) => void knownRoleMap.delete(tx);

export const refKey = (r: AccountRef): string => (typeof r === 'object' ? `role:${r.role}` : typeof r === 'number' ? `id:${r}` : `kode:${r.toUpperCase()}`);

/** Resolves every reference in one round trip; unknown ones are refused with their name. */
export async function resolveAccounts(tx: Tx, refs: AccountRef[]): Promise<Map<string, Account>> {
  const out = new Map<string, Account>();
  let roles = [...new Set(refs.filter((r): r is { role: string } => typeof r === 'object').map((r) => r.role))];
  // Roles bound as this transaction read them with the document's facts are not read again.
  const bound = knownRoleMap.get(tx);
  if (bound) {
    for (const role of roles) if (bound[role]) out.set(`role:${role}`, strip(bound[role]));
    roles = roles.filter((role) => !out.has(`role:${role}`));
  }
  const ids = [...new Set(refs.filter((r): r is number => typeof r === 'number'))];
  const codes: string[] = [];
  // Accounts the document's own reference check read in this transaction are not read again.
  for (const c of new Set(refs.filter((r): r is string => typeof r === 'string').map((r) => r.toUpperCase()))) {
    const seen = referencedRow(tx, 'perkiraan', c);
    if (seen && FIELDS.every((f) => f in seen)) out.set(`kode:${c}`, strip(seen as unknown as Account));
    else codes.push(c);
  }
  const parts = [];
  if (roles.length) parts.push(sql`select 'role:' || s.peran as k, ${COLS} from setting_akun s join perkiraan p on p.id = s.perkiraan_id where s.peran in ${inList(roles)}`);
  if (ids.length) parts.push(sql`select 'id:' || p.id as k, ${COLS} from perkiraan p where p.id in ${inList(ids)}`);
  if (codes.length) parts.push(sql`select 'kode:' || p.kodeacc as k, ${COLS} from perkiraan p where p.kodeacc in ${inList(codes)}`);
  if (!parts.length) return out;
  for (const r of await rowsOf<Account & { k: string }>(tx, sql.join(parts, sql` union all `))) out.set(r.k, strip(r));
  for (const role of roles)
    if (!out.has(`role:${role}`)) throw new ActError(NUM.RULE, `Perkiraan untuk peran '${role}' belum diatur. Atur di Setting Perkiraan (/settingperkiraan).`);
  for (const id of ids) if (!out.has(`id:${id}`)) throw new ActError(NUM.RULE, `Perkiraan dengan id ${id} tidak ditemukan.`);
  for (const c of codes) if (!out.has(`kode:${c}`)) throw new ActError(NUM.RULE, `Kode perkiraan '${c}' tidak ditemukan.`);
  return out;
}

export async function accountOf(tx: Tx, ref: AccountRef): Promise<Account> {
  return (await resolveAccounts(tx, [ref])).get(refKey(ref))!;
}


function strip(r: Account & { k?: string }): Account {
  return {
    id: Number(r.id),
    kodeacc: r.kodeacc,
    namaacc: r.namaacc,
    grup: r.grup,
    aktif: r.aktif,
    kelompok: r.kelompok,
    tipe: r.tipe,
    saldonormal: r.saldonormal,
  };
}

/** Whether any journal line uses the account (then it cannot be deleted or change type). */
export async function accountHasPostings(tx: Tx, id: number): Promise<boolean> {
  return (await rowsOf(tx, sql`select 1 from gl_baris where perkiraan_id = ${id} limit 1`)).length > 0;
}
