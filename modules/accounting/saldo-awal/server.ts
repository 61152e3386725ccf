/** Opening balances of accounts: each row posts Dr/Cr the account against Ekuitas Saldo Awal. */
import { ActError, NUM } from '@niaga/kernel';
import { serverOf } from '@niaga/kernel/server';
import { dec } from '@niaga/core';
import { accountOf, openingDate, registerPostingDocument, repost, requireBooks, unpost } from '@niaga/ledger';
import meta from './saldo-awal';

export const SUMBER_SALDO_AWAL = 'SAA';
const nomor = (kodeacc: string) => `SAA-${kodeacc}`;
registerPostingDocument({ sumber: SUMBER_SALDO_AWAL, table: meta.name, title: meta.title, nomor: `'SAA-' || kodeacc` });

export const saldoawalServer = serverOf(meta, {
  async beforeSave(ctx, rec, old) {
    const a = await accountOf(ctx.tx, rec.kodeacc);
    const eq = await accountOf(ctx.tx, { role: 'ekuitassaldoawal' });
    if (a.grup || !a.aktif) throw new ActError(NUM.INVALID, `Perkiraan ${a.kodeacc} harus perkiraan detail yang aktif.`);
    if (!['1', '2', '3'].includes(a.kelompok)) throw new ActError(NUM.INVALID, `Saldo awal hanya untuk perkiraan neraca (aset, kewajiban, ekuitas); ${a.kodeacc} ${a.namaacc} bukan.`);
    if (a.tipe === 'PERSEDIAAN') throw new ActError(NUM.INVALID, `Saldo awal persediaan diisi melalui Saldo Awal Item (/saldoawal), bukan di sini.`);
    if (a.tipe === 'PIUTANG' || a.tipe === 'HUTANG')
      throw new ActError(NUM.INVALID, `Saldo awal ${a.tipe === 'PIUTANG' ? 'piutang diisi per pelanggan (Saldo Awal Piutang)' : 'hutang diisi per supplier (Saldo Awal Hutang)'}, bukan di sini.`);
    if (a.id === eq.id) throw new ActError(NUM.INVALID, `Perkiraan ${a.kodeacc} adalah lawan saldo awal (Ekuitas Saldo Awal).`);
    const d = dec(rec.debet);
    const k = dec(rec.kredit);
    if (d.isNegative() || k.isNegative() || d.gt(0) === k.gt(0)) throw new ActError(NUM.INVALID, 'Isi salah satu, debet atau kredit, lebih dari 0.');
    const b = await requireBooks(ctx.tx);
    const userid = ctx.session?.userid;
    if (old && old.kodeacc !== rec.kodeacc) await unpost(ctx.tx, SUMBER_SALDO_AWAL, nomor(old.kodeacc), { opening: true, userid });
    await repost(ctx.tx, {
      sumber: SUMBER_SALDO_AWAL,
      notransaksi: nomor(a.kodeacc),
      tanggal: openingDate(b),
      opening: true,
      userid,
      keterangan: `Saldo awal ${a.kodeacc} ${a.namaacc}`,
      lines: [
        { akun: a.id, debet: d, kredit: k, keterangan: rec.keterangan ?? '' },
        { akun: eq.id, debet: k, kredit: d },
      ],
    });
  },
  async beforeDelete(ctx, old) {
    await unpost(ctx.tx, SUMBER_SALDO_AWAL, nomor(old.kodeacc), { opening: true, userid: ctx.session?.userid });
  },
});
