export { default as manifest } from './manifest';
export { default as jual } from './jual/jual';
export { default as kasir } from './kasir/kasir';
export { default as returjual } from './retur-jual/retur-jual';
export { lineTotal, depositKurang, NON_TUNAI_LEBIH, pajakOf, subtotalOf, tipePpnDari, totalOf } from './figures';
export { KOLOM, strukCetak, strukHtml, strukLines, type StrukInfo, type StrukLine, type StrukPerusahaan, type StrukSale } from './receipt/receipt';
export { KODE_FASILITAS, KODE_TRANSAKSI, buildInvoices } from './tax/faktur';
export { pointPenjualan } from './info/reports';
