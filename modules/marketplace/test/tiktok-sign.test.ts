import { expect, test } from 'vitest';
import { tiktokPushSign, tiktokSign, tiktokSignText } from '../tiktok/sign';

test('the official TikTok Shop 202309 vector (ACCOUNTING.md §7)', () => {
  const q = { app_key: '29a39d', timestamp: '1623812664' };
  expect(tiktokSign('e59af819cc', '/authorization/202309/shops', q)).toBe('b596b73e0cc6de07ac26f036364178ab16b0a907af13d43f0a0cd2345f582dc8');
  // sign and access_token are never signed; parameters are sorted by name whatever their order.
  expect(tiktokSign('e59af819cc', '/authorization/202309/shops', new URLSearchParams({ timestamp: '1623812664', sign: 'x', access_token: 'tok', app_key: '29a39d' }))).toBe(
    'b596b73e0cc6de07ac26f036364178ab16b0a907af13d43f0a0cd2345f582dc8',
  );
});

test('the body is signed after the sorted parameters; lowercase hex', () => {
  const q = { shop_cipher: 'C1', app_key: 'k', timestamp: '10' };
  expect(tiktokSignText('s', '/p', q, '{"a":1}')).toBe('s/papp_keykshop_cipherC1timestamp10{"a":1}s');
  const a = tiktokSign('s', '/p', q, '{"a":1}');
  expect(a).toMatch(/^[0-9a-f]{64}$/);
  expect(tiktokSign('s', '/p', q, '{"a":2}')).not.toBe(a);
  expect(tiktokSign('s', '/p', { ...q, page_size: '10' }, '{"a":1}')).not.toBe(a);
  expect(tiktokPushSign('s', 'k', '{}')).toMatch(/^[0-9a-f]{64}$/);
});
