import { expect, test } from 'vitest';
import { saveFailed } from './messages';
import { MSG_CONNECTION } from './api';

test('a refused save reads as one sentence with the server’s reason', () => {
  expect(saveFailed('Kas laci sudah dibuka.')).toBe('Data gagal disimpan: Kas laci sudah dibuka.');
  expect(saveFailed(MSG_CONNECTION)).toBe('Data gagal disimpan: Koneksi ke server gagal, cek koneksi internet Anda.');
});

test('without a reason (an unreadable reply) it still ends as a sentence', () => {
  expect(saveFailed('')).toBe('Data gagal disimpan.');
  expect(saveFailed('  ')).toBe('Data gagal disimpan.');
});
