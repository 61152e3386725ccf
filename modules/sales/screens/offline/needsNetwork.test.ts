import { expect, test } from 'vitest';
import { emptyPay } from '../kasirShared';
import { ditolakLuring, PERLU_JARINGAN, type NeedsNetwork } from './needsNetwork';

test('offline, cash passes and a method that needs the network is refused by name; a new method joins the list', () => {
  expect(ditolakLuring({ ...emptyPay(), tunai: '50000' })).toBeNull();
  expect(ditolakLuring({ ...emptyPay(), tunai: '10000', bayarkartu: '40000' })).toContain('pembayaran Kartu memerlukan jaringan');
  expect(ditolakLuring({ ...emptyPay(), deposit: '1000', pointpakai: '3', bayarpoint: '300' })).toContain('Deposit, Point');
  // QRIS is in the list (its reference is made and claimed by the server).
  expect(ditolakLuring({ ...emptyPay(), tunai: '5000', bayarqris: '20000', refqris: '7-Q1' })).toContain('pembayaran QRIS memerlukan jaringan');
  const voucher: NeedsNetwork = { nama: 'Voucher', dipakai: (p) => p.tunai === '1' };
  expect(ditolakLuring({ ...emptyPay(), tunai: '1' }, [...PERLU_JARINGAN, voucher])).toContain('pembayaran Voucher');
});
