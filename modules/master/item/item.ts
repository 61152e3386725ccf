import { child, code, decimal, doctype, flag, num, qty, refuse, select, text, type Values } from '@niaga/kernel';

/**
 * Items (spec §2.6 mItem). One declaration serves /listitem, /itemad, /itemed, /itemdup and the
 * easy mode (/itemadv2, /itemedv2, /itemdupv2 show fewer of the same fields).
 *
 * Child tables, saved with the item in one transaction:
 * - `satuanitem`: one row per unit with its conversion (`konversi`: base units in one of it), its
 *   barcode (unique across every item's units and variants) and four price levels
 *   (`hargajual1`..`hargajual4`). The base unit is the item's `satuan` and always has a row with 1.
 * - `hargagrup`: prices per customer group (`kgruppel`) and unit.
 * - `hargajumlah`: prices by quantity bought ("multi harga berdasarkan jumlah"): from `jumlahdari`
 *   of `satuan` on one line the unit price is `hargajual`; with an `iddetailvarian`, that
 *   combination's tier (@niaga/core `hargaJual`, docs/pricing.md).
 * - `stokmin`: the minimum stock per warehouse.
 * - `komponen`: the components of an assembly item (type 3).
 * - `detailvarian`: the combinations of a variant item (type 7), each with its own
 *   `iddetailvarian` (given or made from the item code), barcode and prices; discounts, promos and
 *   stock name a combination by it.
 * Pictures are kept beside the declaration (table item_gambar, acts item_gambar_*).
 */
export const TIPE_ITEM = [
  { value: '0', label: 'Barang Persediaan' },
  { value: '1', label: 'Barang Non Persediaan' },
  { value: '2', label: 'Jasa' },
  { value: '3', label: 'Rakitan' },
  { value: '4', label: 'Barang Konsinyasi' },
  { value: '7', label: 'Barang Varian' },
];
/** Types whose quantities are kept in the stock ledger. */
export const TIPE_STOK = ['0', '3', '4', '7'];
export const TIPE_RAKITAN = '3';
export const TIPE_VARIAN = '7';

/** PPN kind of an item (spec §3 "Tax rate"; §5: 0 → 0 %, 11 → 11 %, 12 and 1112 → 12 %). */
export const JENIS_PAJAK = [
  { value: '0', label: '0%' },
  { value: '11', label: '11%' },
  { value: '12', label: '12% (Mewah)' },
  { value: '1112', label: '11/12 x 12% (Non Mewah)' },
];
/** Goods or service for e-Faktur (spec §3). */
export const BARANG_JASA = [
  { value: 'A', label: 'A Barang' },
  { value: 'B', label: 'B Jasa' },
];
/** Rounding of the selling price (spec §5: steps 10, 100, 1000, or the item's own value). */
export const OPSI_BULAT = [
  { value: '0', label: 'Kelipatan 10' },
  { value: '1', label: 'Kelipatan 100' },
  { value: '2', label: 'Kelipatan 1.000' },
  { value: '3', label: 'Nilai sendiri' },
];

/** Price levels kept per unit (and per variant). */
export const LEVEL_HARGA = [1, 2, 3, 4] as const;
const hargaLevels = () => Object.fromEntries(LEVEL_HARGA.map((n) => [`hargajual${n}`, decimal(`Harga Jual ${n}`).digits('harga').default('0')]));
const notNegative = (row: Values, i: number, fields: string[]) => {
  for (const k of fields) if (num(row[k]).isNegative()) return refuse(k, `Baris ${i + 1}: harga tidak boleh negatif.`);
  return null;
};
const hargaNames = LEVEL_HARGA.map((n) => `hargajual${n}`);

const rows = (d: Values, key: string) => ((d[key] as Values[] | undefined) ?? []).filter(Boolean);

/**
 * The ids of an item's combinations as they are saved: a given `iddetailvarian`, else
 * `<kodeitem>-V<n>` (the first n not given to another row). The server fills the blank ids with
 * these (item/server.ts), and a quantity tier may name them before they are stored.
 */
export function variantIds(kodeitem: string, variants: Values[]): string[] {
  const taken = new Set(variants.map((v) => String(v.iddetailvarian ?? '')).filter(Boolean));
  let n = 0;
  return variants.map((v) => {
    if (v.iddetailvarian) return String(v.iddetailvarian);
    let id: string;
    do id = `${kodeitem}-V${++n}`.slice(0, 40);
    while (taken.has(id));
    taken.add(id);
    return id;
  });
}

export default doctype({
  name: 'item',
  title: 'Item',
  access: 'mItem',
  key: 'kodeitem',
  routes: { list: '/listitem', add: '/itemad', edit: '/itemed' },
  // The storefront's item pages, by name (all items, and a category's).
  indexes: [
    ['namaitem', 'kodeitem'],
    ['jenis', 'namaitem', 'kodeitem'],
  ],
  fields: {
    kodeitem: code('Kode Item', 30).unique().upper(),
    namaitem: text('Nama Item', 100),
    tipe: select('Tipe Item', TIPE_ITEM).default('0'),
    satuan: code('Satuan Dasar', 10).upper().ref('satuan'),
    merek: code('Merek', 20).upper().optional().ref('merek'),
    jenis: code('Jenis', 20).upper().optional().ref('jenis'),
    subjenis: code('Sub Jenis', 20).upper().optional().ref('subjenis'),
    kodesupel: code('Supplier Utama', 20).upper().optional().ref('supplier'),
    hargabeli: decimal('Harga Beli').digits('harga').default('0'),
    jenispajak: select('Jenis Pajak (PPN)', JENIS_PAJAK).default('1112'),
    barangjasa: select('Barang / Jasa (e-Faktur)', BARANG_JASA).default('A'),
    bulat: flag('Pembulatan Harga Jual', false),
    opsibulat: select('Opsi Pembulatan', OPSI_BULAT).default('1'),
    nilaibulat: decimal('Nilai Pembulatan').default('0'),
    timbangan: flag('Item Timbangan', false),
    aktif: flag('Aktif'),
    keterangan: text('Keterangan', 200).optional().multiline(),
  },
  tables: {
    satuanitem: child(
      {
        satuan: code('Satuan', 10).upper().ref('satuan'),
        konversi: qty('Isi (satuan dasar)'),
        barcode: code('Barcode', 30).optional().unique(),
        ...hargaLevels(),
      },
      {
        totals: [],
        table: 'satuanitem',
        title: 'Satuan Item',
        uniqueWithin: ['satuan'],
        rowKey: 'satuan',
        rules: [
          (r) => num(r.konversi).gt(0) || refuse('konversi', 'Isi satuan harus lebih dari 0.'),
          (r, i, d) => r.satuan !== d.satuan || num(r.konversi).eq(1) || refuse('konversi', `Baris ${i + 1}: satuan dasar ${String(d.satuan)} harus berisi 1.`),
          (r, i) => notNegative(r, i, hargaNames),
        ],
      },
    ),
    hargagrup: child(
      {
        kgruppel: code('Grup Pelanggan', 10).upper().ref('gruppel'),
        satuan: code('Satuan', 10).upper(),
        hargajual: decimal('Harga Jual').digits('harga'),
      },
      {
        totals: [],
        table: 'hargagruppel',
        title: 'Harga per Grup Pelanggan',
        rules: [
          (r, i) => notNegative(r, i, ['hargajual']),
          (r, i, d) =>
            r.satuan === d.satuan || rows(d, 'satuanitem').some((u) => u.satuan === r.satuan) || refuse('satuan', `Baris ${i + 1}: satuan ${r.satuan} bukan satuan item ini.`),
          (r, i, d) => {
            const j = rows(d, 'hargagrup').findIndex((o) => o.kgruppel === r.kgruppel && o.satuan === r.satuan);
            return j === i || refuse('satuan', `Baris ${i + 1}: harga grup ${r.kgruppel} satuan ${r.satuan} sudah ada di baris ${j + 1}.`);
          },
        ],
      },
    ),
    hargajumlah: child(
      {
        satuan: code('Satuan', 10).upper(),
        iddetailvarian: code('ID Varian', 40).upper().optional(),
        jumlahdari: qty('Dari Jumlah'),
        hargajual: decimal('Harga Jual').digits('harga'),
      },
      {
        totals: [],
        table: 'hargajumlah',
        title: 'Harga per Jumlah',
        rules: [
          (r, i) => num(r.jumlahdari).gt(0) || refuse('jumlahdari', `Baris ${i + 1}: jumlah harus lebih dari 0.`),
          (r, i) => !num(r.hargajual).isNegative() || refuse('hargajual', `Baris ${i + 1}: harga tidak boleh negatif.`),
          (r, i, d) =>
            r.satuan === d.satuan || rows(d, 'satuanitem').some((u) => u.satuan === r.satuan) || refuse('satuan', `Baris ${i + 1}: satuan ${r.satuan} bukan satuan item ini.`),
          (r, i, d) =>
            !r.iddetailvarian ||
            (d.tipe === TIPE_VARIAN && variantIds(String(d.kodeitem ?? ''), rows(d, 'detailvarian')).includes(r.iddetailvarian)) ||
            refuse('iddetailvarian', `Baris ${i + 1}: varian ${r.iddetailvarian} bukan kombinasi varian item ini.`),
          (r, i, d) => {
            const j = rows(d, 'hargajumlah').findIndex((o) => o.satuan === r.satuan && (o.iddetailvarian ?? '') === (r.iddetailvarian ?? '') && num(o.jumlahdari).eq(num(r.jumlahdari)));
            const varian = r.iddetailvarian ? ` varian ${r.iddetailvarian}` : '';
            return j === i || refuse('jumlahdari', `Baris ${i + 1}: harga dari jumlah ${num(r.jumlahdari).toFixed()} ${r.satuan}${varian} sudah ada di baris ${j + 1}.`);
          },
        ],
      },
    ),
    stokmin: child(
      {
        kodegudang: code('Gudang', 10).upper().ref('gudang'),
        stokmin: qty('Stok Minimum'),
      },
      {
        totals: [],
        table: 'stokminimum',
        title: 'Stok Minimum per Gudang',
        uniqueWithin: ['kodegudang'],
        rules: [(r, i) => !num(r.stokmin).isNegative() || refuse('stokmin', `Baris ${i + 1}: stok minimum tidak boleh negatif.`)],
      },
    ),
    komponen: child(
      {
        kodekomponen: code('Item Komponen', 30).upper().ref('item', { fills: { satuan: 'satuan' } }),
        satuan: code('Satuan', 10).upper().ref('satuanitem', { within: 'kodekomponen' }),
        jumlah: qty('Jumlah'),
      },
      {
        totals: [],
        table: 'itemkomponen',
        title: 'Komponen Rakitan',
        uniqueWithin: ['kodekomponen'],
        rules: [
          (r, i) => num(r.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah komponen harus lebih dari 0.`),
          (r, i, d) => r.kodekomponen !== d.kodeitem || refuse('kodekomponen', `Baris ${i + 1}: item rakitan tidak dapat menjadi komponennya sendiri.`),
        ],
      },
    ),
    detailvarian: child(
      {
        iddetailvarian: code('ID Varian', 40).upper().optional().unique(),
        varian1: code('Varian 1', 20).upper().ref('varian'),
        nilai1: code('Nilai 1', 30).upper().ref('nilaivarian', { within: 'varian1' }),
        varian2: code('Varian 2', 20).upper().optional().ref('varian'),
        nilai2: code('Nilai 2', 30).upper().optional().ref('nilaivarian', { within: 'varian2' }),
        barcode: code('Barcode', 30).optional().unique(),
        ...hargaLevels(),
        aktif: flag('Aktif'),
        // TikTok Shop's ids of the combination's listing (spec §3 Variant: ProductID_TTS, ItemID_TTS,
        // ParentID_TTS): written by the marketplace's mapping (itemmp_tarik, /itemadmp2), kept by an edit
        // that leaves them out (item/server.ts).
        productid_tts: code('ProductID TTS', 40).optional().hidden(),
        itemid_tts: code('ItemID TTS', 40).optional().hidden(),
        parentid_tts: code('ParentID TTS', 40).optional().hidden(),
      },
      {
        totals: [],
        table: 'detailvarian',
        title: 'Detail Varian',
        rowKey: 'iddetailvarian',
        rules: [
          (r, i) => notNegative(r, i, hargaNames),
          (r, i) => r.iddetailvarian !== '0' || refuse('iddetailvarian', `Baris ${i + 1}: ID Varian 0 tidak dapat dipakai (0 berarti tanpa varian).`),
          (r, i) => !r.varian2 === !r.nilai2 || refuse(r.varian2 ? 'nilai2' : 'varian2', `Baris ${i + 1}: varian 2 dan nilainya diisi bersama.`),
          (r, i) => !r.varian2 || r.varian2 !== r.varian1 || refuse('varian2', `Baris ${i + 1}: varian 2 harus berbeda dari varian 1.`),
          (r, i, d) => {
            const same = (o: Values) => o.varian1 === r.varian1 && o.nilai1 === r.nilai1 && (o.varian2 ?? '') === (r.varian2 ?? '') && (o.nilai2 ?? '') === (r.nilai2 ?? '');
            const j = rows(d, 'detailvarian').findIndex(same);
            return j === i || refuse('nilai1', `Baris ${i + 1}: kombinasi varian ini sudah ada di baris ${j + 1}.`);
          },
        ],
      },
    ),
  },
  rules: [
    (d) => !num(d.hargabeli).isNegative() || refuse('hargabeli', 'Harga beli tidak boleh negatif.'),
    (d) => !d.bulat || d.opsibulat !== '3' || num(d.nilaibulat).gt(0) || refuse('nilaibulat', 'Isi nilai pembulatan (lebih dari 0) untuk opsi nilai sendiri.'),
    (d) => d.tipe === TIPE_RAKITAN || !rows(d, 'komponen').length || refuse('komponen', 'Komponen hanya untuk item rakitan (tipe Rakitan).'),
    (d) => d.tipe !== TIPE_RAKITAN || rows(d, 'komponen').length > 0 || refuse('komponen', 'Item rakitan harus mempunyai minimal satu komponen.'),
    (d) => d.tipe === TIPE_VARIAN || !rows(d, 'detailvarian').length || refuse('detailvarian', 'Detail varian hanya untuk item bertipe Barang Varian.'),
    (d) => d.tipe !== TIPE_VARIAN || rows(d, 'detailvarian').length > 0 || refuse('detailvarian', 'Barang varian harus mempunyai minimal satu detail varian.'),
  ],
  // A code typed or scanned finds an item by its code or by any unit's barcode (that unit is then chosen).
  lookup: { table: 'satuanitem', field: 'barcode', fills: { satuan: 'satuan' } },
  list: {
    columns: ['kodeitem', 'namaitem', 'tipe', 'satuan', 'merek', 'jenis', 'hargabeli', 'aktif'],
    search: ['kodeitem', 'namaitem'],
    filters: ['tipe', 'aktif', 'merek', 'jenis', 'timbangan'],
  },
});
