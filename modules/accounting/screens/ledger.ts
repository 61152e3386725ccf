/** Pure pieces of the ledger screen: its CSV (id-ID numbers, `;` separated, as Excel in Indonesia reads it). */
import { formulaIn } from '@niaga/core';
import { formatDate } from '@niaga/ui/format';

export type { LedgerInfo, LedgerRow } from '../buku-besar/reply';
import type { LedgerInfo, LedgerRow } from '../buku-besar/reply';

/** A wire decimal as a CSV number: comma decimals, no grouping ("-1234,50"). */
const csvNumber = (v: string | null | undefined) => (v ?? '').replace('.', ',');

const cell = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * The first ledger row whose text would start a spreadsheet formula (saved before the kernel's
 * rule, @niaga/core formula.ts), as a sentence naming the transaction; null when none. The CSV is
 * refused then, as every CSV Niaga writes (docs/tax.md "Formula text").
 */
export function ledgerCsvRefusal(info: LedgerInfo, rows: LedgerRow[]): string | null {
  const head = formulaIn(`Perkiraan ${info.kodeacc}`, { 'Nama Perkiraan': info.namaacc });
  if (head) return head;
  for (const r of rows) {
    const bad = formulaIn(`Transaksi ${r.notransaksi}`, { 'No. Transaksi': r.notransaksi, Sumber: r.sumber, Keterangan: r.keterangan ?? '' });
    if (bad) return bad;
  }
  return null;
}

export function ledgerCsv(info: LedgerInfo, rows: LedgerRow[]): string {
  const head = ['Tanggal', 'Sumber', 'No. Transaksi', 'Keterangan', 'Debet', 'Kredit', 'Saldo'];
  const lines: string[][] = [
    [`Buku Besar ${info.kodeacc} ${info.namaacc}`],
    [`Periode ${formatDate(info.dari)} s/d ${formatDate(info.sampai)}`],
    head,
    [formatDate(info.dari), '', '', 'Saldo Awal', '', '', csvNumber(info.saldoawal)],
    ...rows.map((r) => [formatDate(r.tanggal), r.sumber, r.notransaksi, `${r.keterangan ?? ''}${r.batal ? ' (batal)' : ''}`, csvNumber(r.debet), csvNumber(r.kredit), csvNumber(r.saldo)]),
    [formatDate(info.sampai), '', '', 'Saldo Akhir', csvNumber(info.totdebet), csvNumber(info.totkredit), csvNumber(info.saldoakhir)],
  ];
  return '\uFEFF' + lines.map((l) => l.map(cell).join(';')).join('\r\n') + '\r\n';
}
