/**
 * The open-item reports (outstanding, ageing, subsidiary ledger, mutation, per transaction,
 * payments) for one side of the shared open-items mechanism (@niaga/ledger open-items.ts): the
 * payables (mLapHT001–006, this module) and the receivables (mLapPT001–006, modules/sales) are the
 * same declarations with the side's words. Isomorphic; the queries are ./open-items-server.ts.
 */
import { col, param, report, type ReportDecl } from '@niaga/report';

export interface OpenItemWords {
  /** 'Hutang' / 'Piutang'. */
  kata: string;
  /** The contact: 'Supplier' / 'Pelanggan', its doctype and the parameter's key. */
  kontak: string;
  doctype: 'supplier' | 'pelanggan';
  /** Access names: outstanding, ageing, ledger, mutation, per transaction, payments. */
  access: [string, string, string, string, string, string];
  /** What the invoices are, for descriptions ('Faktur pembelian dan saldo awal hutang'). */
  faktur: string;
  /** The payment document's code ('BH' / 'BP'). */
  bayar: string;
  /** The side on which the balance grows in the ledger: payables on credit, receivables on debit. */
  bertambah: 'kredit' | 'debet';
}

export interface OpenItemDecls {
  belumLunas: ReportDecl;
  umur: ReportDecl;
  kartu: ReportDecl;
  mutasi: ReportDecl;
  perTransaksi: ReportDecl;
  pembayaran: ReportDecl;
}

export const AGE_COLUMNS = [
  col.uang('b0', 'Belum Jatuh Tempo', 14),
  col.uang('b30', '1–30 Hari', 13),
  col.uang('b60', '31–60 Hari', 13),
  col.uang('b90', '61–90 Hari', 13),
  col.uang('b91', '> 90 Hari', 13),
  col.uang('sisa', 'Total', 14),
];

export function openItemReports(w: OpenItemWords): OpenItemDecls {
  const kata = w.kata.toLowerCase();
  const periode = param.rentang('Periode', 'bulanini');
  const kontak = param.supel(w.kontak, w.doctype);
  const group = w.kata;
  const invoiceCols = [col.teks('notransaksi', 'No. Transaksi', 16), col.tanggal('tanggal'), col.tanggal('jatuhtempo', 'Jatuh Tempo')];
  const [plus, minus] = w.bertambah === 'kredit' ? ['kredit', 'debet'] : ['debet', 'kredit'];
  return {
    belumLunas: report({
      access: w.access[0],
      title: `Laporan ${w.kata} Belum Lunas`,
      group,
      description: `${w.faktur} yang masih bersisa pada suatu tanggal, per ${w.kontak.toLowerCase()}.`,
      params: { tanggal: param.tanggal('Per Tanggal'), [w.doctype]: kontak },
      columns: [...invoiceCols, col.bulat('umur', 'Umur (hari)', 8), col.uang('jumlah', `Jumlah ${w.kata}`, 15), col.uang('sisa', `Sisa ${w.kata}`, 15)],
    }),
    umur: report({
      access: w.access[1],
      title: `Laporan Umur ${w.kata}`,
      group,
      description: `Sisa ${kata} per ${w.kontak.toLowerCase()} menurut lewat jatuh tempo: belum jatuh tempo, 1–30, 31–60, 61–90, lebih dari 90 hari.`,
      params: { tanggal: param.tanggal('Per Tanggal'), [w.doctype]: kontak, rinci: param.flag('Rinci per faktur') },
      columns: [col.teks('kode', `${w.kontak} / Faktur`, 16), col.teks('nama', 'Nama', 24), ...AGE_COLUMNS],
      orientation: 'landscape',
    }),
    kartu: report({
      access: w.access[2],
      title: `Laporan Kartu ${w.kata}`,
      group,
      description: `Buku pembantu ${kata} per ${w.kontak.toLowerCase()}: saldo awal, faktur, pembayaran, retur dan saldo berjalan.`,
      params: { periode, [w.doctype]: kontak },
      columns: [
        col.tanggal('tanggal'),
        col.teks('notransaksi', 'No. Transaksi', 16),
        col.teks('keterangan', 'Keterangan', 26),
        col.teks('noinvoice', 'No. Faktur', 16),
        // Debet first, as a ledger is read; which of them makes the balance grow is the side's.
        col.uang('debet', plus === 'debet' ? 'Debet (Bertambah)' : 'Debet (Berkurang)', 14),
        col.uang('kredit', minus === 'kredit' ? 'Kredit (Berkurang)' : 'Kredit (Bertambah)', 14),
        col.uang('saldo', 'Saldo', 15),
      ],
      orientation: 'landscape',
    }),
    mutasi: report({
      access: w.access[3],
      title: `Laporan Mutasi ${w.kata}`,
      group,
      description: `Per ${w.kontak.toLowerCase()} dalam suatu periode: saldo awal, ${kata} bertambah, pembayaran, retur dan saldo akhir.`,
      params: { periode, [w.doctype]: kontak },
      columns: [
        col.teks('kodesupel', w.kontak, 12),
        col.teks('namasupel', `Nama ${w.kontak}`, 24),
        col.uang('awal', 'Saldo Awal', 14),
        col.uang('tambah', 'Bertambah', 14),
        col.uang('bayar', 'Pembayaran', 14),
        col.uang('retur', 'Retur', 14),
        col.uang('akhir', 'Saldo Akhir', 14),
      ],
      orientation: 'landscape',
    }),
    perTransaksi: report({
      access: w.access[4],
      title: `Laporan ${w.kata} per Transaksi`,
      group,
      description: `Setiap faktur ${kata} dalam suatu periode: jumlah, sudah dibayar, diretur dan sisanya pada akhir periode.`,
      params: { periode, [w.doctype]: kontak },
      columns: [...invoiceCols, col.teks('kodesupel', w.kontak, 10), col.uang('jumlah', 'Jumlah', 14), col.uang('bayar', 'Dibayar', 14), col.uang('retur', 'Retur', 13), col.uang('sisa', 'Sisa', 14)],
      orientation: 'landscape',
    }),
    pembayaran: report({
      access: w.access[5],
      title: `Laporan Pembayaran ${w.kata}`,
      group,
      description: `Pembayaran ${kata} (${w.bayar}) dalam suatu periode, per faktur yang dibayar.`,
      params: { periode, [w.doctype]: kontak },
      columns: [
        col.teks('notransaksi', 'No. Transaksi', 16),
        col.tanggal('tanggal'),
        col.teks('kodesupel', w.kontak, 10),
        col.teks('kodeacckas', 'Kas/Bank', 9),
        col.teks('noinvoice', 'No. Faktur', 16),
        col.uang('bayar', 'Dibayar', 14),
        col.uang('potongan', 'Potongan', 13),
        col.uang('jumlah', 'Jumlah', 14),
      ],
      orientation: 'landscape',
    }),
  };
}
