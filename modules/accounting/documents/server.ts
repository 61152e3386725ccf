/** Cash in, cash out, cash transfer and general journal: rules and postings through the ledger. */
import { ActError, fieldError, NUM, type DocumentMeta } from '@niaga/kernel';
import { documentActs, type ActContext, type ActDef, type DocumentServer, type DocumentTables, type SavedDocument } from '@niaga/kernel/server';
import { dec, sum } from '@niaga/core';
import { accountOf, assertOpen, companyToday, credit, debit, repost, unpost, type JournalLine, type StockMove } from '@niaga/ledger';
import kasmasukMeta from '../kas-masuk/kas-masuk';
import kaskeluarMeta from '../kas-keluar/kas-keluar';
import kastransferMeta from '../kas-transfer/kas-transfer';
import jurnalMeta from '../jurnal/jurnal';
import { jurnal, kaskeluar, kasmasuk, kastransfer } from '../tables';

type Doc = { header: Record<string, unknown>; lines: Record<string, unknown>[] };

/** A document that posts through the ledger: date checks, today, repost on save, reverse on delete. */
export function ledgerDocument(
  meta: DocumentMeta,
  rules: {
    prepare?(ctx: ActContext, doc: Doc, old: SavedDocument | null): Promise<void>;
    toPosting(doc: SavedDocument): { keterangan?: string; lines: JournalLine[]; moves?: StockMove[] };
  },
): DocumentServer {
  return {
    checkDate: async (ctx, tanggal) => {
      await assertOpen(ctx.tx, tanggal);
    },
    today: (ctx) => companyToday(ctx.tx),
    prepare: rules.prepare,
    async post(ctx, doc) {
      const p = rules.toPosting(doc);
      await repost(ctx.tx, { sumber: meta.code, notransaksi: doc.header.notransaksi, tanggal: doc.header.tanggal, userid: ctx.session?.userid, ...p });
    },
    async unpost(ctx, doc) {
      await unpost(ctx.tx, meta.code, doc.header.notransaksi, { userid: ctx.session?.userid });
    },
  };
}


async function cashAccount(ctx: ActContext, kode: string, label: string, field: string) {
  const a = await accountOf(ctx.tx, kode);
  if (a.tipe !== 'KAS' && a.tipe !== 'BANK') throw fieldError(field, `${label}: perkiraan ${a.kodeacc} ${a.namaacc} bukan perkiraan kas atau bank.`);
  if (a.grup || !a.aktif) throw fieldError(field, `${label}: perkiraan ${a.kodeacc} harus perkiraan detail yang aktif.`);
  return a;
}

/** Cash in/out: positive amounts, no line on the cash account itself, total = Σ lines. */
const cashRules = (label: string) => async (ctx: ActContext, doc: Doc) => {
  const kas = await cashAccount(ctx, doc.header.kodeacc as string, 'Perkiraan Kas/Bank', 'kodeacc');
  doc.lines.forEach((l, i) => {
    if (!dec(l.jumlah as string).gt(0)) throw fieldError(`lines.${i}.jumlah`, `Baris ${i + 1}: jumlah ${label} harus lebih dari 0.`);
    if (l.kodeacc === kas.kodeacc) throw fieldError(`lines.${i}.kodeacc`, `Baris ${i + 1}: perkiraan tidak boleh sama dengan perkiraan kas/bank.`);
  });
  doc.header.total = sum(doc.lines.map((l) => l.jumlah as string)).toFixed(2);
};

/** What a document line adds to its journal line: text, contact, and where it came from. */
const lineExtra = (l: Record<string, unknown>, i: number): Partial<JournalLine> => ({
  keterangan: (l.keterangan as string) ?? '',
  kontak: (l.kontak as string) ?? '',
  label: `Baris ${i + 1}`,
  fields: { akun: `lines.${i}.kodeacc`, kontak: `lines.${i}.kontak` },
});
const headerLine = (label: string, field: string): Partial<JournalLine> => ({ label, fields: { akun: field } });

export const kasmasukServer = ledgerDocument(kasmasukMeta, {
  prepare: cashRules('kas masuk'),
  toPosting: (d) => ({
    keterangan: d.header.keterangan as string,
    lines: [
      debit(d.header.kodeacc as string, d.header.total as string, { keterangan: d.header.keterangan as string, ...headerLine('Perkiraan Kas/Bank', 'kodeacc') }),
      ...d.lines.map((l, i) => credit(l.kodeacc as string, l.jumlah as string, lineExtra(l, i))),
    ],
  }),
});

export const kaskeluarServer = ledgerDocument(kaskeluarMeta, {
  prepare: cashRules('kas keluar'),
  toPosting: (d) => ({
    keterangan: d.header.keterangan as string,
    lines: [
      ...d.lines.map((l, i) => debit(l.kodeacc as string, l.jumlah as string, lineExtra(l, i))),
      credit(d.header.kodeacc as string, d.header.total as string, { keterangan: d.header.keterangan as string, ...headerLine('Perkiraan Kas/Bank', 'kodeacc') }),
    ],
  }),
});

export const kastransferServer = ledgerDocument(kastransferMeta, {
  async prepare(ctx, doc) {
    const dari = await cashAccount(ctx, doc.header.kodeaccdari as string, 'Dari Kas/Bank', 'kodeaccdari');
    const ke = await cashAccount(ctx, doc.header.kodeaccke as string, 'Ke Kas/Bank', 'kodeaccke');
    if (dari.id === ke.id) throw fieldError('kodeaccke', 'Perkiraan asal dan tujuan transfer tidak boleh sama.');
    if (!dec(doc.header.jumlah as string).gt(0)) throw fieldError('jumlah', 'Jumlah transfer harus lebih dari 0.');
  },
  toPosting: (d) => ({
    keterangan: d.header.keterangan as string,
    lines: [
      debit(d.header.kodeaccke as string, d.header.jumlah as string, headerLine('Ke Kas/Bank', 'kodeaccke')),
      credit(d.header.kodeaccdari as string, d.header.jumlah as string, headerLine('Dari Kas/Bank', 'kodeaccdari')),
    ],
  }),
});

export const jurnalServer = ledgerDocument(jurnalMeta, {
  async prepare(_ctx, doc) {
    doc.lines.forEach((l, i) => {
      const d = dec(l.debet as string);
      const k = dec(l.kredit as string);
      if (d.isNegative() || k.isNegative()) throw fieldError(`lines.${i}.${d.isNegative() ? 'debet' : 'kredit'}`, `Baris ${i + 1}: debet dan kredit tidak boleh negatif.`);
      if (d.gt(0) === k.gt(0)) throw fieldError(`lines.${i}.kredit`, `Baris ${i + 1}: isi salah satu, debet atau kredit.`);
    });
    const td = sum(doc.lines.map((l) => l.debet as string));
    const tk = sum(doc.lines.map((l) => l.kredit as string));
    if (!td.eq(tk)) throw new ActError(NUM.RULE, `Jurnal tidak seimbang: total debet ${td.toFixed(2)}, total kredit ${tk.toFixed(2)}.`);
    doc.header.total = td.toFixed(2);
  },
  toPosting: (d) => ({
    keterangan: d.header.keterangan as string,
    lines: d.lines.map((l, i) => ({ akun: l.kodeacc as string, debet: l.debet as string, kredit: l.kredit as string, ...lineExtra(l, i) })),
  }),
});

const all: [DocumentMeta, DocumentTables, DocumentServer][] = [
  [kasmasukMeta, kasmasuk, kasmasukServer],
  [kaskeluarMeta, kaskeluar, kaskeluarServer],
  [kastransferMeta, kastransfer, kastransferServer],
  [jurnalMeta, jurnal, jurnalServer],
];

export const documentActsAll: ActDef[] = all.flatMap(([m, t, s]) => documentActs(m, t, s, 'accounting'));
