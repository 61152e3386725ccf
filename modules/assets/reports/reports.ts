/** Fixed-asset reports (spec §2.9 mLapAset, mLapPenyusutan): declarations, isomorphic. */
import { col, param, report } from '@niaga/report';

const GROUP = 'Akuntansi';

export const laporanAset = report({
  access: 'mLapAset',
  title: 'Laporan Aset Tetap',
  group: GROUP,
  description: 'Aset tetap per grup pada suatu tanggal: perolehan, metode dan tarif PMK 72/2023, akumulasi penyusutan yang sudah diproses, nilai buku.',
  params: {
    tanggal: param.tanggal('Per Tanggal'),
    dilepas: param.flag('Tampilkan aset yang sudah dilepas'),
  },
  columns: [
    col.teks('kodeaset', 'Kode', 10),
    col.teks('namaaset', 'Nama Aset', 24),
    col.tanggal('tglperolehan', 'Tgl Perolehan'),
    col.teks('metode', 'Metode', 10),
    col.angka('tarif', 'Tarif %', 7),
    col.uang('hargaperolehan', 'Harga Perolehan', 15),
    col.uang('akumulasi', 'Akumulasi Penyusutan', 15),
    col.uang('nilaibuku', 'Nilai Buku', 15),
    col.teks('status', 'Status', 14),
  ],
  orientation: 'landscape',
});

export const laporanPenyusutan = report({
  access: 'mLapPenyusutan',
  title: 'Laporan Penyusutan Aset',
  group: GROUP,
  description: 'Penyusutan yang sudah diproses per aset dalam suatu periode: akumulasi awal, penyusutan periode, akumulasi akhir, nilai buku akhir.',
  params: { periode: param.rentang('Periode', 'tahunini') },
  columns: [
    col.teks('kodeaset', 'Kode', 10),
    col.teks('namaaset', 'Nama Aset', 24),
    col.uang('hargaperolehan', 'Harga Perolehan', 15),
    col.uang('awal', 'Akumulasi Awal', 15),
    col.uang('penyusutan', 'Penyusutan Periode', 15),
    col.uang('akhir', 'Akumulasi Akhir', 15),
    col.uang('nilaibuku', 'Nilai Buku', 15),
  ],
  orientation: 'landscape',
});

export const reports = [laporanAset, laporanPenyusutan];
