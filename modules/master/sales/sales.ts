import { code, decimal, doctype, flag, num, refuse, text, type Values } from '@niaga/kernel';

const percent = (field: string, label: string) => (d: Values) => (num(d[field]).gte(0) && num(d[field]).lte(100)) || refuse(field, `${label} harus antara 0 dan 100 %.`);

/** Sales staff (spec §2.6 mSales) with their commission rates (paid by /bayarkomisisls…). */
export default doctype({
  name: 'sales',
  rows: 'few',
  title: 'Sales',
  access: 'mSales',
  key: 'kodesales',
  routes: { list: '/listsales', add: '/salesad', edit: '/salesed' },
  fields: {
    kodesales: code('Kode Sales', 20).unique().upper(),
    namasales: text('Nama Sales', 100),
    alamat: text('Alamat', 200).optional(),
    telepon: text('Telepon', 50).optional().signed().pattern(/^[0-9+()\-. ]+$/, 'Telepon hanya boleh berisi angka, spasi dan + ( ) - .'),
    komisijual: decimal('Komisi Penjualan (%)', 5, 2).digits('persen').default('0'),
    komisibayar: decimal('Komisi Pelunasan Piutang (%)', 5, 2).digits('persen').default('0'),
    aktif: flag('Aktif'),
  },
  rules: [percent('komisijual', 'Komisi Penjualan'), percent('komisibayar', 'Komisi Pelunasan Piutang')],
  list: { columns: ['kodesales', 'namasales', 'telepon', 'komisijual', 'komisibayar', 'aktif'], search: ['kodesales', 'namasales'], filters: ['aktif'] },
});
