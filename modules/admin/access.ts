import { and, eq, or, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import type { AccessPolicy, AccessSql } from '@niaga/kernel/server';
import { hakAkses, pengguna } from './tables';

/**
 * Admins hold every right; otherwise the user's own entry, then the group's; none means no. One
 * statement: the user and the entry that decides. A call with an API key: its group's entry alone.
 */
export const accessPolicy: AccessPolicy = async (tx, _company, userid, modul, aksi, kelompok) => {
  // An API key holds its user group's rights, and no more (api-keys.ts).
  if (kelompok !== undefined) {
    const [g] = await rowsOf<{ izin: boolean }>(
      tx,
      sql`select h.izin from hak_akses h where h.jenis = 'G' and h.subjek = ${kelompok} and h.modul = ${modul} and h.aksi = ${aksi} limit 1`,
    );
    return g?.izin ?? false;
  }
  const [u] = await rowsOf<{ admin: boolean; aktif: boolean; izin: boolean | null }>(
    tx,
    sql`select u.admin, u.aktif,
               (select h.izin from hak_akses h
                 where h.modul = ${modul} and h.aksi = ${aksi}
                   and ((h.jenis = 'U' and h.subjek = u.userid) or (h.jenis = 'G' and h.subjek = u.kelompok))
                 order by h.jenis = 'U' desc limit 1) as izin
          from pengguna u where u.userid = ${userid} limit 1`,
  );
  if (!u || !u.aktif) return false;
  if (u.admin) return true;
  return u.izin ?? false;
};

const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;

/**
 * `accessPolicy` as one SQL expression (the kernel asks it with the session lookup): the user holds
 * any of the rights `any` — active, and an admin or, for one of them, the user's own entry, else the
 * group's, says yes. Null when the user is unknown (the kernel reads that as no).
 */
export const accessSql: AccessSql = (schema, userid, any) => {
  const wants = any.map((a) => `(${lit(a.modul)}, ${lit(a.aksi)})`).join(', ');
  return `(select u.aktif and (u.admin or exists (select 1 from (values ${wants}) w(modul, aksi)
      where (select h.izin from "${schema}".hak_akses h
              where h.modul = w.modul and h.aksi = w.aksi
                and ((h.jenis = 'U' and h.subjek = u.userid) or (h.jenis = 'G' and h.subjek = u.kelompok))
              order by h.jenis = 'U' desc limit 1)))
    from "${schema}".pengguna u where u.userid = ${userid} limit 1)`;
};

/** The modules a user may open (action mopen): every module for an administrator. */
export async function openModules(tx: Tx, userid: string): Promise<{ all: boolean; modules: Set<string> }> {
  const [u] = await tx.select({ admin: pengguna.admin, aktif: pengguna.aktif, kelompok: pengguna.kelompok }).from(pengguna).where(eq(pengguna.userid, userid)).limit(1);
  if (!u || !u.aktif) return { all: false, modules: new Set() };
  if (u.admin) return { all: true, modules: new Set() };
  const rows = await tx
    .select({ jenis: hakAkses.jenis, modul: hakAkses.modul, izin: hakAkses.izin })
    .from(hakAkses)
    .where(and(eq(hakAkses.aksi, 'mopen'), or(and(eq(hakAkses.jenis, 'U'), eq(hakAkses.subjek, userid)), and(eq(hakAkses.jenis, 'G'), eq(hakAkses.subjek, u.kelompok)))));
  const decided = new Map<string, boolean>();
  for (const r of rows.filter((r) => r.jenis === 'G')) decided.set(r.modul, r.izin);
  for (const r of rows.filter((r) => r.jenis === 'U')) decided.set(r.modul, r.izin);
  return { all: false, modules: new Set([...decided].filter(([, v]) => v).map(([k]) => k)) };
}
