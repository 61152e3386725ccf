/**
 * Ordering on the storefront from a fresh company (issue 42): a store registered, items published,
 * a cart kept in a signed cookie over real HTTP, a checkout that makes exactly one `pesanjual`
 * (pressing twice makes one), the shop told at once (a live message), the buyer's WhatsApp
 * message; an out-of-stock item refused in words, a changed price shown before the buyer
 * confirms, another company's item refused, a tampered cart ignored, the honeypot and the rate
 * limit per address.
 */
import { expect, test } from 'vitest';
import { listen } from '@niaga/system/server';
import { freshCompany } from '../../../apps/server/test/harness';
import { liveServer, type Caller } from './live';

const srv = liveServer();

/** A browser without JavaScript: keeps the cookies it is given, does not follow redirects. */
function visitor() {
  const jar = new Map<string, string>();
  const keep = (r: Response) => {
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const v = pair.slice(i + 1);
      if (/Max-Age=0/.test(c) || !v) jar.delete(pair.slice(0, i));
      else jar.set(pair.slice(0, i), v);
    }
  };
  const headers = () => ({ cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') });
  return {
    jar,
    async get(path: string) {
      const r = await fetch(`${srv.url}${path}`, { headers: headers(), redirect: 'manual' });
      keep(r);
      return { status: r.status, text: await r.text(), location: r.headers.get('location') ?? '' };
    },
    async post(path: string, form: Record<string, string>) {
      const r = await fetch(`${srv.url}${path}`, { method: 'POST', headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(), redirect: 'manual' });
      keep(r);
      return { status: r.status, text: await r.text(), location: r.headers.get('location') ?? '', cache: r.headers.get('cache-control') ?? '' };
    },
  };
}

const uniq = () => Math.random().toString(36).slice(2, 8);
/** The checkout form's hidden fields as the cart page gives them. */
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

async function newShop(wa = '081234567890') {
  const co = await freshCompany({ startflag: 0 });
  const admin = co.act as Caller;
  const must = async (name: string, payload: unknown) => {
    const r = await admin(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  await must('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await must('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await must('satuan_save', { kodesatuan: 'LSN', namasatuan: 'Lusin' });
  await must('item_save', {
    kodeitem: 'KAOS01', namaitem: 'Kaos Polos', satuan: 'PCS', tipe: '0', jenispajak: '0',
    satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '45000' }, { satuan: 'LSN', konversi: '12', hargajual1: '500000' }],
  });
  await must('item_save', { kodeitem: 'TOPI01', namaitem: 'Topi Rimba', satuan: 'PCS', tipe: '0', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '30000' }] });
  await must('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: 'UTM', lines: [{ kodeitem: 'KAOS01', satuan: 'PCS', jumlah: '20', harga: '20000' }] });
  await must('ongkir_save', { kodeongkir: 'JNE', namaongkir: 'JNE Reguler', tarif: '15000', aktif: true });
  const shareid = `toko-${uniq()}`;
  await must('tokoonline_save', { shareid, namatoko: 'Toko Kaos', wa });
  return { co, admin, must, shareid };
}

test('a fresh shop: cart, checkout makes one pesanjual (twice makes one), the shop is told, the buyer gets the WhatsApp message', async () => {
  const { co, shareid } = await newShop();
  const heard: { judul: string; isi?: string }[] = [];
  const stop = listen({ idperusahaan: co.iper, userid: 'ADMIN', send: (m) => heard.push(m) });
  const b = visitor();

  // The product page has the add-to-cart form (no JavaScript); an out-of-stock item has none.
  const p = await b.get(`/s/${shareid}/p/KAOS01`);
  expect(p.text).toContain(`action="/s/${shareid}/keranjang"`);
  expect(p.text).toContain('Tambah ke keranjang');
  expect(p.text).toContain(`href="/s/${shareid}/keranjang"`);
  expect((await b.get(`/s/${shareid}/p/TOPI01`)).text).not.toContain('Tambah ke keranjang');

  const added = await b.post(`/s/${shareid}/keranjang`, { kodeitem: 'KAOS01', satuan: 'PCS', jumlah: '2' });
  expect(added.status).toBe(303);
  expect(added.location).toBe(`/s/${shareid}/keranjang`);
  const cart = await b.get(`/s/${shareid}/keranjang`);
  expect(cart.status).toBe(200);
  expect(cart.text).toContain('Kaos Polos');
  expect(cart.text).toContain('Rp 90.000');
  expect(cart.text).toContain('JNE Reguler · Rp 15.000');
  expect(cart.text).not.toContain('<script');
  const kunci = hidden(cart.text, 'kunci');
  expect(kunci).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

  // Bad buyer data: refused in words, nothing written.
  const bad = await b.post(`/s/${shareid}/pesan`, { kunci, nama: 'A', telepon: 'abc', alamat: '', kodeongkir: 'JNE', totalsetuju: hidden(cart.text, 'totalsetuju') });
  expect(bad.status).toBe(400);
  expect(bad.text).toContain('Nomor telepon tidak valid.');
  expect(await co.sql(`select count(*)::int as n from pesanjual`)).toEqual([{ n: 0 }]);

  const form = { kunci, nama: 'Budi Santoso', telepon: '0812-3456-7890', alamat: 'Jl. Merdeka 1, Bandung', catatan: 'Warna hitam', kodeongkir: 'JNE', totalsetuju: hidden(cart.text, 'totalsetuju') };
  const [first, second] = await Promise.all([b.post(`/s/${shareid}/pesan`, form), b.post(`/s/${shareid}/pesan`, form)]);
  expect(first.status).toBe(303);
  expect(second.status).toBe(303);
  expect(first.location).toBe(`/s/${shareid}/pesanan/${kunci}`);
  expect(second.location).toBe(first.location);
  // A third press later (the cart is already empty) finds the same order too.
  expect((await b.post(`/s/${shareid}/pesan`, form)).location).toBe(first.location);

  const oj = await co.sql<{ notransaksi: string; kodesupel: string; total: string; keterangan: string }>(`select notransaksi, kodesupel, total::text, keterangan from pesanjual`);
  expect(oj).toHaveLength(1);
  // The order's total is the buyer's: the goods and the shipping, a line of the store's shipping service.
  expect(oj[0]).toMatchObject({ kodesupel: `TOKO-${shareid.toUpperCase()}`, total: '105000.00' });
  expect(oj[0].keterangan).toContain('Budi Santoso');
  const one = (n: number) => expect.stringMatching(new RegExp(`^${n}(\\.0+)?$`));
  expect(await co.sql(`select d.kodeitem, d.satuan, d.jumlah::text, d.harga::text, d.total::text from pesanjual_detail d order by d.id`)).toEqual([
    { kodeitem: 'KAOS01', satuan: 'PCS', jumlah: one(2), harga: '45000.00', total: '90000.00' },
    { kodeitem: 'ONGKIR-TOKO', satuan: 'KIRIM', jumlah: one(1), harga: '15000.00', total: '15000.00' },
  ]);
  // The shipping service: made once, inactive (never a product of the storefront or the till).
  expect(await co.sql(`select kodeitem, tipe, aktif, jenispajak from item where kodeitem = 'ONGKIR-TOKO'`)).toEqual([{ kodeitem: 'ONGKIR-TOKO', tipe: '2', aktif: false, jenispajak: '0' }]);
  expect((await b.get(`/s/${shareid}/p/ONGKIR-TOKO`)).status).toBe(404);
  expect(await co.sql(`select nama, telepon, alamat, catatan, kodeongkir, ongkir::text, total::text, notransaksi from sharepesanan`)).toEqual([
    { nama: 'Budi Santoso', telepon: '0812-3456-7890', alamat: 'Jl. Merdeka 1, Bandung', catatan: 'Warna hitam', kodeongkir: 'JNE', ongkir: '15000.00', total: '105000.00', notransaksi: oj[0].notransaksi },
  ]);
  // The shop was told once, at once.
  expect(heard).toHaveLength(1);
  expect(heard[0]).toMatchObject({ judul: 'Pesanan Toko Online' });
  expect(heard[0].isi).toContain(oj[0].notransaksi);
  stop();

  // The cart is emptied; the confirmation has the order and its WhatsApp message to the shop.
  expect(b.jar.size).toBe(0);
  const done = await b.get(first.location);
  expect(done.status).toBe(200);
  expect(done.text).toContain(oj[0].notransaksi);
  expect(done.text).toContain('Rp 105.000');
  const wa = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(done.text.replace(/&amp;/g, '&'))![1];
  const u = new URL(wa);
  expect(u.pathname).toBe('/6281234567890');
  const text = u.searchParams.get('text')!;
  expect(text).toContain(`No. ${oj[0].notransaksi}`);
  expect(text).toContain('2 PCS Kaos Polos @ Rp 45.000');
  expect(text).toContain('Ongkir JNE Reguler: Rp 15.000');
  expect(text).toContain('Total: Rp 105.000');
  // The shipping line is told once, as the shipping, not among the goods.
  expect(text).not.toContain('Ongkos Kirim Toko Online');
  expect(done.text).not.toContain('Ongkos Kirim Toko Online');
  expect(text).toContain('Alamat: Jl. Merdeka 1, Bandung');
  // The order is in the back office's sales order list.
  expect(await co.act('pesanjual_list', {})).toMatchObject({ num: 0 });
});

test('stock checked at checkout, a changed price shown before confirming, another company’s item refused, a tampered cart ignored', async () => {
  const { co, shareid } = await newShop();
  const other = await newShop();
  await other.must('item_save', { kodeitem: 'RAHASIA', namaitem: 'Barang Lain', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '1' }] });
  const b = visitor();

  // Another company's item id (and an item this company does not have) is refused: 404, cart unchanged.
  const foreign = await b.post(`/s/${shareid}/keranjang`, { kodeitem: 'RAHASIA', satuan: 'PCS', jumlah: '1' });
  expect(foreign.status).toBe(404);
  expect(foreign.text).toContain('Produk tidak ditemukan di toko ini.');
  expect(b.jar.size).toBe(0);
  // A cart of this store's is not another store's: its cookie is scoped and signed to the share id.
  await b.post(`/s/${shareid}/keranjang`, { kodeitem: 'KAOS01', satuan: 'LSN', jumlah: '1' });
  const cookie = [...b.jar.values()][0];
  const elsewhere = await fetch(`${srv.url}/s/${other.shareid}/keranjang`, { headers: { cookie: `keranjang=${cookie}` } });
  expect(await elsewhere.text()).toContain('Keranjang belanja kosong.');
  // A cart changed by hand (a lower price) is dropped whole.
  const [body, mac] = cookie.split('.');
  const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('500000', '1')).toString('base64url');
  const t = await fetch(`${srv.url}/s/${shareid}/keranjang`, { headers: { cookie: `keranjang=${forged}.${mac}` } });
  expect(await t.text()).toContain('Keranjang belanja kosong.');

  // Out of stock: 1 dozen (12) fits 20 in stock; 2 dozen (24) do not — refused in words, nothing written.
  await b.post(`/s/${shareid}/keranjang`, { kodeitem: 'KAOS01', satuan: 'LSN', jumlah: '1' });
  const cart = await b.get(`/s/${shareid}/keranjang`);
  const form = { kunci: hidden(cart.text, 'kunci'), nama: 'Ani', telepon: '081298765432', alamat: 'Jl. Mawar 2, Solo', kodeongkir: 'JNE', totalsetuju: hidden(cart.text, 'totalsetuju') };
  const short = await b.post(`/s/${shareid}/pesan`, form);
  expect(short.status).toBe(409);
  expect(short.text).toContain('Stok Kaos Polos tidak cukup: tersisa 20 PCS, dipesan 24 PCS.');
  expect(await co.sql(`select count(*)::int as n from pesanjual`)).toEqual([{ n: 0 }]);
  await b.post(`/s/${shareid}/keranjang/ubah`, { q0: '1' });

  // The price changes after the line was put in the cart: shown, and the buyer must confirm the new total.
  await co.sql(`update satuanitem set hargajual1 = 540000 where satuan = 'LSN' and item_id = (select id from item where kodeitem = 'KAOS01')`);
  const changed = await b.post(`/s/${shareid}/pesan`, { ...form, totalsetuju: '500000.00' });
  expect(changed.status).toBe(409);
  expect(changed.text).toContain('Harga berubah: Rp 500.000 → Rp 540.000');
  expect(changed.text).toContain('Total belanja sekarang Rp 540.000');
  expect(await co.sql(`select count(*)::int as n from pesanjual`)).toEqual([{ n: 0 }]);
  // Pressing again with the total now shown places the order at the new price.
  const ok = await b.post(`/s/${shareid}/pesan`, { ...form, totalsetuju: hidden(changed.text, 'totalsetuju') });
  expect(hidden(changed.text, 'totalsetuju')).toBe('540000.00');
  expect(ok.status).toBe(303);
  expect(await co.sql(`select total::text from pesanjual`)).toEqual([{ total: '555000.00' }]);
  // Nothing reached the other company.
  expect(await other.co.sql(`select count(*)::int as n from pesanjual`)).toEqual([{ n: 0 }]);
});

test('checkout: the honeypot stores nothing, at most 5 orders per address in 10 minutes', async () => {
  const { co, shareid } = await newShop('');
  const b = visitor();
  await b.post(`/s/${shareid}/keranjang`, { kodeitem: 'KAOS01', satuan: 'PCS', jumlah: '1' });
  const cart = await b.get(`/s/${shareid}/keranjang`);
  const form = { kunci: hidden(cart.text, 'kunci'), nama: 'Bot', telepon: '081298765432', alamat: 'Jl. Bot 1', kodeongkir: 'JNE', totalsetuju: hidden(cart.text, 'totalsetuju') };
  const bot = await b.post(`/s/${shareid}/pesan`, { ...form, situs: 'http://spam.example' });
  expect(bot.status).toBe(200);
  expect(bot.text).toContain('Terima kasih');
  expect(await co.sql(`select count(*)::int as n from pesanjual`)).toEqual([{ n: 0 }]);
  await co.sql(`insert into sharepesanan (kunci, shareid, ip) select 'lama' || g, '${shareid}', '127.0.0.1' from generate_series(1, 5) g`);
  const flood = await b.post(`/s/${shareid}/pesan`, form);
  expect(flood.status).toBe(429);
  expect(flood.text).toContain('Terlalu banyak pesanan dari alamat ini.');
  expect(await co.sql(`select count(*)::int as n from pesanjual`)).toEqual([{ n: 0 }]);
});
