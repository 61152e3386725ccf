/** /settingperkiraan (mSettingAkun): the account bound to each role. */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, rowsOf, type Tx } from '@niaga/kernel/server';
import type { SettingAkunReply } from './reply';
import { ROLES } from './roles';
import { TIPE_AKUN } from '../perkiraan/perkiraan';

/** Every role with the account bound to it. */
async function roles(tx: Tx): Promise<SettingAkunReply> {
  const bound = new Map(
    (
      await rowsOf<{ peran: string; kodeacc: string; namaacc: string }>(
        tx,
        sql`select s.peran, p.kodeacc, p.namaacc from setting_akun s join perkiraan p on p.id = s.perkiraan_id`,
      )
    ).map((r) => [r.peran, r]),
  );
  return {
    tbl_settingakun: ROLES.map((r) => ({
      peran: r.peran,
      label: r.label,
      kodeacc: bound.get(r.peran)?.kodeacc ?? '',
      namaacc: bound.get(r.peran)?.namaacc ?? '',
      tipe: (r.tipe ?? []).join(','),
    })),
  };
}

export const settingakunList = defineAct({
  name: 'settingakun_list',
  summary: 'Setting perkiraan: setiap peran dengan perkiraan yang dipakai → tbl_settingakun (peran, label, kodeacc, namaacc, tipe).',
  module: 'accounting',
  access: { modul: 'mSettingAkun', aksi: 'mopen' },
  schema: z.object({}).passthrough(),
  handler: (ctx) => roles(ctx.tx),
});

const row = z.object({
  peran: z.string({ error: 'Peran wajib diisi' }).trim(),
  kodeacc: z.string({ error: 'Kode perkiraan wajib diisi' }).trim().toUpperCase().min(1, 'Kode perkiraan wajib diisi'),
});

export const settingakunSave = defineAct({
  name: 'settingakun_save',
  summary: 'Simpan setting perkiraan: rows [{peran, kodeacc}] (perkiraan detail, aktif, dengan tipe yang sesuai peran).',
  module: 'accounting',
  access: { modul: 'mSettingAkun', aksi: 'medit' },
  schema: z.object({ rows: z.array(row, { error: 'rows harus berupa daftar {peran, kodeacc}' }).min(1, 'Tidak ada setting yang disimpan').max(200) }),
  async handler(ctx, p): Promise<SettingAkunReply> {
    for (const r of p.rows) {
      const role = ROLES.find((x) => x.peran === r.peran);
      if (!role) throw new ActError(NUM.INVALID, `Peran '${r.peran}' tidak dikenal.`);
      const [acc] = await rowsOf<{ id: number; grup: boolean; aktif: boolean; tipe: string }>(
        ctx.tx,
        sql`select id, grup, aktif, tipe from perkiraan where kodeacc = ${r.kodeacc}`,
      );
      if (!acc) throw new ActError(NUM.INVALID, `${role.label}: kode perkiraan '${r.kodeacc}' tidak ditemukan.`);
      if (acc.grup) throw new ActError(NUM.INVALID, `${role.label}: perkiraan ${r.kodeacc} adalah perkiraan grup, pilih perkiraan detail.`);
      if (!acc.aktif) throw new ActError(NUM.INVALID, `${role.label}: perkiraan ${r.kodeacc} tidak aktif.`);
      if (role.tipe?.length && !role.tipe.includes(acc.tipe))
        throw new ActError(
          NUM.INVALID,
          `${role.label}: perkiraan ${r.kodeacc} harus bertipe ${role.tipe.map((t) => TIPE_AKUN.find((x) => x.value === t)?.label ?? t).join(' atau ')}.`,
        );
      await ctx.tx.execute(
        sql`insert into setting_akun (peran, perkiraan_id) values (${r.peran}, ${acc.id}) on conflict (peran) do update set perkiraan_id = excluded.perkiraan_id, updated_at = now()`,
      );
    }
    return roles(ctx.tx);
  },
});
