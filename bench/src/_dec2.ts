import { Katalog } from '../../apps/web/src/screens/sales/katalog';
const N = 5000;
const texts: string[] = [];
for (let b = 0; b < 60; b++) {
  const base = b * N;
  const H = () => Array.from({ length: 2 * N }, (_, i) => String(1000 + i));
  const cols = {
    item: { id: Array.from({ length: N }, (_, i) => base + i), kodeitem: Array.from({ length: N }, (_, i) => `BRG${String(base + i).padStart(6, '0')}`), namaitem: Array.from({ length: N }, (_, i) => `Kopi Bubuk Kapal ${i} g`), tipe: Array(N).fill('0'), satuan: Array(N).fill('PCS'), jenispajak: Array(N).fill('0'), timbangan: Array(N).fill(0), bulat: Array(N).fill(0), opsibulat: Array(N).fill('0'), nilaibulat: Array(N).fill('0') },
    satuan: { id: Array.from({ length: 2 * N }, (_, i) => base + (i >> 1)), satuan: Array.from({ length: 2 * N }, (_, i) => (i % 2 ? 'BOX' : 'PCS')), konversi: Array.from({ length: 2 * N }, (_, i) => (i % 2 ? '12' : '1')), barcode: Array.from({ length: 2 * N }, (_, i) => `89${String(base * 2 + i).padStart(11, '0')}`), hargajual1: H(), hargajual2: H(), hargajual3: H(), hargajual4: H() },
    varian: { id: [], iddetailvarian: [], nilai1: [], nilai2: [], barcode: [], hargajual1: [], hargajual2: [], hargajual3: [], hargajual4: [] },
    grup: { id: [], kgruppel: [], satuan: [], hargajual: [] },
  };
  texts.push(JSON.stringify(cols));
}
for (let r = 0; r < 3; r++) {
  let t = performance.now();
  for (const s of texts) JSON.parse(s);
  const tp = performance.now() - t;
  t = performance.now();
  const k = new Katalog();
  texts.forEach((s, b) => k.setBlock(b, 'x', s));
  const tk = performance.now() - t;
  console.log(`300k distinct: JSON.parse ${tp.toFixed(0)} ms, setBlock (parse+index) ${tk.toFixed(0)} ms, size ${k.size}`);
}
