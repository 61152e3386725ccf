import { code, decimal, doctype, flag, int, num, refuse, select, text } from '@niaga/kernel';
import { LEVEL_HARGA } from '../gruppel/gruppel';

const PHONE = /^[0-9+()\-. ]+$/;
const PHONE_MSG = (l: string) => `${l} hanya boleh berisi angka, spasi dan + ( ) - .`;

/**
 * Customers (spec §2.6 mPelanggan): group, region and sub-region, sales person, price level, credit
 * limit and due days, NPWP/NIK and the address parts e-Faktur asks for, points. A customer that
 * registers itself (online shop) arrives with `verifikasi` off and waits on /listpelverifikasi.
 */
export default doctype({
  name: 'pelanggan',
  title: 'Pelanggan',
  access: 'mPelanggan',
  key: 'kodesupel',
  routes: { list: '/listpel', add: '/pelad', edit: '/peled' },
  fields: {
    kodesupel: code('Kode Pelanggan', 30).unique().upper(),
    namasupel: text('Nama Pelanggan', 100),
    kgruppel: code('Grup Pelanggan', 10).upper().optional().ref('gruppel'),
    kodewilayah: code('Wilayah', 10).upper().optional().ref('wilayah'),
    kodesubwilayah: code('Sub Wilayah', 10).upper().optional().ref('subwilayah'),
    kodesales: code('Sales', 20).upper().optional().ref('sales'),
    levelharga: select('Level Harga', LEVEL_HARGA).default('1'),
    limitkredit: decimal('Limit Kredit').default('0'),
    jatuhtempo: int('Jatuh Tempo (hari)').range(0, 3650).default(0),
    kontak: text('Kontak', 100).optional(),
    telepon: text('Telepon', 50).optional().signed().pattern(PHONE, PHONE_MSG('Telepon')),
    hp: text('HP / WhatsApp', 50).optional().signed().pattern(PHONE, PHONE_MSG('HP / WhatsApp')),
    email: text('Email', 200).optional().pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Format email tidak valid'),
    npwp: text('NPWP', 30).optional().pattern(/^[0-9.\- ]+$/, 'NPWP hanya boleh berisi angka, titik dan tanda -'),
    nik: text('NIK', 16).optional().pattern(/^[0-9]{16}$/, 'NIK harus 16 angka'),
    // The address as e-Faktur asks for it.
    jalan: text('Jalan', 200).optional(),
    blok: text('Blok', 20).optional(),
    nomor: text('Nomor', 20).optional(),
    rt: text('RT', 5).optional().pattern(/^[0-9]{1,3}$/, 'RT hanya boleh berisi angka'),
    rw: text('RW', 5).optional().pattern(/^[0-9]{1,3}$/, 'RW hanya boleh berisi angka'),
    kelurahan: text('Kelurahan / Desa', 100).optional(),
    kecamatan: text('Kecamatan', 100).optional(),
    kota: text('Kabupaten / Kota', 100).optional(),
    provinsi: text('Provinsi', 100).optional(),
    kodepos: text('Kode Pos', 10).optional().pattern(/^[0-9]{5}$/, 'Kode Pos harus 5 angka'),
    point: decimal('Point').default('0'),
    verifikasi: flag('Terverifikasi'),
    aktif: flag('Aktif'),
  },
  rules: [
    (d) => num(d.limitkredit).gte(0) || refuse('limitkredit', 'Limit Kredit tidak boleh kurang dari 0.'),
    (d) => !d.kodesubwilayah || !!d.kodewilayah || refuse('kodewilayah', 'Isi Wilayah dari Sub Wilayah yang dipilih.'),
  ],
  list: {
    columns: ['kodesupel', 'namasupel', 'kgruppel', 'kodewilayah', 'kota', 'telepon', 'aktif'],
    search: ['kodesupel', 'namasupel', 'kota'],
    filters: ['kgruppel', 'kodewilayah', 'kodesales', 'verifikasi', 'aktif'],
  },
});
