import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants } from '../../accounting/test/books';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { post } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

const rows = (r: Reply, t: string) => r.data[t] as Row[];

test('a debt payment by giro posts to Hutang Giro; settled later it moves to the bank on the settlement date; a settled payment is locked; un-settling is refused once the period is closed', async () => {
  const co = await companyWithBooks();
  expect((await co.act('supplier_save', { kodesupel: 'SUP01', namasupel: 'PT Sumber Makmur' })).num).toBe(0);
  expect((await co.act('bank_save', { kodebank: 'BCA', namabank: 'Bank BCA' })).num).toBe(0);
  // Two invoices: an opening payable of 500,000 and another of 200,000.
  for (const jumlah of ['500000', '200000'])
    expect((await co.act('saldoawalhutang_save', { tanggal: '2026-01-01', kodesupel: 'SUP01', jumlah, jatuhtempo: '2026-02-28' })).num).toBe(0);

  const giro = { tanggal: '2026-02-10', kodesupel: 'SUP01', kodeacckas: '1-1200', jenisbayar: 'G', nogiro: 'BG 778812', bankgiro: 'BCA', jtgiro: '2026-02-25' };
  const bh = (p: Row) => co.act('bayarhutang_save', { ...giro, lines: [{ noinvoice: 'SAH-2601-00001', bayar: '300000', potongan: '5000' }], ...p }) as Promise<Reply>;

  // A giro is settled into a bank account, has its number, bank and due date, and falls due no earlier than it is given.
  expect(await bh({ kodeacckas: '1-1100' })).toMatchObject({ num: 15, msg: 'Cek/giro dicairkan ke rekening bank: Kas/Bank 1-1100 bukan perkiraan bank.', data: { fields: { kodeacckas: expect.any(String) } } });
  expect(await bh({ nogiro: '' })).toMatchObject({ num: 15, data: { fields: { nogiro: expect.any(String) } } });
  expect(await bh({ jtgiro: '' })).toMatchObject({ num: 15, data: { fields: { jtgiro: expect.any(String) } } });
  expect(await bh({ jtgiro: '2026-02-09' })).toMatchObject({ num: 15, msg: expect.stringContaining('Jatuh tempo giro tidak boleh sebelum tanggal pembayaran') });
  expect(await co.sql(`select count(*)::int as n from bayarhutang`)).toEqual([{ n: 0 }]);

  // The payment: Dr Hutang Usaha 305,000 / Cr Hutang Giro 300,000, Cr Potongan Pembelian 5,000. The bank is untouched.
  const pay = await bh({});
  expect(pay).toMatchObject({ num: 0, data: { notransaksi: 'BH-2602-00001', tbl_bayarhutang: [{ jenisbayar: 'G', nogiro: 'BG 778812', bankgiro: 'BCA', jtgiro: '2026-02-25', total: '300000.00' }] } });
  const journal = (no: string) =>
    co.sql(
      `select p.kodeacc, b.debet::text as d, b.kredit::text as k, to_char(j.tanggal, 'YYYY-MM-DD') as tanggal from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
       where j.notransaksi = '${no}' and j.status = 0 order by b.debet desc, p.kodeacc`,
    );
  expect(await journal('BH-2602-00001')).toEqual([
    { kodeacc: '2-1100', d: '305000.00', k: '0.00', tanggal: '2026-02-10' },
    { kodeacc: '2-1110', d: '0.00', k: '300000.00', tanggal: '2026-02-10' },
    { kodeacc: '5-1100', d: '0.00', k: '5000.00', tanggal: '2026-02-10' },
  ]);
  expect(await balance(co, '2-1110')).toBe('-300000.00');
  expect(await balance(co, '1-1200')).toBe('0.00');
  expect(rows((await co.act('hutangsupplier', { kodesupel: 'SUP01' })) as Reply, 'tbl_hutang').map((r) => r.sisa)).toEqual(['195000.00', '200000.00']);
  // A cash payment beside it keeps no giro details.
  const cash = (await co.act('bayarhutang_save', { tanggal: '2026-02-11', kodesupel: 'SUP01', kodeacckas: '1-1100', nogiro: 'X1', jtgiro: '2026-03-01', lines: [{ noinvoice: 'SAH-2601-00002', bayar: '50000' }] })) as Reply;
  expect(cash).toMatchObject({ num: 0, data: { tbl_bayarhutang: [{ jenisbayar: 'K', nogiro: '', jtgiro: null }] } });
  expect(await balance(co, '1-1100')).toBe('-50000.00');

  // The status screen: February's giro (by due date), not yet settled.
  const list = (p: Row = {}) => co.act('stsbg_list', { tipe: 'BH', dari: '2026-02-01', sampai: '2026-02-28', ...p }) as Promise<Reply>;
  const l1 = await list();
  expect(l1).toMatchObject({ num: 0, data: { query_data: [{ totpage: 1, totrec: 1, total: '300000.00', totalbelum: '300000.00' }] } });
  expect(rows(l1, 'tbl_stsbg')).toEqual([
    { notransaksi: 'BH-2602-00001', tanggal: '2026-02-10', kontak: 'SUP01', namakontak: 'PT Sumber Makmur', nogiro: 'BG 778812', bankgiro: 'BCA', namabank: 'Bank BCA', jtgiro: '2026-02-25', jumlah: '300000.00', kodeacckas: '1-1200', status: 'belum', nocair: null, tglcair: null },
  ]);
  expect(rows(await list({ dari: '2026-03-01', sampai: '2026-03-31' }), 'tbl_stsbg')).toEqual([]);
  expect(rows(await list({ q: '778812' }), 'tbl_stsbg')).toHaveLength(1);

  // Not before its due date; then settled on 26 February: its own journal on that date. Two
  // people settling it at once (a second session; on PostgreSQL truly concurrent): one wins.
  const cair = (tanggal: string) => co.act('stsbg_cair', { tipe: 'BH', notransaksi: 'BH-2602-00001', tanggal }) as Promise<Reply>;
  const login = await post({ act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password });
  const token2 = (login.data as { token: string }).token;
  const cair2 = (tanggal: string) => post({ act: 'stsbg_cair', token: token2, aprq: JSON.stringify({ tipe: 'BH', notransaksi: 'BH-2602-00001', tanggal }) });
  expect(await cair('2026-02-24')).toMatchObject({ num: 15, msg: 'Cek/giro BG 778812 baru dapat dicairkan mulai jatuh temponya, 25/02/2026.', data: { fields: { tanggal: expect.any(String) } } });
  expect(await co.act('stsbg_cair', { tipe: 'BH', notransaksi: 'BH-2602-00002', tanggal: '2026-02-26' })).toMatchObject({ num: 1, msg: 'Pembayaran Hutang BH-2602-00002 tidak dibayar dengan cek/giro.' });
  const both = await Promise.all([cair('2026-02-26'), cair2('2026-02-26')]);
  expect(both.map((r) => r.num).sort()).toEqual([0, 1]);
  expect(both.find((r) => r.num === 0)).toMatchObject({ num: 0, data: { nocair: 'CBG-BH-2602-00001', tanggal: '2026-02-26', jumlah: '300000.00', kodeacc: '1-1200' } });
  expect(both.find((r) => r.num === 1)?.msg).toContain('sudah dicairkan');
  expect(await journal('CBG-BH-2602-00001')).toEqual([
    { kodeacc: '2-1110', d: '300000.00', k: '0.00', tanggal: '2026-02-26' },
    { kodeacc: '1-1200', d: '0.00', k: '300000.00', tanggal: '2026-02-26' },
  ]);
  expect(await balance(co, '2-1110')).toBe('0.00');
  expect(await balance(co, '1-1200')).toBe('-300000.00');
  // The bank on the 25th did not have it yet; on the 26th it did.
  const bankOn = async (d: string) =>
    (await co.sql(`select coalesce(sum(b.debet - b.kredit), 0)::numeric(18,2)::text as v from gl_baris b join perkiraan p on p.id = b.perkiraan_id where p.kodeacc = '1-1200' and b.tanggal <= '${d}'`))[0];
  expect(await bankOn('2026-02-25')).toEqual({ v: '0.00' });
  expect(await bankOn('2026-02-26')).toEqual({ v: '-300000.00' });
  expect(rows(await list(), 'tbl_stsbg')).toMatchObject([{ status: 'cair', nocair: 'CBG-BH-2602-00001', tglcair: '2026-02-26' }]);
  expect(rows(await list({ status: 'belum' }), 'tbl_stsbg')).toEqual([]);
  expect(await cair('2026-02-27')).toMatchObject({ num: 1, msg: 'Cek/giro Pembayaran Hutang BH-2602-00001 sudah dicairkan pada 26/02/2026 (CBG-BH-2602-00001).' });

  // A settled payment is neither changed nor deleted.
  const got = (await co.act('bayarhutang_get', { notransaksi: 'BH-2602-00001' })) as Reply;
  const edited = { ...rows(got, 'tbl_bayarhutang')[0], lines: rows(got, 'tbl_bayarhutang_detail'), keterangan: 'ubah' };
  expect(await co.edit('bayarhutang_save', edited)).toMatchObject({
    num: 42,
    msg: 'Cek/giro Pembayaran Hutang BH-2602-00001 sudah dicairkan (CBG-BH-2602-00001, 26/02/2026) sehingga tidak dapat diubah. Batalkan pencairannya terlebih dahulu di Status Cek/Giro.',
  });
  expect(await co.act('bayarhutang_del', { notransaksi: 'BH-2602-00001' })).toMatchObject({ num: 42, msg: expect.stringContaining('sehingga tidak dapat dihapus') });

  // Rights: the payment's access name guards the screen; opening it does not allow settling.
  const password = await addUser(co, { userid: 'STAF1' });
  await grant(co, 'U', 'STAF1', [['mBayarHutang']]);
  const staf = await loginAs(co, 'STAF1', password);
  expect((await staf.act('stsbg_list', { tipe: 'BH' })).num).toBe(0);
  expect((await staf.act('stsbg_batal', { tipe: 'BH', notransaksi: 'BH-2602-00001' })).num).toBe(30);

  // Un-settled: the journal is reversed, the payment can change; settled again on the 27th.
  expect(await co.act('stsbg_batal', { tipe: 'BH', notransaksi: 'BH-2602-00001' })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1200')).toBe('0.00');
  expect(await balance(co, '2-1110')).toBe('-300000.00');
  expect(await co.edit('bayarhutang_save', edited)).toMatchObject({ num: 0 });
  expect(await cair('2026-02-27')).toMatchObject({ num: 0 });
  expect(await journal('CBG-BH-2602-00001')).toMatchObject([{ kodeacc: '2-1110', tanggal: '2026-02-27' }, { kodeacc: '1-1200', tanggal: '2026-02-27' }]);

  // February is closed: un-settling (and settling into it) is refused, nothing changes.
  await co.sql(`update buku_periode set tglkunci = '2026-02-28'`);
  expect(await co.act('stsbg_batal', { tipe: 'BH', notransaksi: 'BH-2602-00001' })).toMatchObject({ num: 1, msg: expect.stringContaining('sudah ditutup (tutup buku)') });
  expect(await balance(co, '1-1200')).toBe('-300000.00');
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await invariants(co)).toEqual([]);
  await co.sql(`update buku_periode set tglkunci = null`);
});
