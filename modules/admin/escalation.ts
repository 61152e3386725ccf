/**
 * No self-granted rights (issue 9). A user who may manage users (mUser) but is not an
 * administrator:
 * - changes neither their own rights, nor their own group's, nor their own group or user flags;
 * - grants no right they do not hold (a group's new rights, a user's resulting rights);
 * - manages (edits, deletes, sets the password of, changes the rights of) only users whose rights
 *   are within their own.
 * Rights here are what a user can effectively do: every access name × action their own rows and
 * their group allow, and the per-user flags that widen what they may do (restoredb, jatuhtempo, …;
 * no date lock). Administrators hold everything, so for them every check passes.
 */
import { and, eq } from 'drizzle-orm';
import { ActError, AKSI, NUM, type Aksi } from '@niaga/kernel';
import type { ActContext, Tx } from '@niaga/kernel/server';
import { hakAkses, pengguna } from './tables';
import { USER_FLAGS, type UserFlag } from './doctypes';

export interface RightRow {
  modul: string;
  aksi: string;
  izin: boolean;
}

/** Flags that widen what a user may do, as pseudo-rights; `kuncitanggal` restricts, so its absence counts. */
const WIDENING: Array<{ key: string; label: string; holds: (u: Record<string, unknown>) => boolean }> = [
  ...(['opsiemoney', 'opsirakitan', 'restoredb', 'jatuhtempo', 'qrisaktif', 'snapaktif'] as UserFlag[]).map((f) => ({
    key: `flag:${f}`,
    label: USER_FLAGS[f],
    holds: (u: Record<string, unknown>) => u[f] === true,
  })),
  { key: 'flag:tanpakuncitanggal', label: 'tanpa Kunci Tanggal', holds: (u: Record<string, unknown>) => u.kuncitanggal !== true },
];

/** The fields of a user that decide their rights: a user may not change them on their own record. */
export const RIGHT_FIELDS = ['kelompok', 'kodedept', 'loginshift', ...(Object.keys(USER_FLAGS) as UserFlag[])] as const;

export type Rights = 'semua' | Set<string>;

export interface UserShape {
  admin?: boolean;
  aktif?: boolean;
  kelompok?: string;
  [flag: string]: unknown;
}

/** Effective rights of a user shape with the given own and group rows. */
function rightsOf(u: UserShape, own: RightRow[], group: RightRow[]): Rights {
  if (u.admin && u.aktif !== false) return 'semua';
  const out = new Set<string>();
  if (u.aktif === false) return out;
  const decided = new Map<string, boolean>();
  for (const r of group) decided.set(`${r.modul}:${r.aksi}`, r.izin);
  for (const r of own) decided.set(`${r.modul}:${r.aksi}`, r.izin);
  for (const [k, v] of decided) if (v) out.add(k);
  for (const w of WIDENING) if (w.holds(u)) out.add(w.key);
  return out;
}

const rows = (tx: Tx, jenis: 'G' | 'U', subjek: string) =>
  subjek ? tx.select({ modul: hakAkses.modul, aksi: hakAkses.aksi, izin: hakAkses.izin }).from(hakAkses).where(and(eq(hakAkses.jenis, jenis), eq(hakAkses.subjek, subjek))) : Promise.resolve([]);

async function userRow(tx: Tx, userid: string): Promise<UserShape | null> {
  const [u] = await tx.select().from(pengguna).where(eq(pengguna.userid, userid)).limit(1);
  return (u as UserShape | undefined) ?? null;
}

/**
 * Effective rights of a user, or of what they would become: `change` replaces their record's
 * fields, their own rows, or the rows of one group.
 */
export async function effectiveRights(
  tx: Tx,
  userid: string,
  change: { user?: UserShape; own?: RightRow[]; group?: { kode: string; rows: RightRow[] } } = {},
): Promise<Rights> {
  const u = change.user ?? (await userRow(tx, userid));
  if (!u) return new Set();
  const kelompok = u.kelompok ?? '';
  const own = change.own ?? (await rows(tx, 'U', userid));
  const group = change.group && change.group.kode === kelompok ? change.group.rows : await rows(tx, 'G', kelompok);
  return rightsOf(u, own, group);
}

/** Rights in `a` that `b` lacks. */
export function beyond(a: Rights, b: Rights): string[] {
  if (b === 'semua') return [];
  if (a === 'semua') return ['semua hak (administrator)'];
  return [...a].filter((k) => !b.has(k)).sort();
}

/** A right key in words: "mJurnal (buka)", or a flag's label. */
function label(key: string): string {
  const w = WIDENING.find((x) => x.key === key);
  if (w) return w.label;
  const [modul, aksi] = key.split(':');
  return aksi ? `${modul} (${AKSI[aksi as Aksi] ?? aksi})` : key;
}

const list = (keys: string[]) => {
  const shown = keys.slice(0, 5).map(label).join(', ');
  return keys.length > 5 ? `${shown} dan ${keys.length - 5} lainnya` : shown;
};

async function me(ctx: ActContext) {
  const userid = ctx.session!.userid;
  const rights = await effectiveRights(ctx.tx, userid);
  const u = await userRow(ctx.tx, userid);
  return { userid, rights, kelompok: u?.kelompok ?? '', admin: rights === 'semua' };
}

/** Refuses (30) a change that would give `result` where there was `before`, beyond the caller's own rights. */
export async function assertGrantable(ctx: ActContext, result: Rights, before: Rights = new Set()) {
  const caller = await me(ctx);
  if (caller.admin) return;
  if (result === 'semua') throw new ActError(NUM.DENIED, 'Hanya administrator yang dapat memberikan hak administrator.');
  const gained = beyond(result, before).filter((k) => beyond(new Set([k]), caller.rights).length > 0);
  if (gained.length) throw new ActError(NUM.DENIED, `Anda tidak dapat memberikan hak yang tidak Anda miliki: ${list(gained)}.`, { hak: gained });
}

/** Refuses (30) to manage a user who holds rights the caller does not. */
export async function assertManageable(ctx: ActContext, target: string) {
  const caller = await me(ctx);
  if (caller.admin || target === caller.userid) return;
  const more = beyond(await effectiveRights(ctx.tx, target), caller.rights);
  if (more.length)
    throw new ActError(
      NUM.DENIED,
      `User ${target} memiliki hak yang tidak Anda miliki (${list(more)}); hanya administrator atau user dengan hak tersebut yang dapat mengubahnya.`,
      { hak: more },
    );
}

/** Refuses (30) a change of the caller's own rights: their own rows, or their group's unless administrator. */
export async function assertNotOwnRights(ctx: ActContext, subject: { jenis: 'G' | 'U'; subjek: string }) {
  const caller = await me(ctx);
  if (subject.jenis === 'U' && subject.subjek === caller.userid) throw new ActError(NUM.DENIED, 'Anda tidak dapat mengubah hak akses Anda sendiri.');
  if (subject.jenis === 'G' && !caller.admin && caller.kelompok && subject.subjek === caller.kelompok)
    throw new ActError(NUM.DENIED, `Anda tidak dapat mengubah hak akses kelompok Anda sendiri (${caller.kelompok}).`);
}

/** Whether the session's user is an active administrator. */
export async function callerIsAdmin(ctx: ActContext): Promise<boolean> {
  return (await me(ctx)).admin;
}

/** The rows of a subject as they are, for comparing a change with. */
export const rightsRows = (tx: Tx, jenis: 'G' | 'U', subjek: string) => rows(tx, jenis, subjek);

/** What a group's rows grant a member without rows of their own. */
export const groupRights = (r: RightRow[]): Set<string> => new Set(r.filter((x) => x.izin).map((x) => `${x.modul}:${x.aksi}`));
