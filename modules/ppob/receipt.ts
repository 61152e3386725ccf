/**
 * The receipt of a PPOB sale (issue 41; docs/ppob.md "The receipt") as the till's receipt layout
 * takes it (`StrukSale` of @niaga/sales, as `strukFrom` makes one of a saved sale): one line, the
 * product at its sale price paid in cash, and the PPOB block — the customer number, the status,
 * the serial number / PLN token (bold: the customer types it into the meter). So the same
 * `strukLines` / `strukCetak` / `strukHtml` print it on the mini printer (ESC/POS through the
 * printer service) or the browser's printer at 58 or 80 mm, with the company's header and footer,
 * and a reprint is marked CETAK ULANG. Isomorphic, types only from sales.
 */
import type { StrukInfo, StrukSale } from '@niaga/sales';
import type { PpobTransaksi } from './replies';

/** The PLN token in groups of four (as the meter's keypad and the printed vouchers show it). */
export function tokenTampil(sn: string): string {
  // Digiflazz sends PLN's sn as 'token/name/tariff/power/kWh'; the token is its first part.
  const token = sn.split('/')[0].trim();
  const digits = token.replace(/[\s-]/g, '');
  return /^\d{20}$/.test(digits) ? digits.replace(/(\d{4})(?=\d)/g, '$1-') : token;
}

export function strukPpob(t: PpobTransaksi): StrukSale {
  const pln = t.jenis === 'pln';
  const info: StrukInfo[] = [
    { label: pln ? 'No Meter/ID' : 'Nomor', value: t.customer_no },
    { label: 'Status', value: t.status },
  ];
  if (t.sn && pln) {
    info.push({ label: 'Token', value: tokenTampil(t.sn), bold: true });
    // The rest of PLN's sn: the customer's name, tariff/power and the kWh bought.
    const [, nama, tarif, daya, kwh] = t.sn.split('/').map((x) => x.trim());
    if (nama) info.push({ label: 'Nama', value: nama });
    if (tarif || daya) info.push({ label: 'Tarif/Daya', value: [tarif, daya].filter(Boolean).join('/') });
    if (kwh) info.push({ label: 'kWh', value: kwh });
  } else if (t.sn) info.push({ label: 'SN', value: t.sn, bold: true });
  if (t.status === 'Pending') info.push({ label: '', value: 'Transaksi sedang diproses: token/SN menyusul, cek status di kasir.' });
  if (t.status === 'Gagal') info.push({ label: '', value: 'Transaksi gagal: uang dikembalikan.', bold: true });
  return {
    notransaksi: t.notransaksi,
    tanggal: t.tanggal,
    jam: t.jam || null,
    userid: t.userid || null,
    kodesupel: '',
    subtotal: t.jual,
    total: t.jual,
    tunai: t.jual,
    kembali: '0',
    lines: [{ kodeitem: t.sku, namaitem: t.nama, satuan: '', jumlah: '1', harga: t.jual, total: t.jual }],
    info,
  };
}
