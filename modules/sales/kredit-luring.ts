/**
 * The credit figures the offline till keeps (issue 39, docs/kasir.md "Payment offline"): every
 * customer with a credit limit (`pelanggan.limitkredit` > 0) and what it owes now (the same
 * `piutang` open items `checkCreditLimit` reckons with), as of one moment. The till reads them each
 * time it is online (with its block of numbers) and keeps them in IndexedDB; offline it judges a
 * credit sale against them and says they are the figures of that moment. A customer not listed had
 * no limit then.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { dec, type Dec } from '@niaga/core';
import { defineAct, rowsOf } from '@niaga/kernel/server';
import { piutang } from './receivables';
import type { KasirKreditReply } from './replies';

export const kasir_kredit = defineAct({
  name: 'kasir_kredit',
  summary:
    'Angka kredit pelanggan untuk kasir luring (issue 39): → waktu (ISO, saat angka dibaca), tbl_kredit [{kodesupel, namasupel, limitkredit, piutang (piutang terbuka)}] untuk setiap pelanggan dengan limit kredit > 0; pelanggan yang tidak tercantum tidak memiliki limit.',
  module: 'sales',
  access: { modul: 'mJual', aksi: 'mopen' },
  log: false,
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<KasirKreditReply> {
    const pel = await rowsOf<{ kodesupel: string; namasupel: string; limitkredit: string }>(
      ctx.tx,
      sql`select kodesupel, namasupel, limitkredit::text as limitkredit from pelanggan where limitkredit > 0 order by kodesupel`,
    );
    const owed = new Map<string, Dec>();
    if (pel.length) for (const r of await piutang(ctx.tx)) owed.set(r.kodesupel, (owed.get(r.kodesupel) ?? dec(0)).plus(dec(r.sisa)));
    return {
      waktu: new Date().toISOString(),
      tbl_kredit: pel.map((p) => ({ ...p, piutang: (owed.get(p.kodesupel) ?? dec(0)).toFixed(2) })),
    };
  },
});
