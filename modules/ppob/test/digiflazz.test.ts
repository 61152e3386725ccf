/**
 * The Digiflazz client against the local fake (real HTTP), and the fake's enforcement of the
 * contract (INTEGRATIONS.md): md5 signatures, rc codes, a repeated ref_id answered with its status,
 * the webhook's HMAC-SHA1 signature with or without `sha1=`. And the customer numbers' shapes.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cekSaldo, DigiflazzError, hubSignature, md5, priceList, signOf, transaction, webhookSigned } from '../digiflazz';
import { FakeDigiflazz } from '../fake/fake-digiflazz';
import { checkCustomerNo, jenisOf } from '../customer-no';

let fake: FakeDigiflazz;
beforeAll(async () => {
  fake = await FakeDigiflazz.start();
});
afterAll(() => fake.close());

const cfg = () => ({ baseUrl: fake.url, username: fake.username, key: fake.key });
const raw = (path: string, body: unknown) => fetch(`${fake.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, json: (await r.json()) as { data: Record<string, unknown> } }));

test('signatures: md5(username + key + "depo" | "pricelist" | ref_id), lowercase hex; any other refused with rc 41', async () => {
  expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
  expect(signOf({ username: 'u', key: 'k' }, 'depo')).toBe(md5('ukdepo'));
  expect(await cekSaldo(cfg())).toBe('1000000');
  expect((await priceList(cfg())).length).toBe(6);
  // Wrong key, an uppercase sign, the sign of another command: refused.
  await expect(cekSaldo({ ...cfg(), key: 'salah' })).rejects.toMatchObject({ rc: '41' });
  expect(await raw('/v1/cek-saldo', { cmd: 'deposit', username: fake.username, sign: signOf(fake, 'depo').toUpperCase() })).toMatchObject({ status: 400, json: { data: { rc: '41' } } });
  expect(await raw('/v1/price-list', { cmd: 'prepaid', username: fake.username, sign: signOf(fake, 'depo') })).toMatchObject({ status: 400, json: { data: { rc: '41' } } });
  expect(await raw('/v1/transaction', { username: fake.username, buyer_sku_code: 'tsel10', customer_no: '081234567890', ref_id: 'r-1', sign: signOf(fake, 'r-2') })).toMatchObject({ json: { data: { rc: '41' } } });
  await expect(transaction({ ...cfg(), key: 'salah' }, { sku: 'tsel10', customer_no: '081234567890', ref_id: 'sign-bad-1' })).rejects.toBeInstanceOf(DigiflazzError);
  expect(fake.purchases).toBe(0);
});

test('transactions: Sukses, Pending then settled, Gagal; the same ref_id again answers its status and never buys twice; rc 43, 44, 49', async () => {
  const before = fake.deposit;
  const ok = await transaction(cfg(), { sku: 'tsel10', customer_no: '081234567890', ref_id: 'tx-ok-1' });
  expect(ok).toMatchObject({ status: 'Sukses', rc: '00', sn: expect.stringMatching(/^SN/), price: 10150 });
  const again = await transaction(cfg(), { sku: 'tsel10', customer_no: '081234567890', ref_id: 'tx-ok-1' });
  expect(again).toEqual(ok);
  expect(fake.purchases).toBe(1);
  expect(fake.deposit).toBe(before - 10150);
  // Same ref_id, another number: rc 49.
  await expect(transaction(cfg(), { sku: 'tsel10', customer_no: '081200000000', ref_id: 'tx-ok-1' })).rejects.toMatchObject({ rc: '49' });
  fake.plan('Pending', 'Gagal');
  expect(await transaction(cfg(), { sku: 'pln20', customer_no: '12345678901', ref_id: 'tx-pend-1' })).toMatchObject({ status: 'Pending', rc: '03', sn: '' });
  expect(await transaction(cfg(), { sku: 'tsel25', customer_no: '081234567890', ref_id: 'tx-fail-1' })).toMatchObject({ status: 'Gagal', rc: '02' });
  expect(fake.deposit).toBe(before - 10150 - 20250);
  expect(await transaction(cfg(), { sku: 'isat5', customer_no: '081234567890', ref_id: 'tx-off-1' })).toMatchObject({ status: 'Gagal', rc: '43' });
  fake.deposit = 100;
  expect(await transaction(cfg(), { sku: 'pln50', customer_no: '12345678901', ref_id: 'tx-short-1' })).toMatchObject({ status: 'Gagal', rc: '44' });
});

test('webhook signature: HMAC-SHA1 of the raw body with the webhook secret, with or without sha1=', () => {
  const body = '{"data":{"ref_id":"x","status":"Sukses"}}';
  const sig = hubSignature('rahasia', body);
  expect(webhookSigned('rahasia', body, `sha1=${sig}`)).toBe(true);
  expect(webhookSigned('rahasia', body, sig)).toBe(true);
  expect(webhookSigned('rahasia', `${body} `, `sha1=${sig}`)).toBe(false);
  expect(webhookSigned('lain', body, `sha1=${sig}`)).toBe(false);
  expect(webhookSigned('rahasia', body, undefined)).toBe(false);
  expect(webhookSigned('', body, `sha1=${hubSignature('', body)}`)).toBe(false);
});

test('customer numbers in shape before sending', () => {
  expect(jenisOf('Pulsa')).toBe('pulsa');
  expect(jenisOf('PLN')).toBe('pln');
  expect(checkCustomerNo('pulsa', '+62 812-3456-7890')).toEqual({ ok: true, no: '081234567890' });
  expect(checkCustomerNo('data', '6281298765432')).toEqual({ ok: true, no: '081298765432' });
  expect(checkCustomerNo('pulsa', '0212345678').ok).toBe(false);
  expect(checkCustomerNo('pulsa', '0812').ok).toBe(false);
  expect(checkCustomerNo('pln', '123 4567 8901')).toEqual({ ok: true, no: '12345678901' });
  expect(checkCustomerNo('pln', '512345678901')).toEqual({ ok: true, no: '512345678901' });
  expect(checkCustomerNo('pln', '1234567890').ok).toBe(false);
  expect(checkCustomerNo('pln', '08123456789a').ok).toBe(false);
});
