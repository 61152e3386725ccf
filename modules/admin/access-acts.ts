/** Permission acts of spec §6 and §7.2. Number 0: allowed; 30 with a message: refused. */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ActError, NUM, AKSI, type Aksi } from '@niaga/kernel';
import { defineAct, issueGrant, reply, type ActContext } from '@niaga/kernel/server';
import { accessPolicy, openModules } from './access';
import { pengguna } from './tables';
import { verifyPassword } from './passwords';
import { initAuth, menuAccessNames, visibleMenu } from './menu';
import { reserveAttempt } from './ratelimit';
import type { AuthActMenuReply } from './replies';

const AKSI_KEYS = Object.keys(AKSI) as [Aksi, ...Aksi[]];
const modul = (label: string) => z.string({ error: `${label} wajib diisi` }).trim().min(1, `${label} wajib diisi`).max(60, `${label} maksimal 60 karakter`);
const aksi = (label: string) => z.enum(AKSI_KEYS, { error: `${label} harus salah satu dari ${AKSI_KEYS.join(', ')}` });

export const deniedText = (m: string, a: Aksi) => `Maaf, Anda tidak memiliki hak akses ${AKSI[a]} pada modul ${m}.`;

async function requireRight(ctx: ActContext, m: string, a: Aksi) {
  if (!(await ctx.can(m, a))) throw new ActError(NUM.DENIED, deniedText(m, a), { modul: m, type: a });
}

export const authaccess = defineAct({
  name: 'authaccess',
  summary: 'Cek hak akses: modul, type (mopen, madd, medit, mdelete, mprint, mexport) → 0 boleh; 30 dengan pesan bila tidak.',
  module: 'admin',
  schema: z.object({ modul: modul('modul'), type: aksi('type') }).passthrough(),
  async handler(ctx, p) {
    await requireRight(ctx, p.modul, p.type);
    return reply(null, 'Akses diizinkan.');
  },
});

export const authaccess_double = defineAct({
  name: 'authaccess_double',
  summary: 'Cek dua hak akses sekaligus: modul, type, modul2, type2 → 0 bila keduanya boleh; 30 dengan pesan hak pertama yang tidak dimiliki.',
  module: 'admin',
  schema: z.object({ modul: modul('modul'), type: aksi('type'), modul2: modul('modul2'), type2: aksi('type2') }).passthrough(),
  async handler(ctx, p) {
    await requireRight(ctx, p.modul, p.type);
    await requireRight(ctx, p.modul2, p.type2);
    return reply(null, 'Akses diizinkan.');
  },
});

export const authaccess_izin = defineAct({
  name: 'authaccess_izin',
  summary:
    'Otorisasi oleh user lain: modul, type, userid, pass → 0 bila password user tersebut benar dan ia memiliki hak itu, dengan data.izin: izin sekali pakai (120 detik, untuk sesi ini) yang dikirim sebagai field izin pada act yang dijaga; 22 password salah (dibatasi seperti login, 23), 30 tidak berhak.',
  module: 'admin',
  schema: z
    .object({
      modul: modul('modul'),
      type: aksi('type'),
      userid: z.string({ error: 'Masukkan User ID' }).trim().min(1, 'Masukkan User ID').max(30, 'User ID maksimal 30 karakter').transform((s) => s.toUpperCase()),
      pass: z.string({ error: 'Masukkan Password' }).min(1, 'Masukkan Password').max(200, 'Password terlalu panjang'),
    })
    .passthrough(),
  async handler(ctx, p) {
    const company = ctx.company!;
    const attempt = { companyId: company.id, userid: p.userid, ip: ctx.ip, jenis: 'izin' as const };
    const slot = await reserveAttempt(ctx.tx, attempt, 'otorisasi');
    try {
      const [u] = await ctx.tx.select({ hash: pengguna.password_hash, aktif: pengguna.aktif }).from(pengguna).where(eq(pengguna.userid, p.userid)).limit(1);
      if (!(await verifyPassword(u?.hash ?? null, p.pass)) || !u.aktif) {
        slot.fail(ctx.db);
        throw new ActError(NUM.LOGIN, 'User ID atau Password salah.');
      }
    } finally {
      slot.release();
    }
    if (!(await accessPolicy(ctx.tx, company, p.userid, p.modul, p.type)))
      throw new ActError(NUM.DENIED, `Maaf, user ${p.userid} tidak memiliki hak akses ${AKSI[p.type]} pada modul ${p.modul}.`, { modul: p.modul, type: p.type });
    const izin = await issueGrant(ctx.tx, { companyId: company.id, sessionId: ctx.session!.sessionId, modul: p.modul, aksi: p.type }, p.userid);
    return reply({ userid: p.userid, izin }, `Diotorisasi oleh ${p.userid}.`);
  },
});

export const authactmenu = defineAct({
  name: 'authactmenu',
  summary: 'Menu yang boleh dibuka user: data {semua (administrator), modul: [nama akses dengan hak mopen], menu: pohon menu §2.5 yang terlihat (modules/admin/menu.ts)}.',
  module: 'admin',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<AuthActMenuReply> {
    const open = await openModules(ctx.tx, ctx.session!.userid);
    const allowed = open.all ? 'all' : open.modules;
    return {
      semua: open.all,
      modul: open.all ? menuAccessNames() : [...open.modules].sort(),
      menu: visibleMenu(allowed),
    };
  },
});

export const GetAllowAccessMenu = defineAct({
  name: 'GetAllowAccessMenu',
  summary:
    'Bendera menu: tbl_initauth [{aut_mSMaster, aut_mSPembelian, aut_mSPenjualan, aut_mSPerakitan, aut_mSPersediaan, aut_mSAkuntansi, aut_mSLaporan, aut_mSPengaturan, aut_mSPengaturanEcommerce}] dan tbl_initauth_modul [{aut_mSKasir, aut_mJual, aut_mKasLaci, aut_mSTerminalHarga}], true/false; seksi boleh bila user boleh membuka salah satu modulnya.',
  module: 'admin',
  schema: z.object({}).passthrough(),
  async handler(ctx) {
    const open = await openModules(ctx.tx, ctx.session!.userid);
    return initAuth(open.all ? 'all' : open.modules);
  },
});
