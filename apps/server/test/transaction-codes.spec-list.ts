/**
 * The transaction codes of spec §3 (plus the accounting documents) written out by hand, as
 * modules/admin/transaction-codes.ts held them before they were derived from the module
 * manifests. Test data only: transaction-codes.test.ts checks that the derived list equals it.
 */
import type { TransactionCode } from '@niaga/admin/transaction-codes';

const t = (kode: string, judul: string, grup: 'trs' | 'sp' = 'trs'): TransactionCode => ({ kode, judul, grup });

export const SPEC_TRANSACTION_CODES: TransactionCode[] = [
  t('OB', 'Pesanan Pembelian', 'sp'),
  t('OJ', 'Pesanan Penjualan', 'sp'),
  // Beyond the spec's list: a marketplace shop's order (issue 37, modules/marketplace).
  t('OM', 'Pesanan Marketplace', 'sp'),
  t('OT', 'Pesanan Transfer Item', 'sp'),
  t('BL', 'Pembelian'),
  t('RB', 'Retur Pembelian'),
  t('JL', 'Penjualan'),
  t('KSR', 'Penjualan Kasir'),
  t('RJ', 'Retur Penjualan'),
  t('TKT', 'Tukar Tambah'),
  t('KI', 'Konsinyasi Masuk'),
  t('RKI', 'Retur Konsinyasi Masuk'),
  t('KO', 'Konsinyasi Keluar'),
  t('TKO', 'Tagihan Konsinyasi Keluar'),
  t('RKO', 'Retur Konsinyasi Keluar'),
  t('BH', 'Pembayaran Hutang'),
  t('BP', 'Pembayaran Piutang'),
  t('BKS', 'Pembayaran Komisi Sales'),
  t('BPCBG', 'Pencairan Cek/Giro Piutang'),
  t('IM', 'Item Masuk'),
  t('IK', 'Item Keluar'),
  t('TR', 'Transfer Item'),
  t('OP', 'Stok Opname'),
  t('SA', 'Saldo Awal Item'),
  t('ORK', 'Pesanan Perakitan', 'sp'),
  t('PR', 'Perakitan'),
  t('PJ', 'Proses Barang Jadi'),
  t('AP', 'Penukaran Point'),
  t('DB', 'Deposit ke Supplier'),
  t('DP', 'Deposit Pelanggan'),
  t('SAH', 'Saldo Awal Hutang'),
  t('SAP', 'Saldo Awal Piutang'),
  t('KM', 'Kas Masuk'),
  t('KK', 'Kas Keluar'),
  t('KT', 'Kas Transfer'),
  t('JU', 'Jurnal Umum'),
];

