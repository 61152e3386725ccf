/**
 * The ordering pages of the storefront (issue 42), plain HTML forms that work without JavaScript:
 * the add-to-cart form of a product page, the cart with the checkout form (a price changed since
 * the line was put in the cart is shown beside it), and the buyer's confirmation with the
 * WhatsApp message of the order to the shop. Every text passes through `esc`. Server only.
 */
import type { ItemDetail, Store } from '../storefront/data';
import { esc } from '../storefront/html';
import type { CheckoutForm, Ongkir, PlacedOrder } from './checkout';
import { money, totalOf, type LiveLine } from './lines';

const base = (s: Store) => `/s/${encodeURIComponent(s.shareid)}`;
const qty = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v) || '0';

/** The add-to-cart form of a product page (nothing when the item cannot be ordered). */
export function cartForm(s: Store, it: ItemDetail): string {
  const variants = it.variants.filter((v) => v.stok === null || Number(v.stok) > 0);
  if (it.variants.length ? !variants.length : it.stok !== null && !(Number(it.stok) > 0)) return '';
  const units = it.variants.length ? it.units.filter((u) => u.satuan === it.satuan) : it.units;
  const unitPick =
    units.length > 1
      ? `<label for="satuan">Satuan</label> <select id="satuan" name="satuan">${units.map((u) => `<option value="${esc(u.satuan)}">${esc(u.satuan)} · ${esc(money(u.harga))}</option>`).join('')}</select>`
      : `<input type="hidden" name="satuan" value="${esc(units[0]?.satuan ?? it.satuan)}">`;
  const variantPick = variants.length
    ? `<label for="varian">Varian</label> <select id="varian" name="iddetailvarian">${variants.map((v) => `<option value="${esc(v.iddetailvarian)}">${esc(v.nama || v.iddetailvarian)} · ${esc(money(v.harga))}</option>`).join('')}</select>`
    : '';
  return `<form class="beli" method="post" action="${base(s)}/keranjang"><input type="hidden" name="kodeitem" value="${esc(it.kodeitem)}">${unitPick} ${variantPick}
<label for="jumlah">Jumlah</label> <input id="jumlah" name="jumlah" type="number" min="1" max="9999" value="1" required inputmode="numeric" style="width:5em"> <button class="utama">Tambah ke keranjang</button></form>`;
}

const field = (name: string, label: string, value: string, err: string | undefined, input: string) =>
  `<p><label for="${name}">${label}</label><br>${input}${err ? `<br><span class="habis" id="${name}-salah">${esc(err)}</span>` : ''}</p>`;
const attrs = (name: string, err: string | undefined) => `id="${name}" name="${name}"${err ? ` aria-invalid="true" aria-describedby="${name}-salah"` : ''}`;

export interface CartView {
  lines: LiveLine[];
  ongkir: Ongkir[];
  form: CheckoutForm;
  msg?: string;
  fields?: Record<string, string>;
}

function lineRows(lines: LiveLine[]): string {
  return lines
    .map((l, i) => {
      const price = l.harga ? money(l.harga) : '–';
      const changed = l.berubah ? `<br><span class="habis">Harga berubah: ${esc(money(l.line.h))} → ${esc(price)}</span>` : '';
      const problem = l.masalah ? `<br><span class="habis">${esc(l.masalah)}</span>` : '';
      return `<tr><td>${esc(l.namaitem)}${l.line.v ? '' : ` (${esc(l.line.s)})`}${changed}${problem}</td>
<td><input id="q${i}" name="q${i}" aria-label="Jumlah ${esc(l.namaitem)}" type="number" min="0" max="9999" value="${esc(l.line.q)}" inputmode="numeric" style="width:4em"></td>
<td>${esc(price)}</td><td>${esc(money(l.subtotal))}</td><td><button name="hapus" value="${i}" aria-label="Hapus ${esc(l.namaitem)}">Hapus</button></td></tr>`;
    })
    .join('');
}

/** The cart and, below it, the checkout form. */
export function cartBody(s: Store, v: CartView): string {
  const b = base(s);
  if (!v.lines.length) return `<h1>Keranjang</h1><p>Keranjang belanja kosong.</p><p><a href="${b}">Lihat produk</a></p>`;
  const total = totalOf(v.lines);
  const e = v.fields ?? {};
  const f = v.form;
  const ongkir = v.ongkir.length
    ? `<fieldset><legend>Ongkos kirim</legend>${v.ongkir
        .map((o, i) => `<label><input type="radio" name="kodeongkir" value="${esc(o.kodeongkir)}"${o.kodeongkir === f.kodeongkir || (!f.kodeongkir && i === 0) ? ' checked' : ''}> ${esc(o.namaongkir)} · ${esc(money(o.tarif))}</label><br>`)
        .join('')}${e.kodeongkir ? `<span class="habis">${esc(e.kodeongkir)}</span>` : ''}</fieldset>`
    : '';
  return `<h1>Keranjang</h1>${v.msg ? `<p class="habis" role="alert">${esc(v.msg)}</p>` : ''}
<form method="post" action="${b}/keranjang/ubah"><div style="overflow-x:auto"><table><thead><tr><th>Produk</th><th>Jumlah</th><th>Harga</th><th>Subtotal</th><th>Aksi</th></tr></thead>
<tbody>${lineRows(v.lines)}</tbody></table></div><p><button>Perbarui keranjang</button></p></form>
<p class="harga">Total belanja: ${esc(money(total))}</p>
<h2>Data pemesan</h2><form method="post" action="${b}/pesan" class="checkout">
<input type="hidden" name="kunci" value="${esc(f.kunci)}"><input type="hidden" name="totalsetuju" value="${esc(total.toFixed(2))}">
${field('nama', 'Nama', f.nama, e.nama, `<input ${attrs('nama', e.nama)} value="${esc(f.nama)}" required maxlength="100" autocomplete="name">`)}
${field('telepon', 'Nomor telepon / WhatsApp', f.telepon, e.telepon, `<input ${attrs('telepon', e.telepon)} value="${esc(f.telepon)}" required maxlength="20" type="tel" autocomplete="tel">`)}
${field('alamat', 'Alamat pengiriman', f.alamat, e.alamat, `<textarea ${attrs('alamat', e.alamat)} required maxlength="300" rows="3" autocomplete="street-address">${esc(f.alamat)}</textarea>`)}
${field('catatan', 'Catatan (opsional)', f.catatan, e.catatan, `<textarea ${attrs('catatan', e.catatan)} maxlength="300" rows="2">${esc(f.catatan)}</textarea>`)}
${ongkir}<input name="situs" tabindex="-1" autocomplete="off" aria-hidden="true" style="position:absolute;left:-9999px">
<p>Total belanja ${esc(money(total))} ditambah ongkos kirim yang dipilih.</p><p><button class="utama">Pesan sekarang</button></p></form>`;
}

/** The order's text for WhatsApp. */
export function orderText(s: Store, o: PlacedOrder): string {
  return [
    `Halo ${s.namatoko}, saya memesan (No. ${o.notransaksi}):`,
    ...o.lines.map((l) => `- ${qty(l.jumlah)} ${l.satuan} ${l.namaitem} @ ${money(l.harga)}`),
    ...(o.namaongkir ? [`Ongkir ${o.namaongkir}: ${money(o.ongkir)}`] : []),
    `Total: ${money(o.total)}`,
    `Nama: ${o.nama}`,
    `Telepon: ${o.telepon}`,
    `Alamat: ${o.alamat}`,
    ...(o.catatan ? [`Catatan: ${o.catatan}`] : []),
  ].join('\n');
}

/** wa.me wants the number in international form, digits only (08… → 628…). */
export const waNumber = (wa: string) => {
  const d = wa.replace(/\D/g, '');
  return d.startsWith('0') ? `62${d.slice(1)}` : d;
};

/** The buyer's confirmation: the order, and the WhatsApp message of it to the shop. */
export function doneBody(s: Store, o: PlacedOrder): string {
  const wa = s.wa
    ? `<p><a class="wa" href="https://wa.me/${esc(waNumber(s.wa))}?text=${esc(encodeURIComponent(orderText(s, o)))}">Kirim pesanan lewat WhatsApp</a></p>`
    : '';
  return `<h1>Terima kasih, pesanan diterima</h1><p>Nomor pesanan <strong>${esc(o.notransaksi)}</strong>. ${esc(s.namatoko)} akan menghubungi ${esc(o.nama)} di ${esc(o.telepon)}.</p>
<table><thead><tr><th>Produk</th><th>Jumlah</th><th>Harga</th></tr></thead><tbody>${o.lines
    .map((l) => `<tr><td>${esc(l.namaitem)}</td><td>${esc(qty(l.jumlah))} ${esc(l.satuan)}</td><td>${esc(money(l.harga))}</td></tr>`)
    .join('')}</tbody></table>
${o.namaongkir ? `<p>Ongkos kirim ${esc(o.namaongkir)}: ${esc(money(o.ongkir))}</p>` : ''}<p class="harga">Total: ${esc(money(o.total))}</p>
<p>Dikirim ke: ${esc(o.alamat)}</p>${wa}<p><a href="${base(s)}">Kembali belanja</a></p>`;
}
