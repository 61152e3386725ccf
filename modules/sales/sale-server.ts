/**
 * Sales on the server (kasir KSR and jual JL alike): the server is the judge of every figure. Before
 * saving it stamps the time and the cashier, then recomputes each line's list price (customer level
 * and group, unit, variant, the quantity tier of the line's quantity), its period discounts and every promo line from the company's own rows
 * at the sale's date and time, and the round-up amount; a sale whose figures differ is refused on
 * the cell (15). Other prices and discounts need a user who may edit sales (mJual · Ubah) or that
 * right granted by a supervisor for this save (`izin` from authaccess_izin). Posting per ACCOUNTING.md §2 (JL, KSR): Dr Kas, Piutang Kartu/E-Money, Uang Muka
 * Penjualan, Piutang Usaha / Cr Penjualan (DPP), PPN Keluaran, Pembulatan; stock out at average
 * cost against HPP.
 */
import { z } from 'zod';
import { ActError, fieldError, NUM, num } from '@niaga/kernel';
import type { RecordOf, SavedOf, ChildRowOf } from '@niaga/kernel';
import type { ActContext, Tx } from '@niaga/kernel/server';
import { inList, referencedRow, rowsOf, serverOf } from '@niaga/kernel/server';
import { sql } from 'drizzle-orm';
import { dec, formatAmount, diskonBertingkat, diskonPeriode, labaMinimumItem, MODE_LABA, round, hargaJual, langkahBulat, pembulatan, promoGratis, promoTebus, quantity, type Dec } from '@niaga/core';
import { credit, debit, knownNegativeStock, moveText, openItemValues, type DocumentPosting, type JournalLine, type StockMove } from '@niaga/ledger';
import { TIPE_RAKITAN, TIPE_STOK } from '@niaga/master';
import { itemsByCode } from '@niaga/master/server';
import { defaultComponents } from '@niaga/assembly/server';
import { gudangId } from '@niaga/master/server';
import { assertAvailable, qtyText, refuseShort, stockKey, stockMap, stockSelect, type BaseLine, type StockRow } from '@niaga/inventory/server';
import { assertKomisiUnpaid, komisiOf } from './komisi';
import { itemHarga, promoRows, saleData, tebusRows, type ItemHarga, type SaleData } from './pricing-data';
import { checkLuringNumber, jamLuring, luringSchema, recordLuring, shortOffline, type Luring } from './nomor-luring';
import { depositKurang, dibayarOf, kembaliOf, kreditOf, pajakOf, subtotalOf, totalOf } from './figures';
import { movePoints, pointsFor, usePoints } from './points';
import { assertPiutangFree, checkCreditLimit, depositPelSaldo } from './receivables';
import { keepSaleFigures } from '@niaga/system/server';
import { claimQris, PERAN_QRIS, qrisAccount } from '@niaga/payment/server';
import { kasLaciPenjualan } from './shift';
import kasir from './kasir/kasir';

/**
 * A sale as its hooks see it: a till sale's record (kasir); a back-office sale's (jual) is the same
 * without `kaslaci`, so it is one too.
 */
type SaleRecord = RecordOf<typeof kasir>;
type SavedSale = SavedOf<typeof kasir>;
type SaleLine = ChildRowOf<typeof kasir, 'lines'>;
/** A line's cascading discounts by their place (1 to 4). */
const DISKON = ['diskon1', 'diskon2', 'diskon3', 'diskon4'] as const;
const rp = formatAmount;
const same = (a: unknown, b: Dec) => num(a).eq(b);

/** 'yyyy-MM-dd' plus some days. */
const addDays = (tanggal: string, days: number) => new Date(Date.parse(`${tanggal}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A promo line's own fields as the engine judges them. */
interface PromoLine {
  i: number;
  l: SaleLine;
}

async function checkFigures(ctx: ActContext, rec: SaleRecord, old: SavedSale | null, data: SaleData) {
  const lines = rec.lines ?? [];
  const kodesupel = rec.kodesupel;
  const pel = data.pelanggan;
  if (!pel) throw fieldError('kodesupel', `Pelanggan '${kodesupel}' tidak ditemukan.`, NUM.INVALID);
  const { items, diskon } = data;
  const at = `${rec.tanggal} ${rec.jam}`;
  // Prices and discounts other than the list's: allowed to a user who may edit sales, or with a supervisor's grant (izin).
  const deviations: ActError[] = [];
  const own: PromoLine[] = [];
  lines.forEach((l, i) => {
    const it = items.get(l.kodeitem)!;
    if (!it) throw fieldError(`lines.${i}.kodeitem`, `Baris ${i + 1}: Item '${l.kodeitem}' tidak ditemukan.`, NUM.INVALID);
    // The item's tax kind decides its PPN; the line cannot choose another.
    if (l.jenispajak !== it.jenispajak)
      throw fieldError(`lines.${i}.jenispajak`, `Baris ${i + 1}: jenis pajak ${it.kodeitem} adalah ${it.jenispajak}, bukan ${l.jenispajak}.`);
    if (l.idpromo) return own.push({ i, l });
    const unit = it.units.get(l.satuan);
    if (!unit) throw fieldError(`lines.${i}.satuan`, `Baris ${i + 1}: satuan ${l.satuan} bukan satuan item ${it.kodeitem}.`, NUM.INVALID);
    const varian = l.iddetailvarian ? (it.varian.get(l.iddetailvarian) ?? null) : null;
    // The list price of the line: group price, else the quantity tier the line's quantity reaches, else the level (@niaga/core hargaJual).
    const harga = hargaJual({
      satuan: l.satuan,
      levelharga: pel.levelharga,
      kgruppel: pel.kgruppel,
      unit,
      varian,
      hargagrup: it.grup,
      jumlah: num(l.jumlah),
      iddetailvarian: l.iddetailvarian || null,
      hargajumlah: it.hargajumlah,
    });
    if (!same(l.harga, harga))
      deviations.push(fieldError(
        `lines.${i}.harga`,
        `Baris ${i + 1}: harga ${it.kodeitem} ${l.satuan} menurut daftar harga ${rp(harga)}, bukan ${rp(num(l.harga))}. Mengubah harga memerlukan otorisasi supervisor.`,
      ));
    const { pot } = diskonPeriode(diskon, {
      kodeitem: it.kodeitem,
      satuan: l.satuan,
      iddetailvarian: l.iddetailvarian || null,
      kgruppel: pel.kgruppel,
      kodevoucher: rec.kodevoucher || null,
      hargapokok: harga,
      tanggaljam: at,
    });
    const before = deviations.length;
    pot.forEach((p, n) => {
      if (!same(l[DISKON[n]], p))
        deviations.push(fieldError(
          `lines.${i}.diskon${n + 1}`,
          `Baris ${i + 1}: diskon ${n + 1} ${it.kodeitem} saat ini ${rp(p)}%, bukan ${rp(num(l[DISKON[n]]))}%. Diskon lain memerlukan otorisasi supervisor.`,
        ));
    });
    // A price or discount other than the list's: the minimum-profit check (spec §5). Refuse mode
    // refuses it whoever typed it; confirm mode was asked at the till, so it passes here.
    if (deviations.length > before || !same(l.harga, harga)) {
      const cost = (varian?.hpp ?? it.hpp) || '0';
      const net = diskonBertingkat(num(l.harga), DISKON.map((k) => num(l[k])));
      const r = labaMinimumItem({
        kodeitem: it.kodeitem,
        satuan: l.satuan,
        harga: net,
        hpp: dec(cost).times(dec(unit.konversi)),
        minpersen: data.config.get('minlabajual') ?? '0',
        digitharga: Number(data.config.get('digitharga') ?? 0),
        mode: data.config.get('modelabajual') ?? MODE_LABA.konfirmasi,
      });
      if (r.putusan === 'tolak' && dec(cost).gt(0)) throw fieldError(`lines.${i}.harga`, `Baris ${i + 1}: ${r.pesan}`, NUM.RULE);
    }
  });
  if (deviations.length && !(await ctx.can('mJual', 'medit'))) {
    try {
      if (!ctx.demand) throw deviations[0];
      await ctx.demand({ modul: 'mJual', aksi: 'medit' });
    } catch {
      throw deviations[0];
    }
  }
  await checkPromos(ctx, rec, lines, own, at);
  // The round-up amount: the company's rounding step on what is owed.
  const cfg = data.config;
  const t = pajakOf(rec);
  const langkah = cfg.get('pembulatanaktif') === '1' && cfg.get('opsipembulatan') !== '3' ? langkahBulat(cfg.get('opsipembulatan') ?? '1') : dec(0);
  const bulat = pembulatan(t.dpp.plus(t.ppn), langkah).selisih;
  if (!same(rec.pembulatan, bulat))
    throw fieldError('pembulatan', `Pembulatan seharusnya ${rp(bulat)}, bukan ${rp(num(rec.pembulatan))}.`);
  // Redeemed points: worth the rule's nilaipoint each (the balance is checked when they are taken).
  const pakai = num(rec.pointpakai);
  if (pakai.gt(0) || num(rec.bayarpoint).gt(0)) {
    const nilai = data.point ? dec(data.point.nilaipoint) : dec(0);
    if (nilai.lte(0)) throw fieldError('pointpakai', `Point pelanggan ${kodesupel} tidak dapat dipakai membayar: aturan point yang berlaku tidak memberi nilai tukar point.`);
    if (!pakai.isInteger()) throw fieldError('pointpakai', 'Point dipakai harus bilangan bulat.');
    const nilaiPoint = round(pakai.times(nilai));
    if (!same(rec.bayarpoint, nilaiPoint)) throw fieldError('bayarpoint', `${qtyText(pakai)} point bernilai ${rp(nilaiPoint)}, bukan ${rp(num(rec.bayarpoint))}.`);
  }
  // Deposit used: no more than the customer has.
  if (num(rec.deposit).gt(0)) {
    await ctx.tx.execute(sql`select id from pelanggan where kodesupel = ${kodesupel} for update`);
    const saldo = dec(await depositPelSaldo(ctx.tx, kodesupel, old ? old.notransaksi : ''));
    if (num(rec.deposit).gt(saldo))
      throw new ActError(NUM.RULE, depositKurang(kodesupel, saldo, num(rec.deposit)), { fields: { deposit: 'Saldo deposit tidak cukup' } });
  }
}

/** Promo lines: each names a promo that applies now to this sale, at its price, within what it gives. */
async function checkPromos(ctx: ActContext, rec: SaleRecord, lines: SaleLine[], own: PromoLine[], at: string) {
  if (!own.length) return;
  const sold = lines.filter((l) => !l.idpromo);
  const promos = await promoRows(ctx.tx, [...new Set(sold.map((l) => l.kodeitem))]);
  const tebus = await tebusRows(ctx.tx);
  const subtotal = subtotalOf({ ...rec, lines: sold });
  const given = new Map<string, Dec>();
  for (const { i, l } of own) {
    const id = l.idpromo;
    let allowed: { kodeitem: string; satuan: string; harga: Dec; jumlah: Dec } | null = null;
    const t = promoTebus(tebus, subtotal, at).find((x) => x.idpromo === id);
    if (t) allowed = { kodeitem: t.kodeitemgr, satuan: t.satuangratis, harga: dec(t.harga), jumlah: dec(t.jumlahgratis) };
    else {
      const p = promos.find((x) => x.idpromo === id);
      if (p) {
        const qty = sold.filter((s) => s.kodeitem === p.kodeitem && s.satuan === p.satuanjual).reduce((a, s) => a.plus(num(s.jumlah)), dec(0));
        const got = promoGratis([p], { kodeitem: p.kodeitem, satuan: p.satuanjual, iddetailvarian: p.iddetailvarianjual ?? null, jmljual: qty, tanggaljam: at });
        if (got) {
          const choice = got.opsigratis === '2' ? got.itemgratis.find((g) => g.kodeitemgr === l.kodeitem && g.satuangratis === l.satuan) : got;
          if (choice && 'kodeitemgr' in choice)
            allowed = {
              kodeitem: choice.kodeitemgr,
              satuan: choice.satuangratis,
              harga: choice.tebus ? dec(choice.harga) : dec(0),
              jumlah: 'jumlahgratis' in choice ? choice.jumlahgratis : got.jmlgratis,
            };
        }
      }
    }
    if (!allowed || allowed.kodeitem !== l.kodeitem || allowed.satuan !== l.satuan)
      throw fieldError(`lines.${i}.idpromo`, `Baris ${i + 1}: promo ${id} tidak berlaku untuk ${l.kodeitem} ${l.satuan} pada penjualan ini.`);
    if (!same(l.harga, allowed.harga)) throw fieldError(`lines.${i}.harga`, `Baris ${i + 1}: harga promo ${id} adalah ${rp(allowed.harga)}.`);
    for (const k of DISKON) if (!num(l[k]).isZero()) throw fieldError(`lines.${i}.${k}`, `Baris ${i + 1}: item promo tidak mendapat diskon.`);
    const sofar = (given.get(id) ?? dec(0)).plus(num(l.jumlah));
    given.set(id, sofar);
    if (sofar.gt(allowed.jumlah))
      throw fieldError(`lines.${i}.jumlah`, `Baris ${i + 1}: promo ${id} memberi paling banyak ${qtyText(allowed.jumlah)} ${allowed.satuan}.`);
  }
}

/** The refusal of a till sale without a customer when the company has no general customer set. */
export const TANPA_PELANGGAN_UMUM = 'Pelanggan belum dipilih dan Pelanggan Umum Default belum diatur: pilih pelanggan, atau isi Pelanggan Umum Default di Pengaturan Umum.';

/**
 * The customer of a new till sale that names none: the company's Pelanggan Umum Default
 * (`pelangganumum`, /pengaturanumum; a new company's is UMUM 'Pelanggan Umum', made at /startingdb).
 * An edit names its customer, as a back-office sale does.
 */
async function pelangganUmum(ctx: ActContext, old: SavedSale | null): Promise<string> {
  if (old) throw fieldError('kodesupel', 'Pelanggan wajib diisi', NUM.INVALID);
  const [r] = await rowsOf<{ nilai: string }>(ctx.tx, sql`select nilai from konfigurasi where nama = 'pelangganumum'`);
  const kode = (r?.nilai ?? '').trim().toUpperCase();
  if (!kode) throw fieldError('kodesupel', TANPA_PELANGGAN_UMUM, NUM.INVALID);
  return kode;
}

const judul = (sumber: 'KSR' | 'JL') => (sumber === 'KSR' ? 'Penjualan Kasir' : 'Penjualan');

/**
 * A sale paid by QRIS takes its paid QRIS once (@niaga/payment claimQris: the amount, paid or
 * confirmed, not taken by another sale); an edit keeping the same referensi and amount takes nothing again.
 */
async function qrisOfSale(tx: Tx, rec: SaleRecord, old: SavedSale | null): Promise<string> {
  if (!num(rec.bayarqris).gt(0)) return '';
  const ref = String(rec.refqris ?? '');
  if (old && old.refqris === ref && num(old.bayarqris).eq(num(rec.bayarqris))) return qrisAccount(tx);
  return (await claimQris(tx, ref, String(rec.bayarqris))).kodeacc;
}

/**
 * An edit from a form that does not carry the QRIS (the fields are the till's, hidden in the generic
 * forms): the QRIS received stays the sale's, and its figures are computed with it.
 */
function keepQris(rec: SaleRecord, old: SavedSale | null) {
  if (!old || !num(old.bayarqris).gt(0) || rec.refqris) return;
  Object.assign(rec, { bayarqris: old.bayarqris, refqris: old.refqris });
  Object.assign(rec, { dibayar: dibayarOf(rec).toFixed(2), kredit: kreditOf(rec).toFixed(2), kembali: kembaliOf(rec).toFixed(2) });
}

/** What a sale's beforeSave learns that its posting uses (DoctypeServer's facts). */
export interface SaleFacts {
  /** The stock lines, warehouse and date beforeSave checked the stock of (stockCheckKey): the posting's check then stands. Null when it did not check. */
  stockChecked: string | null;
  /** Setting Item Rakitan Dijual: Komponen Keluar dari Stok (/pengaturanumum, konfigurasi 'rakitjual'), as beforeSave read it with its look-ups. */
  assemblyAsComponents: boolean;
  /** The account the QRIS payment lands in (@niaga/payment claimQris; '' : the role Kliring QRIS). */
  akunQris: string;
}

export const saleServer = (sumber: 'KSR' | 'JL') =>
  serverOf<typeof kasir, SaleFacts>(kasir, {
  // A till sale names the device it is rung up on (the drawer is opened per cashier and device).
  // An offline sale (issue 39, nomor-luring.ts) says when it was sold and from which block its number is.
  ...(sumber === 'KSR' ? { extra: { compname: z.string().trim().max(100, 'compname paling panjang 100 karakter').optional(), luring: luringSchema } } : {}),
  async beforeSave(ctx, rec, old, extra): Promise<SaleFacts> {
    keepQris(rec, old);
    const lines = rec.lines ?? [];
    // A new till sale without a customer: the company's general customer (Pelanggan Umum Default).
    const umum = sumber === 'KSR' && !rec.kodesupel;
    if (umum) rec.kodesupel = await pelangganUmum(ctx, old);
    // Every look-up of the check in one statement (pricing-data.ts), with the stock of the lines'
    // items in the warehouse on the sale's date (checked at the end, before the number is taken).
    const codes = [...new Set(lines.map((l) => l.kodeitem))];
    const stock = stockSelect({
      items: sql`(select id from item where kodeitem in ${inList(codes.length ? codes : [''])})`,
      gudang: sql`(select id from gudang where kodegudang = ${rec.kodegudang})`,
      tanggal: rec.tanggal,
      sumber,
      notransaksi: old ? old.notransaksi : undefined,
    });
    const data = await saleData(ctx.tx, {
      kodesupel: rec.kodesupel,
      items: lines.map((l) => l.kodeitem),
      tanggal: rec.tanggal,
      config: ['pembulatanaktif', 'opsipembulatan', 'stokminus', 'rakitjual', 'minlabajual', 'modelabajual', 'digitharga', 'modekaslaci'],
      extra: sql`select coalesce(json_agg(x), '[]'::json) from (${stock}) x`,
    });
    if (umum && !data.pelanggan)
      throw fieldError('kodesupel', `Pelanggan Umum Default '${rec.kodesupel}' tidak ditemukan: pilih pelanggan, atau perbaiki Pelanggan Umum Default di Pengaturan Umum.`, NUM.INVALID);
    // A new till sale goes into the cashier's drawer on its device, the one its shift close counts
    // (shift.ts; with Mode Kas Laci on it must have been opened). Back-office sales (JL) are not
    // counted by a shift close, and an edit of a saved till sale is a correction: it stays in its drawer.
    if (sumber === 'KSR') rec.kaslaci = old ? (old.kaslaci ?? null) : await kasLaciPenjualan(ctx, extra?.compname, data.config.get('modekaslaci') === '1');
    // An offline sale is accepted below zero stock (what went short is reported: kasir_luring).
    const luring = sumber === 'KSR' && !old ? (extra?.luring as Luring | undefined) : undefined;
    if (luring) await checkLuringNumber(ctx, rec.notransaksi, String(extra?.compname ?? ''), luring);
    knownNegativeStock(ctx.tx, luring ? '1' : data.config.get('stokminus'));
    // A sale whose receivable a payment (or a return) uses is not changed.
    if (old) await assertPiutangFree(ctx.tx, judul(sumber), old.notransaksi, 'diubah');
    if (old) {
      rec.jam = old.jam;
      rec.userid = old.userid;
    } else {
      rec.jam = luring ? await jamLuring(ctx, luring) : data.now.jam;
      rec.userid = ctx.session?.userid ?? '';
    }
    await checkFigures(ctx, rec, old, data);
    // A sale on credit: the customer's credit limit (receivables.ts), a supervisor may let it go over.
    if (num(rec.kredit).gt(0)) await checkCreditLimit(ctx, { kodesupel: rec.kodesupel, amount: num(rec.kredit), kecuali: old ? old.notransaksi : '', dokumen: 'kredit penjualan ini' });
    // The sales person's commission (komisi.ts); a sale whose commission was paid stays as it is.
    if (old) await assertKomisiUnpaid(ctx.tx, sumber === 'KSR' ? 'Penjualan Kasir' : 'Penjualan', old.notransaksi, 'diubah');
    rec.komisi = await komisiOf(ctx.tx, rec);
    // The receivable's due date: the customer's terms.
    rec.jatuhtempo = num(rec.kredit).gt(0) ? addDays(rec.tanggal, data.pelanggan?.jatuhtempo ?? 0) : null;
    openItemValues(rec, rec.kredit);
    // Points: the old version's earned taken back and its redeemed given back; the new one's
    // redeemed taken (refused when the balance is short), then its earned added. Points are earned
    // on what the points did not pay.
    rec.pointdapat = pointsFor(totalOf(rec).minus(num(rec.bayarpoint)).toFixed(2), data.point?.nominal).toFixed(2);
    if (old) await movePoints(ctx.tx, old.kodesupel, num(old.pointpakai).minus(num(old.pointdapat)));
    await usePoints(ctx.tx, rec.kodesupel, num(rec.pointpakai));
    await movePoints(ctx.tx, rec.kodesupel, num(rec.pointdapat));
    // The dashboard's figures: this version in, the old one out (one statement).
    await keepSaleFigures(ctx.tx, rec, old, 1, sumber);
    // The stock the lines take, last of the checks (the posting does not read it again for the same lines).
    let stockChecked: string | null = null;
    if (data.config.get('stokminus') !== '1') {
      const items = data.items;
      const components = [...items.values()].some((it) => it.tipe === TIPE_RAKITAN) && data.config.get('rakitjual') === '1';
      const gudang = referencedRow(ctx.tx, 'gudang', rec.kodegudang);
      if (!components && gudang) {
        const base = await saleBaseLines(ctx.tx, lines.filter(Boolean), items, false);
        const got = stockMap(new Map(base.map((l) => [stockKey(l), dec(0)])), (data.extra as StockRow[] | null) ?? []);
        if (luring) shortOffline(ctx, () => refuseShort({ lines: base, kodegudang: rec.kodegudang, tanggal: rec.tanggal }, got));
        else refuseShort({ lines: base, kodegudang: rec.kodegudang, tanggal: rec.tanggal }, got);
        stockChecked = stockCheckKey(base, Number(gudang.id), rec.tanggal);
      }
    }
    return { stockChecked, assemblyAsComponents: data.config.get('rakitjual') === '1', akunQris: await qrisOfSale(ctx.tx, rec, old) };
  },
  async afterSave(ctx, saved, old, extra) {
    const luring = sumber === 'KSR' && !old ? (extra?.luring as Luring | undefined) : undefined;
    if (luring) await recordLuring(ctx, { notransaksi: String(saved.notransaksi), compname: String(extra?.compname ?? ''), luring });
  },
  async beforeDelete(ctx, old) {
    await assertKomisiUnpaid(ctx.tx, sumber === 'KSR' ? 'Penjualan Kasir' : 'Penjualan', old.notransaksi, 'dihapus');
    await assertPiutangFree(ctx.tx, judul(sumber), old.notransaksi, 'dihapus');
    await movePoints(ctx.tx, old.kodesupel, num(old.pointpakai).minus(num(old.pointdapat)));
    await keepSaleFigures(ctx.tx, null, old, 1, sumber);
  },
  // A new sale takes its number after its items are locked: its record rides after the posting's
  // lock statement (8 tills of one shop queued on the KSR series from the sale's insert to the
  // commit: docs/operations.md, "Throughput"). A sale's posting needs no id of the record.
  numberLast: true,
  async posting(ctx, d, { facts, late }): Promise<DocumentPosting> {
    const kodesupel = d.kodesupel;
    const no = d.notransaksi;
    const ket = d.keterangan || `Penjualan ${no} ${kodesupel}`;
    const cash = num(d.tunai).minus(num(d.kembali));
    const lines: JournalLine[] = [
      debit(d.kodeacckas || { role: 'kas' }, cash, { keterangan: ket, label: 'Tunai', fields: { akun: 'kodeacckas' } }),
      debit({ role: 'piutangedc' }, d.bayarkartu, { keterangan: `${ket} kartu ${d.kodebank ?? ''}`, label: 'Kartu' }),
      debit({ role: 'piutangedc' }, d.bayaremoney, { keterangan: `${ket} e-money ${d.kodeemoney ?? ''}`, label: 'E-Money' }),
      debit(facts.akunQris || { role: PERAN_QRIS }, d.bayarqris ?? '0', { keterangan: `${ket} QRIS ${d.refqris ?? ''}`, label: 'QRIS' }),
      debit({ role: 'uangmukajual' }, d.deposit, { keterangan: ket, kontak: kodesupel, label: 'Deposit Dipakai' }),
      debit({ role: 'potonganpenjualan' }, d.bayarpoint ?? '0', { keterangan: `${ket} point ${d.pointpakai ?? 0}`, label: 'Point Dipakai' }),
      debit({ role: 'piutang' }, d.kredit, { keterangan: ket, kontak: kodesupel, label: 'Piutang Usaha', fields: { kontak: 'kodesupel' } }),
      credit({ role: 'penjualan' }, d.dpp, { keterangan: ket, label: 'Penjualan' }),
      credit({ role: 'ppnkeluaran' }, d.ppn, { keterangan: ket, label: 'PPN Keluaran' }),
      credit({ role: 'pembulatan' }, d.pembulatan, { keterangan: ket, label: 'Pembulatan' }),
    ].filter((l) => !dec(String(l.debet ?? l.kredit ?? 0)).isZero());
    const stockLines = (d.lines ?? []).filter(Boolean);
    // The items as the check read them (pricing-data.ts keeps them for the transaction).
    const items = await itemHarga(ctx.tx, stockLines.map((l) => l.kodeitem));
    // Assembly items sold take their components out instead, when the company works that way (as beforeSave read the setting).
    const components = [...items.values()].some((it) => it.tipe === TIPE_RAKITAN) && facts.assemblyAsComponents;
    const base = await saleBaseLines(ctx.tx, stockLines, items, components);
    const kodegudang = d.kodegudang;
    // The warehouse as the save's reference check read it, else read.
    const seenGudang = referencedRow(ctx.tx, 'gudang', kodegudang);
    const gudang = seenGudang ? Number(seenGudang.id) : await gudangId(ctx.tx, kodegudang);
    // Checked by beforeSave for these very lines (with its look-ups), else here.
    if (facts.stockChecked !== stockCheckKey(base, gudang, d.tanggal))
      await assertAvailable(ctx.tx, { lines: base, gudang, kodegudang, tanggal: d.tanggal, sumber, notransaksi: late ? undefined : no });
    const moves: StockMove[] = base.map((l) => ({
      item: l.it.id,
      ...(l.varian ? { varian: l.varian } : {}),
      gudang,
      qty: quantity(l.qty.neg()),
      lawan: { role: 'hpp' },
      keterangan: moveText(l.it.kodeitem, l.kodevarian, l.qty.div(l.konversi), l.satuan),
    }));
    return { keterangan: ket, lines, moves };
  },
  });

/** The lines' stock lines in base units (an assembly sold as its components gives theirs). */
async function saleBaseLines(tx: Tx, stockLines: SaleLine[], items: Map<string, ItemHarga>, components: boolean): Promise<BaseLine[]> {
  return (
    await Promise.all(
      stockLines.map(async (l, i): Promise<BaseLine[]> => {
        const it = items.get(l.kodeitem);
        if (!it || !TIPE_STOK.includes(it.tipe)) return [];
        if (components && it.tipe === TIPE_RAKITAN) return componentLines(tx, i, it.kodeitem, l.satuan, l.jumlah);
        const konversi = dec(it.units.get(l.satuan)?.konversi ?? '1');
        const stock = { id: it.id, kodeitem: it.kodeitem, namaitem: it.namaitem, tipe: it.tipe, satuan: it.satuan, konversi: new Map([...it.units].map(([k, u]) => [k, u.konversi])) };
        // A variant (item type 7) keeps its own stock and average cost: the books key stock by the variant's row id.
        const v = l.iddetailvarian ? it.varian.get(l.iddetailvarian) : undefined;
        return [{ i, it: stock, satuan: l.satuan, konversi, qty: num(l.jumlah).times(konversi), ...(v ? { varian: v.id, kodevarian: l.iddetailvarian } : {}) }];
      }),
    )
  ).flat();
}

/** The stock lines, warehouse and date a sale's stock check covered (SaleFacts.stockChecked). */
const stockCheckKey = (base: BaseLine[], gudang: number, tanggal: string) => JSON.stringify([gudang, tanggal, ...base.map((l) => [l.i, stockKey(l), l.qty.toString()])]);

/** The stock lines of an assembly item sold: its component list × the quantity, each in its own unit. */
async function componentLines(tx: Tx, i: number, kodeitem: string, satuan: string, jumlah: string): Promise<BaseLine[]> {
  const parts = await defaultComponents({ tx }, kodeitem, satuan, jumlah);
  const stock = await itemsByCode(tx, parts.map((p) => String(p.kodeitem)));
  return parts.flatMap((p) => {
    const it = stock.get(String(p.kodeitem));
    if (!it || !TIPE_STOK.includes(it.tipe)) return [];
    const konversi = dec(it.konversi.get(String(p.satuan)) ?? '1');
    return [{ i, it, satuan: String(p.satuan), konversi, qty: num(String(p.jumlah)).times(konversi) }];
  });
}
