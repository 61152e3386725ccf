// drizzle-kit input for migrations/tenant: every table of a company schema.
import { tables as master } from '@niaga/master/server';
import * as accounting from '@niaga/accounting';

export { pengguna, hakAkses, kantor, konfigurasi, kelompokAkses } from '@niaga/admin';
export { logAktivitas, settingNomor, nomorUrut, idempotensi } from '@niaga/kernel/server';
export const satuan = master.satuan;
export const item = master.item;
export const gudang = master.gudang;
export { perkiraan, settingAkun, saldoawalakun, catatantransaksi } from '@niaga/accounting';
export const kasmasuk = accounting.kasmasuk.header;
export const kasmasukDetail = accounting.kasmasuk.lines!;
export const kaskeluar = accounting.kaskeluar.header;
export const kaskeluarDetail = accounting.kaskeluar.lines!;
export const kastransfer = accounting.kastransfer.header;
export const jurnal = accounting.jurnal.header;
export const jurnalDetail = accounting.jurnal.lines!;
export { bukuPeriode, tutupTahun, glJurnal, glBaris, glSaldo, stokMutasi, stokItem, stokGudang } from '@niaga/ledger';
