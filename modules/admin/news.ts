/**
 * News (spec §7.4): published in control.berita to every company (company_id null) or to one,
 * read marks per company and user in control.berita_baca.
 */
import { z } from 'zod';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { berita, beritaBaca, defineAct, requireCompany, type Database } from '@niaga/kernel/server';
import type { InfoGetReply, InfoListReply, UnreadInfoReply } from './replies';

export const PAGE_LIMIT = 15;

const forCompany = (companyId: number) => or(isNull(berita.company_id), eq(berita.company_id, companyId));
const readBy = (companyId: number, userid: string) =>
  sql<boolean>`exists (select 1 from ${beritaBaca} where ${beritaBaca.berita_id} = ${berita.id} and ${beritaBaca.company_id} = ${companyId} and ${beritaBaca.userid} = ${userid})`;

export const getunreadinfo = defineAct({
  name: 'getunreadinfo',
  summary: 'Jumlah berita yang belum dibaca user: tbl_berita [{jumlah}].',
  module: 'admin',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<UnreadInfoReply> {
    const c = ctx.company!.id;
    const [r] = await ctx.tx
      .select({ jumlah: count() })
      .from(berita)
      .where(and(forCompany(c), sql`not ${readBy(c, ctx.session!.userid)}`));
    return { tbl_berita: [{ jumlah: Number(r?.jumlah ?? 0) }] };
  },
});

const int = (label: string, min: number, max: number, dflt: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? dflt : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: `${label} harus berupa angka` }).int(`${label} harus bilangan bulat`).min(min, `${label} minimal ${min}`).max(max, `${label} maksimal ${max}`),
  );

export const info_list = defineAct({
  name: 'info_list',
  summary: `Daftar berita (/listinfo), terbaru dulu: pagenum (mulai 0), itemlimit (${PAGE_LIMIT}) → query_data [{totpage, totalrow}], tbl_berita [{id, judul, tanggal, ringkasan, dibaca, milik (berita perusahaan ini sendiri: dapat diubah dengan info_ae)}].`,
  module: 'admin',
  schema: z.object({ pagenum: int('pagenum', 0, 1_000_000, 0), itemlimit: int('itemlimit', 1, 100, PAGE_LIMIT) }).passthrough(),
  async handler(ctx, p): Promise<InfoListReply> {
    const c = ctx.company!.id;
    const [{ n }] = await ctx.tx.select({ n: count() }).from(berita).where(forCompany(c));
    const rows = await ctx.tx
      .select({
        id: berita.id,
        judul: berita.judul,
        tanggal: berita.tanggal,
        ringkasan: sql<string>`left(${berita.isi}, 200)`,
        dibaca: readBy(c, ctx.session!.userid),
        milik: sql<boolean>`coalesce(${berita.company_id} = ${c}, false)`,
      })
      .from(berita)
      .where(forCompany(c))
      .orderBy(desc(berita.tanggal), desc(berita.id))
      .limit(p.itemlimit)
      .offset(p.pagenum * p.itemlimit);
    const total = Number(n);
    return { query_data: [{ totpage: Math.ceil(total / p.itemlimit), totalrow: total }], tbl_berita: rows.map((r) => ({ ...r, tanggal: new Date(r.tanggal).toISOString() })) };
  },
});

export const info_get = defineAct({
  name: 'info_get',
  summary: 'Detail berita (/infodetail): id → tbl_berita [{id, judul, isi, tanggal}]; ditandai sudah dibaca oleh user. 40 bila tidak ada.',
  module: 'admin',
  schema: z.object({ id: int('id', 1, 2_147_483_647, 0) }).passthrough(),
  async handler(ctx, p): Promise<InfoGetReply> {
    const c = ctx.company!.id;
    const [row] = await ctx.tx
      .select({ id: berita.id, judul: berita.judul, isi: berita.isi, tanggal: berita.tanggal })
      .from(berita)
      .where(and(eq(berita.id, p.id), forCompany(c)))
      .limit(1);
    if (!row) throw new ActError(NUM.NOT_FOUND, 'Berita tidak ditemukan.');
    await ctx.tx.insert(beritaBaca).values({ berita_id: row.id, company_id: c, userid: ctx.session!.userid }).onConflictDoNothing();
    return { tbl_berita: [{ ...row, tanggal: new Date(row.tanggal).toISOString() }] };
  },
});

export const info_readall = defineAct({
  name: 'info_readall',
  summary: 'Menandai semua berita sudah dibaca oleh user (sebelum toast berita) → data {jumlah: 0}.',
  module: 'admin',
  schema: z.object({}).passthrough(),
  async handler(ctx) {
    const c = ctx.company!.id;
    await ctx.tx.execute(
      sql`insert into ${beritaBaca} (berita_id, company_id, userid) select ${berita.id}, ${c}, ${ctx.session!.userid} from ${berita} where ${forCompany(c)} on conflict do nothing`,
    );
    return { jumlah: 0 };
  },
});

/** Publishes a news item to one company (idperusahaan) or to all (null). */
export async function publishNews(db: Database, n: { idperusahaan?: string | null; judul: string; isi: string }): Promise<number> {
  return db.tx(null, async (tx) => {
    const companyId = n.idperusahaan ? (await requireCompany(tx, n.idperusahaan)).id : null;
    const [r] = await tx.insert(berita).values({ company_id: companyId, judul: n.judul, isi: n.isi }).returning({ id: berita.id });
    return r.id;
  });
}
