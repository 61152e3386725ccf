import satuan from './satuan/satuan';
import item from './item/item';
import gudang from './gudang/gudang';

/** Every master-data doctype declaration of this module. Isomorphic: the web imports it too. */
export const doctypes = [satuan, item, gudang];
