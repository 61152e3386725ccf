import { code, decimal, doctype, int, refuse, select, text, type Values } from '@niaga/kernel';

/** PMK 72/2023 asset groups: useful life in years and yearly rates (docs: ACCOUNTING.md §6). */
export const KELOMPOK_ASET = [
  { value: '1', label: 'Kelompok 1 (4 tahun)' },
  { value: '2', label: 'Kelompok 2 (8 tahun)' },
  { value: '3', label: 'Kelompok 3 (16 tahun)' },
  { value: '4', label: 'Kelompok 4 (20 tahun)' },
  { value: 'BP', label: 'Bangunan Permanen (20 tahun)' },
  { value: 'BNP', label: 'Bangunan Tidak Permanen (10 tahun)' },
];
export const METODE_PENYUSUTAN = [
  { value: 'GL', label: 'Garis Lurus' },
  { value: 'SM', label: 'Saldo Menurun' },
];
/** Life in years, straight-line rate and declining-balance rate (null: not allowed) per group. */
export const PMK72: Record<string, { umur: number; gl: string; sm: string | null }> = {
  '1': { umur: 4, gl: '25.00', sm: '50.00' },
  '2': { umur: 8, gl: '12.50', sm: '25.00' },
  '3': { umur: 16, gl: '6.25', sm: '12.50' },
  '4': { umur: 20, gl: '5.00', sm: '10.00' },
  BP: { umur: 20, gl: '5.00', sm: null },
  BNP: { umur: 10, gl: '10.00', sm: null },
};
const rate = (d: Values) => {
  const g = PMK72[String(d.kelompok ?? '')];
  if (!g) return '0';
  return d.metode === 'SM' ? (g.sm ?? '0') : g.gl;
};

/** Asset groups (spec §2.6 mGrupAset, /listgrupaset): group and method decide life and rate. */
export default doctype({
  name: 'grupaset',
  rows: 'few',
  title: 'Grup Aset',
  access: 'mGrupAset',
  key: 'kodegrupaset',
  routes: { list: '/listgrupaset' },
  fields: {
    kodegrupaset: code('Kode Grup Aset', 10).unique().upper(),
    namagrupaset: text('Nama Grup Aset', 50),
    kelompok: select('Kelompok (PMK 72/2023)', KELOMPOK_ASET).default('1'),
    metode: select('Metode Penyusutan', METODE_PENYUSUTAN).default('GL'),
    umur: int('Umur (tahun)').computed((d) => PMK72[String(d.kelompok ?? '')]?.umur ?? 0),
    tarif: decimal('Tarif per Tahun (%)', 5, 2).digits('persen').computed(rate),
    kodeaccaset: code('Perkiraan Aset', 20).optional().ref('perkiraan'),
    kodeaccakum: code('Perkiraan Akumulasi Penyusutan', 20).optional().ref('perkiraan'),
    kodeaccbiaya: code('Perkiraan Biaya Penyusutan', 20).optional().ref('perkiraan'),
  },
  rules: [
    (d) => d.metode !== 'SM' || PMK72[d.kelompok]?.sm !== null || refuse('metode', 'Bangunan hanya boleh disusutkan dengan metode Garis Lurus (PMK 72/2023).'),
  ],
  list: { columns: ['kodegrupaset', 'namagrupaset', 'kelompok', 'metode', 'umur', 'tarif'], search: ['kodegrupaset', 'namagrupaset'], filters: ['kelompok', 'metode'] },
});
