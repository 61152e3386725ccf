/** Cash in, cash out, cash transfer and general journal: what each posts (rules are in the declarations). */
import { serverOf } from '@niaga/kernel/server';
import { credit, debit, type DocumentPosting, type JournalLine } from '@niaga/ledger';
import kasmasuk from '../kas-masuk/kas-masuk';
import kaskeluar from '../kas-keluar/kas-keluar';
import kastransfer from '../kas-transfer/kas-transfer';
import jurnal from '../jurnal/jurnal';

/** A document line's own text and contact (a cash line's, a journal line's). */
type Line = { keterangan: string; kontak: string };

/** What a document line adds to its journal line: text, contact, and where it came from. */
const lineExtra = (l: Line, i: number): Partial<JournalLine> => ({
  keterangan: l.keterangan ?? '',
  kontak: l.kontak ?? '',
  label: `Baris ${i + 1}`,
  fields: { akun: `lines.${i}.kodeacc`, kontak: `lines.${i}.kontak` },
});
const headerLine = (label: string, field: string): Partial<JournalLine> => ({ label, fields: { akun: field } });

export const kasmasukServer = serverOf(kasmasuk, {
  posting: (_ctx, d): DocumentPosting => ({
    keterangan: d.keterangan,
    lines: [
      debit(d.kodeacc, d.total, { keterangan: d.keterangan, ...headerLine('Perkiraan Kas/Bank', 'kodeacc') }),
      ...(d.lines ?? []).map((l, i) => credit(l.kodeacc, l.jumlah, lineExtra(l, i))),
    ],
  }),
});

export const kaskeluarServer = serverOf(kaskeluar, {
  posting: (_ctx, d): DocumentPosting => ({
    keterangan: d.keterangan,
    lines: [
      ...(d.lines ?? []).map((l, i) => debit(l.kodeacc, l.jumlah, lineExtra(l, i))),
      credit(d.kodeacc, d.total, { keterangan: d.keterangan, ...headerLine('Perkiraan Kas/Bank', 'kodeacc') }),
    ],
  }),
});

export const kastransferServer = serverOf(kastransfer, {
  posting: (_ctx, d): DocumentPosting => ({
    keterangan: d.keterangan,
    lines: [debit(d.kodeaccke, d.jumlah, headerLine('Ke Kas/Bank', 'kodeaccke')), credit(d.kodeaccdari, d.jumlah, headerLine('Dari Kas/Bank', 'kodeaccdari'))],
  }),
});

export const jurnalServer = serverOf(jurnal, {
  posting: (_ctx, d): DocumentPosting => ({
    keterangan: d.keterangan,
    lines: (d.lines ?? []).map((l, i) => ({ akun: l.kodeacc, debet: l.debet, kredit: l.kredit, ...lineExtra(l, i) })),
  }),
});
