/** The asset disposal (LA) for the race suite (apps/server/test/document-races.ts). */
import type { RaceSample } from '../../../apps/server/test/document-races';
import { companyWithBooks } from '../../accounting/test/books';

async function company() {
  const co = await companyWithBooks();
  await co.act('grupaset_save', { kodegrupaset: 'PERALATAN', namagrupaset: 'Peralatan', kelompok: '1', metode: 'GL', kodeaccaset: '1-2400', kodeaccakum: '1-2940', kodeaccbiaya: '6-1500' });
  return co;
}

/** Bought and disposed in the same month: nothing to depreciate before, so the disposal posts at once. */
const aset = { kodeaset: 'MEJA', namaaset: 'Meja Kasir', kodegrupaset: 'PERALATAN', tglperolehan: '2026-01-05', hargaperolehan: '1000', kodeacclabarugi: '4-9000' };

export const assetRaceSamples: RaceSample[] = [
  {
    sumber: 'LA',
    doctype: 'dataaset',
    company,
    add: {
      payload: { ...aset, tglpelepasan: '2026-01-20', jenispelepasan: 'J', hargajual: '1200', kodeacckas: '1-1100' },
      balances: { '1-1100': '1200.00', '1-2400': '-1000.00', '4-9000': '-200.00' },
    },
    editA: {
      payload: { ...aset, tglpelepasan: '2026-01-21', jenispelepasan: 'J', hargajual: '700', kodeacckas: '1-1100' },
      balances: { '1-1100': '700.00', '1-2400': '-1000.00', '4-9000': '300.00' },
    },
    editB: {
      payload: { ...aset, tglpelepasan: '2026-01-22', jenispelepasan: 'H', hargajual: '0' },
      balances: { '1-2400': '-1000.00', '4-9000': '1000.00' },
    },
  },
];
