/**
 * The points report (spec §2.7 mLaporanPoint, /pointpenjualanlist): the points each sale earned
 * and redeemed in a period, per customer with subtotals and the customer's balance now. A report
 * declaration (packages/report), so the screen, PDF and XLSX come from the report service; the
 * route /pointpenjualanlist shows it (apps/web/src/routes/screens.tsx). Isomorphic.
 */
import { col, param, report } from '@niaga/report';

export const pointPenjualan = report({
  access: 'mLaporanPoint',
  title: 'Point Penjualan',
  group: 'Penjualan',
  description: 'Point yang didapat dan dipakai setiap penjualan (kasir dan penjualan) dalam suatu periode, per pelanggan, dengan saldo point pelanggan sekarang.',
  params: { periode: param.rentang('Periode', 'bulanini'), kodesupel: param.supel('Pelanggan', 'pelanggan') },
  columns: [
    col.tanggal('tanggal'),
    col.teks('notransaksi', 'No. Transaksi', 16),
    col.teks('tipe', 'Tipe', 5),
    col.uang('total', 'Total', 14),
    col.angka('pointdapat', 'Point Didapat', 10),
    col.angka('pointpakai', 'Point Dipakai', 10),
    col.uang('bayarpoint', 'Nilai Point Dipakai', 14),
  ],
});

export const reports = [pointPenjualan];
