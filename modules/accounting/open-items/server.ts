/**
 * The servers of the documents both sides of the open-items mechanism have (./documents.ts), each
 * written once and made for a side: `HUTANG` (@niaga/purchasing payables.ts) or `PIUTANG`
 * (@niaga/sales receivables.ts), the ledger's `OpenItemSide`. Also the acts both sides answer: a
 * contact's invoices for a payment's picker ("Ambil Faktur") and a contact's deposit balance.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, fieldError, LINK_FIELD, MAX_PAGE_SIZE, NUM } from '@niaga/kernel';
import { defineAct, type Access, type DoctypeServer, type Row, type ServerOf, type Tx } from '@niaga/kernel/server';
import { dec, formatAmount } from '@niaga/core';
import { assertNotSettled, credit, debit, depositBalance, invoicePage, invoices, openItemValues, type DocumentPosting, type InvoiceQuery, type JournalLine, type OpenItemSide } from '@niaga/ledger';
import { SIDE, type DepositSaldoReply, type depositDocument, type openingDocument, type PaymentRecord, type ReturnBase, type ReturnOwn, type ReturnRecord, type Side, type SideWords } from './documents';
/** The declarations these servers serve: both sides' are the same but for name, code and words (./documents.ts). */
type OpeningDocument = ReturnType<typeof openingDocument>;
type DepositDocument = ReturnType<typeof depositDocument>;

const words = <S extends Side>(side: OpenItemSide<S>): SideWords<S> => SIDE[side.nama];

/** Opening invoices (SAH, SAP): not changed once settled; Dr Ekuitas Saldo Awal / Cr Hutang Usaha, or Dr Piutang Usaha / Cr Ekuitas Saldo Awal. */
export const openingServer = (side: OpenItemSide<Side>, title: string): DoctypeServer => {
  const hooks: ServerOf<OpeningDocument> = {
    async beforeSave(ctx, rec, old) {
      if (old) await assertNotSettled(ctx.tx, side, title, old.notransaksi, 'diubah');
      openItemValues(rec, rec.jumlah);
    },
    async beforeDelete(ctx, old) {
      await assertNotSettled(ctx.tx, side, title, old.notransaksi, 'dihapus');
    },
    posting(_ctx, d): DocumentPosting {
      const ket = d.keterangan || `Saldo awal ${side.nama} ${d.kodesupel} ${d.nofaktur ?? ''}`.trim();
      const ekuitas = [{ role: 'ekuitassaldoawal' }, d.jumlah, { keterangan: ket, label: 'Ekuitas Saldo Awal' }] as const;
      const kontak = [{ role: side.nama }, d.jumlah, { keterangan: ket, kontak: d.kodesupel, label: words(side).akun, fields: { kontak: 'kodesupel' } }] as const;
      // Owed to a supplier: a credit; owed by a customer: a debit (the debit line first).
      return { keterangan: ket, lines: side.nama === 'hutang' ? [debit(...ekuitas), credit(...kontak)] : [debit(...kontak), credit(...ekuitas)] };
    },
  };
  return hooks;
};

/**
 * Deposits (DB, DP): Dr Uang Muka Pembelian / Cr Kas/Bank to a supplier, Dr Kas/Bank / Cr Uang
 * Muka Penjualan from a customer; one that documents used is not reduced below what they used.
 * The contact's row is locked while checked: the documents using the deposit take the same lock.
 */
export function depositServer(side: OpenItemSide<Side>): DoctypeServer {
  const w = words(side);
  async function assertCovered(tx: Tx, kodesupel: string, notransaksi: string, jumlahBaru: string) {
    await tx.execute(sql`select id from ${sql.identifier(w.kontak)} where kodesupel = ${kodesupel} for update`);
    const saldo = dec(await depositBalance(tx, side, kodesupel, notransaksi)).plus(dec(jumlahBaru));
    if (saldo.isNegative()) throw new ActError(NUM.IN_USE, `Deposit ${notransaksi} sudah dipakai ${w.dipakai} ${w.kontak} ${kodesupel}; saldo deposit akan menjadi ${formatAmount(saldo)}.`);
  }
  const hooks: ServerOf<DepositDocument> = {
    async beforeSave(ctx, rec, old) {
      if (old) await assertCovered(ctx.tx, old.kodesupel, old.notransaksi, old.kodesupel === rec.kodesupel ? rec.jumlah : '0');
    },
    async beforeDelete(ctx, old) {
      await assertCovered(ctx.tx, old.kodesupel, old.notransaksi, '0');
    },
    posting(_ctx, d): DocumentPosting {
      const ket = d.keterangan || `${w.deposit} ${d.kodesupel}`;
      const uangmuka = [{ role: w.uangmuka.role }, d.jumlah, { keterangan: ket, kontak: d.kodesupel, label: w.uangmuka.label }] as const;
      const kas = [d.kodeacckas, d.jumlah, { keterangan: ket, label: 'Kas/Bank', fields: { akun: 'kodeacckas' } }] as const;
      return { keterangan: ket, lines: side.nama === 'hutang' ? [debit(...uangmuka), credit(...kas)] : [debit(...kas), credit(...uangmuka)] };
    },
  };
  return hooks;
}

/** The invoices a payment settles: its lines' (BH, BP; what `keepsOpen` recomputes). */
export const paymentInvoices = (d: Row) => ((d.lines as Row[] | undefined) ?? []).map((l) => String(l.noinvoice));

/** The invoice a return reduces: the purchase or sale it names (RB `nobeli`, RJ `nojual`; what `keepsOpen` recomputes). */
export const returnInvoices = (side: OpenItemSide<Side>) => (d: Row) => (d[words(side).nomor] ? [String(d[words(side).nomor])] : []);

/**
 * A payment's lines (BH, BP): each invoice is this contact's, dated no later than the payment, and
 * is paid (with its discount) no more than remains, leaving the payment being edited (`kecuali`)
 * out; the invoices are locked. Refuses with every line's problem on its cell.
 */
export async function checkPaidInvoices(tx: Tx, side: OpenItemSide<Side>, rec: PaymentRecord, kecuali: string) {
  const lines = rec.lines;
  const nos = lines.map((l) => l.noinvoice);
  const found = new Map((await invoices(tx, side, { nos, kecuali, lock: true })).map((x) => [x.notransaksi, x]));
  const fields: Record<string, string> = {};
  lines.forEach((l, i) => {
    const inv = found.get(l.noinvoice);
    const f = `lines.${i}.noinvoice`;
    if (!inv) fields[f] = `Baris ${i + 1}: faktur ${side.nama} '${l.noinvoice}' tidak ditemukan.`;
    else if (inv.kodesupel !== rec.kodesupel) fields[f] = `Baris ${i + 1}: faktur ${inv.notransaksi} milik ${words(side).kontak} ${inv.kodesupel}, bukan ${rec.kodesupel}.`;
    else if (inv.tanggal > rec.tanggal) fields[f] = `Baris ${i + 1}: faktur ${inv.notransaksi} bertanggal ${inv.tanggal}, setelah tanggal pembayaran.`;
    else {
      const v = dec(l.bayar).plus(dec(l.potongan));
      if (v.gt(dec(inv.sisa))) fields[`lines.${i}.bayar`] = `Baris ${i + 1}: bayar dan potongan ${formatAmount(v)} melebihi sisa ${side.nama} ${inv.notransaksi} (${formatAmount(inv.sisa)}).`;
    }
  });
  const msgs = Object.values(fields);
  if (msgs.length) throw new ActError(NUM.RULE, msgs.length === 1 ? msgs[0] : `${msgs[0]} (dan ${msgs.length - 1} lainnya)`, { fields });
}

/**
 * A free return (mode 2, RB / RJ) takes no line of a purchase or sale and reduces no invoice (it
 * is paid back in cash): refused on the line or the flag; the purchase or sale it names emptied.
 */
export function freeReturn<S extends Side>(side: OpenItemSide<S>, rec: ReturnRecord<S>) {
  const w = words(side);
  const own: ReturnOwn<S> = rec;
  const { lines }: ReturnBase = rec;
  lines.forEach((l, i) => {
    if (l[LINK_FIELD]) throw fieldError(`lines.${i}.${LINK_FIELD}`, `Baris ${i + 1}: retur bebas tidak mengambil baris ${w.sumber}.`);
  });
  if (own[w.potong]) throw fieldError(w.potong, `Retur bebas dikembalikan tunai; potong ${side.nama} hanya untuk retur dari ${w.sumber}.`);
  const named: Record<SideWords<S>['nomor'], string> = rec;
  named[w.nomor] = '';
}

/** A return that reduces its purchase's or sale's invoice (`potonghutang`, `potongpiutang`) reduces it no more than remains (the invoice locked). */
export async function assertReturnCovered<S extends Side>(tx: Tx, side: OpenItemSide<S>, rec: ReturnRecord<S>, old: { notransaksi: string } | null) {
  const w = words(side);
  const own: ReturnOwn<S> = rec;
  const { total }: ReturnBase = rec;
  if (!own[w.potong]) return;
  const no = own[w.nomor];
  const [inv] = await invoices(tx, side, { nos: [no], kecuali: old ? old.notransaksi : '', lock: true });
  const sisa = dec(inv?.sisa ?? '0');
  if (dec(total).gt(sisa))
    throw new ActError(NUM.RULE, `Retur ${formatAmount(total)} melebihi sisa ${side.nama} ${w.sumber} ${no} (${formatAmount(sisa)}); kembalikan tunai.`, {
      fields: { [w.potong]: `Sisa ${side.nama} ${formatAmount(sisa)}` },
    });
}

/** A return's money: off its invoice (Dr Hutang Usaha, Cr Piutang Usaha) or paid back from Kas/Bank (Dr from a supplier, Cr to a customer). */
export function returnSettlement<S extends Side>(side: OpenItemSide<S>, d: ReturnRecord<S>, ket: string): JournalLine {
  const w = words(side);
  const own: ReturnOwn<S> = d;
  const { total, kodesupel, kodeacckas }: ReturnBase = d;
  const line = side.nama === 'hutang' ? debit : credit;
  return own[w.potong]
    ? line({ role: side.nama }, total, { keterangan: ket, kontak: kodesupel, label: w.akun, fields: { kontak: 'kodesupel' } })
    : line(kodeacckas, total, { keterangan: ket, label: 'Kas/Bank', fields: { akun: 'kodeacckas' } });
}

/**
 * What an open-items picker ("Ambil Faktur" on a payment) may add to its act's payload: `cari` (a
 * number, or part of it), `tanpa` (numbers the form already has) and a page (`pagenum` from 0,
 * `itemlimit`); with `itemlimit` the answer is one page, oldest due first, with `query_data`.
 */
export const pickerFields = {
  cari: z.string({ error: 'cari harus berupa teks' }).trim().max(40, 'cari maksimal 40 karakter').default(''),
  tanpa: z.array(z.string().trim().toUpperCase().max(40), { error: 'tanpa harus berupa daftar nomor' }).max(MAX_PAGE_SIZE).default([]),
  pagenum: z.coerce.number({ error: 'pagenum harus berupa angka' }).int().min(0, 'pagenum mulai dari 0').default(0),
  itemlimit: z.coerce.number({ error: 'itemlimit harus berupa angka' }).int().min(1).max(MAX_PAGE_SIZE).optional(),
};

/** A contact's invoices for a picker: all of them (no `itemlimit`), or one page with `query_data`. */
export async function pickerInvoices(tx: Tx, side: OpenItemSide, table: string, q: InvoiceQuery, p: { cari: string; tanpa: string[]; pagenum: number; itemlimit?: number }) {
  const query = { ...q, cari: p.cari, tanpa: p.tanpa };
  if (p.itemlimit === undefined) return { [table]: (await invoicePage(tx, side, query)).rows };
  const r = await invoicePage(tx, side, { ...query, limit: p.itemlimit, offset: p.pagenum * p.itemlimit });
  return { query_data: [{ totpage: Math.ceil(r.total / p.itemlimit), totrec: r.total, lebih: !!r.lebih, pagenum: p.pagenum }], [table]: r.rows };
}

const tanggal = z
  .string({ error: 'Tanggal harus berupa tanggal' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal bukan tanggal yang valid (TTTT-BB-HH)');

/** A supplier's or customer's code in a payload. */
const kodeKontak = (side: OpenItemSide<Side>) => {
  const wajib = `${words(side).label} wajib diisi`;
  return z.string({ error: wajib }).trim().toUpperCase().min(1, wajib).max(30);
};

/** What an act declares itself (a contract: its name, what it answers, its module and access). */
interface ActHead {
  name: string;
  summary: string;
  module: string;
  access: Access | Access[];
}

/**
 * A contact's invoices with what remains of each at a date, for a payment's picker (hutangsupplier,
 * piutangpelanggan) → tbl_hutang / tbl_piutang.
 */
export const openInvoicesAct = (side: OpenItemSide<Side>, head: ActHead) =>
  defineAct({
    ...head,
    schema: z.object({ kodesupel: kodeKontak(side), sampai: tanggal.optional(), semua: z.coerce.boolean().default(false), kecuali: z.string().trim().toUpperCase().max(40).default(''), ...pickerFields }),
    async handler(ctx, p) {
      return pickerInvoices(ctx.tx, side, `tbl_${side.nama}`, { kodesupel: p.kodesupel, sampai: p.sampai, terbuka: !p.semua, kecuali: p.kecuali }, p);
    },
  });

/** A contact's deposit balance (depositsaldo, depositsaldopel) → tbl_depositsaldo (kodesupel, saldo). */
export const depositSaldoAct = (side: OpenItemSide<Side>, head: ActHead) =>
  defineAct({
    ...head,
    schema: z.object({ kodesupel: kodeKontak(side) }),
    async handler(ctx, p): Promise<DepositSaldoReply> {
      return { tbl_depositsaldo: [{ kodesupel: p.kodesupel, saldo: await depositBalance(ctx.tx, side, p.kodesupel) }] };
    },
  });
