import { code, decimal, doctype, flag, int, num, refuse, text } from '@niaga/kernel';

const PHONE = /^[0-9+()\-. ]+$/;
const PHONE_MSG = (l: string) => `${l} hanya boleh berisi angka, spasi dan + ( ) - .`;

/** Suppliers (spec §2.6 mSupplier). A supplier's code is `kodesupel`, as on every document. */
export default doctype({
  name: 'supplier',
  title: 'Supplier',
  access: 'mSupplier',
  key: 'kodesupel',
  routes: { list: '/listsupp', add: '/suppad', edit: '/supped' },
  fields: {
    kodesupel: code('Kode Supplier', 30).unique().upper(),
    namasupel: text('Nama Supplier', 100),
    kontak: text('Kontak', 100).optional(),
    alamat: text('Alamat', 200).optional(),
    kota: text('Kota', 100).optional(),
    telepon: text('Telepon', 50).optional().signed().pattern(PHONE, PHONE_MSG('Telepon')),
    hp: text('HP / WhatsApp', 50).optional().signed().pattern(PHONE, PHONE_MSG('HP / WhatsApp')),
    email: text('Email', 200).optional().pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Format email tidak valid'),
    npwp: text('NPWP', 30).optional().pattern(/^[0-9.\- ]+$/, 'NPWP hanya boleh berisi angka, titik dan tanda -'),
    jatuhtempo: int('Jatuh Tempo (hari)').range(0, 3650).default(0),
    limithutang: decimal('Limit Hutang').default('0'),
    keterangan: text('Keterangan', 200).optional().multiline(),
    aktif: flag('Aktif'),
  },
  rules: [(d) => num(d.limithutang).gte(0) || refuse('limithutang', 'Limit Hutang tidak boleh kurang dari 0.')],
  list: { columns: ['kodesupel', 'namasupel', 'kota', 'telepon', 'aktif'], search: ['kodesupel', 'namasupel', 'kota'], filters: ['aktif'] },
});
