/** Chart of accounts on the server: tree and posting rules on save/delete, and `getlistakun`. */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, MAX_PAGE_SIZE, NUM } from '@niaga/kernel';
import { defineAct, escapeLike, rowsOf, serverOf, type Tx } from '@niaga/kernel/server';
import { accountHasPostings } from '@niaga/ledger';
import perkiraan, { TIPE_AKUN } from './perkiraan';
import { ROLES } from '../setting-akun/roles';

interface Acc {
  id: number;
  kodeacc: string;
  namaacc: string;
  induk: string;
  grup: boolean;
  kelompok: string;
  tipe: string;
}

async function byCode(tx: Tx, kode: string): Promise<Acc | null> {
  const [r] = await rowsOf<Acc>(tx, sql`select id, kodeacc, namaacc, induk, grup, kelompok, tipe from perkiraan where kodeacc = ${kode}`);
  return r ?? null;
}

async function rolesOf(tx: Tx, id: number): Promise<string[]> {
  const rows = await rowsOf<{ peran: string }>(tx, sql`select peran from setting_akun where perkiraan_id = ${id} order by peran`);
  return rows.map((r) => ROLES.find((x) => x.peran === r.peran)?.label ?? r.peran);
}

const hasChildren = async (tx: Tx, kode: string) => (await rowsOf(tx, sql`select 1 from perkiraan where induk = ${kode} limit 1`)).length > 0;

const label = (tipe: string) => TIPE_AKUN.find((t) => t.value === tipe)?.label ?? tipe;

export const perkiraanHooks = serverOf(perkiraan, {
  async beforeSave(ctx, rec, old) {
    const tx = ctx.tx;
    const kode = rec.kodeacc;
    const induk = rec.induk;
    if (induk) {
      if (induk === kode || (old && induk === old.kodeacc)) throw new ActError(NUM.INVALID, 'Perkiraan induk tidak boleh perkiraan itu sendiri.');
      const parent = await byCode(tx, induk);
      if (!parent) throw new ActError(NUM.INVALID, `Perkiraan induk '${induk}' tidak ditemukan.`);
      if (!parent.grup) throw new ActError(NUM.INVALID, `Perkiraan induk '${induk}' bukan perkiraan grup (header).`);
      if (parent.kelompok !== rec.kelompok) throw new ActError(NUM.INVALID, `Kelompok perkiraan harus sama dengan kelompok induknya (${parent.kodeacc} ${parent.namaacc}).`);
      // No cycles: walk up from the new parent; meeting this account means a loop.
      const self = old ? old.kodeacc : kode;
      let up: Acc | null = parent;
      for (let depth = 0; up && up.induk && depth < 50; depth++) {
        if (up.induk === self) throw new ActError(NUM.INVALID, 'Perkiraan induk tidak boleh berada di bawah perkiraan ini (susunan melingkar).');
        up = await byCode(tx, up.induk);
      }
    }
    if (!old) return;
    const id = old.id;
    const posted = await accountHasPostings(tx, id);
    if (posted) {
      const refuse = (what: string) => {
        throw new ActError(NUM.IN_USE, `Perkiraan ${old.kodeacc} sudah memiliki transaksi sehingga ${what} tidak dapat diubah.`);
      };
      if (rec.tipe !== old.tipe) refuse(`tipe (${label(old.tipe)})`);
      if (rec.kelompok !== old.kelompok) refuse('kelompok');
      if (rec.kodeacc !== old.kodeacc) refuse('kode perkiraan');
      if (rec.grup && !old.grup) refuse('jenis (detail menjadi grup)');
    }
    if (!rec.grup && old.grup && (await hasChildren(tx, old.kodeacc)))
      throw new ActError(NUM.IN_USE, `Perkiraan ${old.kodeacc} masih memiliki sub perkiraan sehingga harus tetap menjadi grup.`);
    const roles = await rolesOf(tx, id);
    if (roles.length && (rec.grup || rec.aktif === false))
      throw new ActError(NUM.IN_USE, `Perkiraan ${old.kodeacc} dipakai di Setting Perkiraan (${roles.join(', ')}); ubah setting tersebut terlebih dahulu.`);
    if (rec.kodeacc !== old.kodeacc) await tx.execute(sql`update perkiraan set induk = ${rec.kodeacc} where induk = ${old.kodeacc}`);
  },
  async beforeDelete(ctx, old) {
    const tx = ctx.tx;
    if (await accountHasPostings(tx, old.id))
      throw new ActError(NUM.IN_USE, `Perkiraan ${old.kodeacc} sudah memiliki transaksi sehingga tidak dapat dihapus.`);
    if (await hasChildren(tx, old.kodeacc))
      throw new ActError(NUM.IN_USE, `Perkiraan ${old.kodeacc} masih memiliki sub perkiraan sehingga tidak dapat dihapus.`);
    const roles = await rolesOf(tx, old.id);
    if (roles.length) throw new ActError(NUM.IN_USE, `Perkiraan ${old.kodeacc} dipakai di Setting Perkiraan (${roles.join(', ')}) sehingga tidak dapat dihapus.`);
  },
});

const KELOMPOK_RE = /^[A-Z0-9_]+(,[A-Z0-9_]+)*$/;

/**
 * getlistakun (spec §7.2): accounts for pickers. option: '' or 'detail' active detail accounts
 * (default), 'semua' every account, 'grup' group accounts (parent picker), 'kasbank' active cash
 * and bank accounts. kelompok: '' any, or a comma list of classes ('1'…'6') and/or types
 * ('KAS', 'BANK', …). q: code or name contains (optional); limit: at most this many (optional).
 */
export const getlistakun = defineAct({
  name: 'getlistakun',
  summary: 'Daftar perkiraan untuk pilihan: option (detail|semua|grup|kasbank), kelompok (kelas 1-6 dan/atau tipe, dipisah koma), q (cari kode/nama), limit → tbl_perkiraan (kodeacc, namaacc).',
  module: 'accounting',
  schema: z.object({
    option: z.union([z.string(), z.number()]).optional().transform((v) => String(v ?? '').trim().toLowerCase()),
    kelompok: z.union([z.string(), z.number()]).optional().transform((v) => String(v ?? '').trim().toUpperCase().replace(/\s+/g, '')),
    q: z.string({ error: 'q harus berupa teks' }).max(100, 'Teks pencarian maksimal 100 karakter').optional().transform((v) => (v ?? '').trim()),
    limit: z.coerce.number({ error: 'limit harus berupa angka' }).int().min(1, 'limit minimal 1').max(MAX_PAGE_SIZE, `limit maksimal ${MAX_PAGE_SIZE}`).optional(),
  }),
  async handler(ctx, p) {
    const conds = [sql`true`];
    if (p.option === 'grup') conds.push(sql`grup`);
    else if (p.option !== 'semua') conds.push(sql`not grup and aktif`);
    if (p.option === 'kasbank') conds.push(sql`tipe in ('KAS', 'BANK')`);
    if (p.kelompok) {
      if (!KELOMPOK_RE.test(p.kelompok)) throw new ActError(NUM.INVALID, 'Kelompok tidak valid: isi kelas (1-6) atau tipe perkiraan, dipisah koma.');
      const parts = p.kelompok.split(',');
      const kel = parts.filter((x) => /^\d$/.test(x));
      const tipe = parts.filter((x) => !/^\d$/.test(x));
      const any = [];
      if (kel.length) any.push(sql`kelompok in (${sql.join(kel.map((k) => sql`${k}`), sql`, `)})`);
      if (tipe.length) any.push(sql`tipe in (${sql.join(tipe.map((k) => sql`${k}`), sql`, `)})`);
      conds.push(sql`(${sql.join(any, sql` or `)})`);
    }
    if (p.q) {
      const like = `%${escapeLike(p.q)}%`;
      conds.push(sql`(kodeacc ilike ${like} or namaacc ilike ${like})`);
    }
    const rows = await rowsOf(
      ctx.tx,
      sql`select kodeacc, namaacc, induk, grup, kelompok, tipe, saldonormal from perkiraan where ${sql.join(conds, sql` and `)} order by kodeacc ${p.limit ? sql`limit ${p.limit}` : sql``}`,
    );
    return { tbl_perkiraan: rows };
  },
});
