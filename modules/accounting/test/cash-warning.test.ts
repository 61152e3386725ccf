import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants } from './books';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };

test('a cash-out that would take a cash account below zero at its date is asked about first (konfirmasi), never refused outright', async () => {
  const co = await companyWithBooks();
  const kk = (p: Record<string, unknown>) =>
    actOrEdit(co, 'kaskeluar_save', { tanggal: '2026-01-05', kodeacc: '1-1100', keterangan: 'Beli galon', lines: [{ kodeacc: '6-1200', jumlah: '150000' }], ...p }) as Promise<Reply>;
  const kas = (await co.sql(`select kodeacc || ' ' || namaacc as n from perkiraan where kodeacc = '1-1100'`)) as { n: string }[];
  const warning = (v: string, on = '05/01/2026') => `Saldo ${kas[0].n} menjadi ${v} per ${on} setelah transaksi ini.`;

  // A new shop without its opening cash: the form asks for warnings (konfirmasi 0) and gets one; nothing is written.
  expect(await kk({ konfirmasi: 0 })).toMatchObject({ num: 1, msg: warning('-150.000'), data: { perlukonfirmasi: true, peringatan: [warning('-150.000')] } });
  expect(await co.sql(`select count(*)::int as n from kaskeluar`)).toEqual([{ n: 0 }]);
  expect(await co.sql(`select count(*)::int as n from gl_jurnal`)).toEqual([{ n: 0 }]);
  // Confirmed (Tetap Simpan): saved and posted.
  const first = await kk({ konfirmasi: true });
  expect(first).toMatchObject({ num: 0, data: { notransaksi: 'KK-2601-00001' } });
  expect(await balance(co, '1-1100')).toBe('-150000.00');
  // A client that asks nothing (an import, a script) is not asked either.
  expect(await kk({ lines: [{ kodeacc: '6-1200', jumlah: '1000' }] })).toMatchObject({ num: 0, data: { notransaksi: 'KK-2601-00002' } });
  expect((await co.act('kaskeluar_del', { notransaksi: 'KK-2601-00002' })).num).toBe(0);

  // Money coming in is never asked about.
  expect(await co.act('kasmasuk_save', { tanggal: '2026-01-05', kodeacc: '1-1100', konfirmasi: 0, lines: [{ kodeacc: '4-9000', jumlah: '50000' }] })).toMatchObject({ num: 0 });

  // The opening cash entered (/saldoawalperkiraan): the same kind of payment passes without a question.
  expect((await co.act('saldoawalakun_save', { kodeacc: '1-1100', debet: '1000000' })).num).toBe(0);
  expect(await kk({ konfirmasi: 0 })).toMatchObject({ num: 0, data: { notransaksi: 'KK-2601-00003' } });
  expect(await balance(co, '1-1100')).toBe('750000.00');

  // An edit counts the document once: its own earlier amount is not taken twice.
  const { id } = first.data as { id: number };
  expect(await kk({ id, konfirmasi: 0, lines: [{ kodeacc: '6-1200', jumlah: '900000' }] })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1100')).toBe('0.00');
  expect(await kk({ id, konfirmasi: 0, lines: [{ kodeacc: '6-1200', jumlah: '900001' }] })).toMatchObject({ num: 1, msg: warning('-1'), data: { perlukonfirmasi: true } });
  expect(await balance(co, '1-1100')).toBe('0.00');

  // A transfer warns about the account the money leaves, not the one it reaches.
  expect(await co.act('kastransfer_save', { tanggal: '2026-01-06', kodeaccdari: '1-1100', kodeaccke: '1-1200', jumlah: '25000', konfirmasi: 0 })).toMatchObject({
    num: 1,
    msg: warning('-25.000', '06/01/2026'),
  });

  // At the document's date: takings later in the month do not cover a payment made before them.
  expect(await co.act('kasmasuk_save', { tanggal: '2026-01-20', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '500000' }] })).toMatchObject({ num: 0 });
  expect(await kk({ tanggal: '2026-01-06', konfirmasi: 0, lines: [{ kodeacc: '6-1200', jumlah: '100' }] })).toMatchObject({ num: 1, msg: warning('-100', '06/01/2026') });
  expect(await kk({ tanggal: '2026-01-21', konfirmasi: 0, lines: [{ kodeacc: '6-1200', jumlah: '100' }] })).toMatchObject({ num: 0 });
  // A value that is neither yes nor no is refused as such.
  expect(await kk({ konfirmasi: 'mungkin' })).toMatchObject({ num: 15, data: { fields: { konfirmasi: 'konfirmasi harus bernilai ya/tidak' } } });

  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true } });
  expect(await invariants(co)).toEqual([]);
});
