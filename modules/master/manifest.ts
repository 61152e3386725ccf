/**
 * The master module's full manifest (the server, the tests and the web's generic screens): its light
 * head (./head.ts) with its doctypes, reports, access names and transaction codes. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';
import satuan from './satuan/satuan';
import item from './item/item';
import gudang from './gudang/gudang';
import varian from './varian/varian';
import gruppel from './gruppel/gruppel';
import wilayah from './wilayah/wilayah';
import subwilayah from './subwilayah/subwilayah';
import sales from './sales/sales';
import pelanggan from './pelanggan/pelanggan';
import supplier from './supplier/supplier';
import alamatkirim from './alamatkirim/alamatkirim';
import merek from './merek/merek';
import jenis from './jenis/jenis';
import subjenis from './subjenis/subjenis';
import bank from './bank/bank';
import emoney from './emoney/emoney';
import ongkir from './ongkir/ongkir';
import grupaset from './grupaset/grupaset';
import pointpel from './pointpel/pointpel';
import diskonperiode from './diskonperiode/diskonperiode';
import periodepromo from './periodepromo/periodepromo';
import periodepromotebus from './periodepromotebus/periodepromotebus';
import { reports } from './reports/reports';

export default defineModule({
  ...head,
  doctypes: [
    satuan,
    item,
    gudang,
    varian,
    gruppel,
    wilayah,
    subwilayah,
    sales,
    pelanggan,
    supplier,
    alamatkirim,
    merek,
    jenis,
    subjenis,
    bank,
    emoney,
    ongkir,
    grupaset,
    pointpel,
    diskonperiode,
    periodepromo,
    periodepromotebus,
  ],
  reports,
  // Its access names in the rights matrix, by group and sequence (modules/admin/access-names.ts).
  access: [
    { name: 'mItem', sequence: 10 },
    { name: 'mItemDS', sequence: 30, title: 'Datasheet Item', actions: ['mopen', 'madd', 'medit', 'mdelete', 'mprint', 'mexport'] },
    { name: 'mSupplier', sequence: 40 },
    { name: 'mPelanggan', sequence: 50 },
    { name: 'mSales', sequence: 60 },
    { name: 'mGroupPel', sequence: 70 },
    { name: 'mWilayah', sequence: 80 },
    { name: 'mDiskonPer', sequence: 90 },
    { name: 'mPromosi', sequence: 100, title: 'Promosi' },
    { name: 'mPromosiTebus', sequence: 110, title: 'Promosi Tebus Murah' },
    { name: 'mSettingPoint', sequence: 120, title: 'Point Pelanggan' },
    { name: 'mSatuan', sequence: 130 },
    { name: 'mMerek', sequence: 140 },
    { name: 'mJenis', sequence: 150 },
    { name: 'mVarian', sequence: 160 },
    { name: 'mBank', sequence: 170 },
    { name: 'mEmoney', sequence: 180 },
    { name: 'mOngkir', sequence: 190 },
    { name: 'mGudang', sequence: 200, title: 'Gudang / Dept' },
    { name: 'mGrupAset', sequence: 100, group: 'Akuntansi' },
    { name: 'mLapMstrItem', sequence: 10 },
    { name: 'mLapMstrItemLengkap', sequence: 20 },
    { name: 'mLapMstrSupplier', sequence: 30 },
    { name: 'mLapMstrPelanggan', sequence: 40 },
    { name: 'mLapMstrSales', sequence: 50 },
    { name: 'mImportData', sequence: 110, title: 'Import Data', actions: ['mopen', 'madd'] },
  ],
});
