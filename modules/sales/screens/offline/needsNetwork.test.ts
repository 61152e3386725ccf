import { expect, test } from 'vitest';
import { emptyPay } from '../kasirShared';
import { ditolakLuring, PERLU_JARINGAN, type NeedsNetwork } from './needsNetwork';

test('offline, cash passes and a method that needs the network is refused by name; a new method joins the list', () => {
  expect(ditolakLuring({ ...emptyPay(), tunai: '50000' })).toBeNull();
  expect(ditolakLuring({ ...emptyPay(), tunai: '10000', bayarkartu: '40000' })).toContain('pembayaran Kartu memerlukan jaringan');
  expect(ditolakLuring({ ...emptyPay(), deposit: '1000', pointpakai: '3', bayarpoint: '300' })).toContain('Deposit, Point');
  const qris: NeedsNetwork = { nama: 'QRIS', dipakai: (p) => Number((p as { bayarqris?: string }).bayarqris ?? 0) > 0 };
  expect(ditolakLuring({ ...emptyPay(), bayarqris: '20000' } as ReturnType<typeof emptyPay>, [...PERLU_JARINGAN, qris])).toContain('pembayaran QRIS');
});
