/** Master data (spec §2.6): one line per doctype. Isomorphic: the web reads it too. */
import { defineModule } from '@niaga/kernel';
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
  name: 'master',
  section: 'master',
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
});
