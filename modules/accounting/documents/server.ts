/** Cash in, cash out, cash transfer and general journal: what each posts (rules are in the declarations). */
import type { DoctypeServer, Row } from '@niaga/kernel/server';
import { credit, debit, type DocumentPosting, type JournalLine } from '@niaga/ledger';

type Line = Record<string, unknown>;
const linesOf = (d: Row) => (d.lines as Line[]) ?? [];

/** What a document line adds to its journal line: text, contact, and where it came from. */
const lineExtra = (l: Line, i: number): Partial<JournalLine> => ({
  keterangan: (l.keterangan as string) ?? '',
  kontak: (l.kontak as string) ?? '',
  label: `Baris ${i + 1}`,
  fields: { akun: `lines.${i}.kodeacc`, kontak: `lines.${i}.kontak` },
});
const headerLine = (label: string, field: string): Partial<JournalLine> => ({ label, fields: { akun: field } });
const posting = (fn: (d: Row) => DocumentPosting): DoctypeServer => ({ posting: (_ctx, d) => fn(d) });

export const kasmasukServer = posting((d) => ({
  keterangan: d.keterangan as string,
  lines: [
    debit(d.kodeacc as string, d.total as string, { keterangan: d.keterangan as string, ...headerLine('Perkiraan Kas/Bank', 'kodeacc') }),
    ...linesOf(d).map((l, i) => credit(l.kodeacc as string, l.jumlah as string, lineExtra(l, i))),
  ],
}));

export const kaskeluarServer = posting((d) => ({
  keterangan: d.keterangan as string,
  lines: [
    ...linesOf(d).map((l, i) => debit(l.kodeacc as string, l.jumlah as string, lineExtra(l, i))),
    credit(d.kodeacc as string, d.total as string, { keterangan: d.keterangan as string, ...headerLine('Perkiraan Kas/Bank', 'kodeacc') }),
  ],
}));

export const kastransferServer = posting((d) => ({
  keterangan: d.keterangan as string,
  lines: [
    debit(d.kodeaccke as string, d.jumlah as string, headerLine('Ke Kas/Bank', 'kodeaccke')),
    credit(d.kodeaccdari as string, d.jumlah as string, headerLine('Dari Kas/Bank', 'kodeaccdari')),
  ],
}));

export const jurnalServer = posting((d) => ({
  keterangan: d.keterangan as string,
  lines: linesOf(d).map((l, i) => ({ akun: l.kodeacc as string, debet: l.debet as string, kredit: l.kredit as string, ...lineExtra(l, i) })),
}));
