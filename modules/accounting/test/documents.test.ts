import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants } from './books';
import { actOrEdit } from '../../../apps/server/test/harness';

type Saved = { id: number; notransaksi: string; tbl_kasmasuk?: Array<Record<string, unknown>> };

test('kas masuk: post, edit, delete keep the books balanced', async () => {
  const co = await companyWithBooks();
  const add = await co.act('kasmasuk_save', {
    tanggal: '2026-01-05',
    kodeacc: '1-1100',
    keterangan: 'Pendapatan lain',
    lines: [
      { kodeacc: '4-9000', jumlah: '150000' },
      { kodeacc: '1-1300', jumlah: '50000.50', kontak: 'pel01', keterangan: 'Pelunasan' },
    ],
  });
  expect(add).toMatchObject({ num: 0, data: { notransaksi: 'KM-2601-00001', tbl_kasmasuk: [{ total: '200000.50' }] } });
  const { id, notransaksi } = add.data as Saved;
  expect(await balance(co, '1-1100')).toBe('200000.50');
  expect(await balance(co, '1-1300')).toBe('-50000.50');
  expect(await co.act('kasmasuk_get', { notransaksi })).toMatchObject({ num: 0, data: { tbl_kasmasuk_detail: [{ urut: 1, kodeacc: '4-9000', jumlah: '150000.00' }, { urut: 2, kontak: 'PEL01' }] } });

  const edit = await co.edit('kasmasuk_save', { id, tanggal: '2026-01-06', kodeacc: '1-1200', lines: [{ kodeacc: '4-9000', jumlah: '75000' }] });
  expect(edit).toMatchObject({ num: 0, data: { notransaksi: 'KM-2601-00001' } });
  expect(await balance(co, '1-1100')).toBe('0.00');
  expect(await balance(co, '1-1200')).toBe('75000.00');
  expect(await balance(co, '1-1300')).toBe('0.00');
  expect(await co.sql(`select status, tanggal from gl_jurnal where notransaksi = '${notransaksi}' order by id`)).toEqual([
    { status: 1, tanggal: '2026-01-05' },
    { status: 2, tanggal: '2026-01-05' },
    { status: 0, tanggal: '2026-01-06' },
  ]);
  expect((await co.act('kasmasuk_save', { tanggal: '2026-01-07', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '1' }] })).data).toMatchObject({ notransaksi: 'KM-2601-00002' });

  expect(await co.act('kasmasuk_del', { id })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1200')).toBe('0.00');
  expect(await co.act('kasmasuk_get', { id })).toMatchObject({ num: 40 });
  expect(await invariants(co)).toEqual([]);
});

test('kas masuk / keluar refuse what the books would not take, and write nothing', async () => {
  const co = await companyWithBooks();
  const km = (p: Record<string, unknown>) => actOrEdit(co, 'kasmasuk_save', { tanggal: '2026-02-01', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '10' }], ...p });
  expect(await km({ kodeacc: '4-9000' })).toMatchObject({
    num: 15,
    msg: 'Perkiraan Kas/Bank: perkiraan 4-9000 Pendapatan Lain / Pembulatan bukan perkiraan kas atau bank.',
    data: { fields: { kodeacc: 'Perkiraan Kas/Bank: perkiraan 4-9000 Pendapatan Lain / Pembulatan bukan perkiraan kas atau bank.' } },
  });
  expect(await km({ lines: [] })).toMatchObject({ num: 15, msg: 'Detail Kas Masuk minimal 1 baris.' });
  expect(await km({ lines: [{ kodeacc: '4-9000', jumlah: '0' }] })).toMatchObject({ num: 15, data: { fields: { 'lines.0.jumlah': 'Baris 1: jumlah kas masuk harus lebih dari 0.' } } });
  expect(await km({ lines: [{ kodeacc: '4-9000', jumlah: '1.001' }] })).toMatchObject({ num: 15 });
  // Refusals of the posting core name the document's line and cell, not the journal line.
  expect(await km({ lines: [{ kodeacc: '4-9000', jumlah: '5' }, { kodeacc: '1-1300', jumlah: '5' }] })).toMatchObject({
    num: 1,
    msg: 'Baris 2: perkiraan 1-1300 Piutang Usaha adalah akun kontrol; isi kode pelanggan.',
    data: { fields: { 'lines.1.kontak': 'Baris 2: perkiraan 1-1300 Piutang Usaha adalah akun kontrol; isi kode pelanggan.' } },
  });
  expect(await km({ lines: [{ kodeacc: '1-1400', jumlah: '5' }] })).toMatchObject({ num: 1, data: { fields: { 'lines.0.kodeacc': expect.stringMatching(/^Baris 1: perkiraan persediaan/) } } });
  expect(await km({ lines: [{ kodeacc: '6-1000', jumlah: '5' }] })).toMatchObject({
    num: 1,
    msg: 'Baris 1: perkiraan 6-1000 Beban Operasional adalah perkiraan grup; pilih perkiraan detail.',
    data: { fields: { 'lines.0.kodeacc': 'Baris 1: perkiraan 6-1000 Beban Operasional adalah perkiraan grup; pilih perkiraan detail.' } },
  });
  // An unknown code is named on its line cell (the form marks it).
  expect(await km({ lines: [{ kodeacc: '9-9999', jumlah: '5' }] })).toMatchObject({
    num: 15,
    msg: "Perkiraan '9-9999' tidak ditemukan.",
    data: { fields: { 'lines.0.kodeacc': "Perkiraan '9-9999' tidak ditemukan." } },
  });
  expect(await km({ kodeacc: '1-1999', lines: [{ kodeacc: '9-9998', jumlah: '5' }, { kodeacc: '4-9000', jumlah: '5' }, { kodeacc: '9-9997', jumlah: '5' }] })).toMatchObject({
    num: 15,
    msg: "Perkiraan Kas/Bank '1-1999' tidak ditemukan. (dan 2 lainnya)",
    data: { fields: { kodeacc: "Perkiraan Kas/Bank '1-1999' tidak ditemukan.", 'lines.0.kodeacc': "Perkiraan '9-9998' tidak ditemukan.", 'lines.2.kodeacc': "Perkiraan '9-9997' tidak ditemukan." } },
  });
  expect(await km({ tanggal: '2025-12-31' })).toMatchObject({ num: 1, msg: 'Tanggal 31/12/2025 sebelum awal periode pencatatan (01/01/2026). Transaksi tidak dapat disimpan.' });
  expect(await km({ lines: [{ kodeacc: '4-9000', jumlah: '5', x: 1 }] })).toMatchObject({ num: 15 });
  expect(await co.sql('select * from kasmasuk')).toEqual([]);
  expect(await co.sql('select * from gl_jurnal')).toEqual([]);
  expect(await co.sql('select * from nomor_urut')).toEqual([]);

  const kk = await co.act('kaskeluar_save', { tanggal: '2026-02-02', kodeacc: '1-1200', lines: [{ kodeacc: '6-1200', jumlah: '2500000' }, { kodeacc: '2-1100', jumlah: '500000', kontak: 'SUP01' }] });
  expect(kk).toMatchObject({ num: 0, data: { notransaksi: 'KK-2602-00001' } });
  expect(await balance(co, '1-1200')).toBe('-3000000.00');
  expect(await balance(co, '6-1200')).toBe('2500000.00');
  expect(await balance(co, '2-1100')).toBe('500000.00');
  expect(await invariants(co)).toEqual([]);
});

test('kas transfer and jurnal umum', async () => {
  const co = await companyWithBooks();
  const kt = (p: Record<string, unknown>) => actOrEdit(co, 'kastransfer_save', { tanggal: '2026-03-01', kodeaccdari: '1-1200', kodeaccke: '1-1100', jumlah: '1000000', ...p });
  expect(await kt({ kodeaccke: '1-1200' })).toMatchObject({ num: 15, msg: 'Perkiraan asal dan tujuan transfer tidak boleh sama.' });
  expect(await kt({ kodeaccke: '6-1200' })).toMatchObject({ num: 15 });
  expect(await kt({ lines: [{}] })).toMatchObject({ num: 15 });
  const t = await kt({});
  expect(t).toMatchObject({ num: 0, data: { notransaksi: 'KT-2603-00001' } });
  expect(await balance(co, '1-1100')).toBe('1000000.00');
  expect(await balance(co, '1-1200')).toBe('-1000000.00');
  expect(await co.edit('kastransfer_save', { id: (t.data as Saved).id, tanggal: '2026-03-01', kodeaccdari: '1-1110', kodeaccke: '1-1100', jumlah: '250000' })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1200')).toBe('0.00');
  expect(await balance(co, '1-1110')).toBe('-250000.00');

  const ju = (lines: unknown[]) => co.act('jurnal_save', { tanggal: '2026-03-31', keterangan: 'Penyesuaian', lines });
  expect(await ju([{ kodeacc: '6-1100', debet: '100' }, { kodeacc: '1-1100', kredit: '99' }])).toMatchObject({ num: 15, msg: 'Jurnal tidak seimbang: total debet 100, total kredit 99, selisih 1.' });
  expect(await ju([{ kodeacc: '6-1100', debet: '100', kredit: '100' }, { kodeacc: '1-1100', kredit: '0' }])).toMatchObject({
    num: 15,
    msg: 'Baris 1: isi salah satu, debet atau kredit. (dan 1 lainnya)',
    data: { fields: { 'lines.0.kredit': 'Baris 1: isi salah satu, debet atau kredit.', 'lines.1.kredit': 'Baris 2: isi salah satu, debet atau kredit.' } },
  });
  expect(await ju([{ kodeacc: '6-1100', debet: '100' }])).toMatchObject({ num: 15 });
  const j = await ju([{ kodeacc: '6-1100', debet: '300000' }, { kodeacc: '6-1300', debet: '45000.25' }, { kodeacc: '1-1100', kredit: '345000.25' }]);
  expect(j).toMatchObject({ num: 0, data: { notransaksi: 'JU-2603-00001', tbl_jurnal: [{ total: '345000.25' }] } });
  expect(await balance(co, '1-1100')).toBe('-95000.25');
  expect(await co.act('jurnal_del', { notransaksi: 'JU-2603-00001' })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1100')).toBe('250000.00');
  expect(await invariants(co)).toEqual([]);
});

test('date lock: locked periods refuse add, edit and delete; a date-locked user adds today and edits keep the date', async () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const tahun = Number(today.slice(0, 4));
  const co = await companyWithBooks({ tahun: tahun - 1 });
  const jan = `${tahun - 1}-01-15`;
  const d = await co.act('kasmasuk_save', { tanggal: jan, kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '10' }] });
  expect(d.num).toBe(0);
  const { id } = d.data as Saved;
  await co.sql(`update buku_periode set tglkunci = '${tahun - 1}-01-31'`);
  const locked = `Periode sampai dengan 31/01/${tahun - 1} sudah ditutup (tutup buku). Transaksi tanggal 15/01/${tahun - 1} tidak dapat ditambah, diubah, atau dihapus.`;
  expect(await co.act('kasmasuk_save', { tanggal: jan, kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '10' }] })).toMatchObject({ num: 1, msg: locked });
  expect(await co.edit('kasmasuk_save', { id, tanggal: `${tahun - 1}-02-15`, kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '10' }] })).toMatchObject({ num: 1, msg: locked });
  expect(await co.act('kasmasuk_del', { id })).toMatchObject({ num: 1, msg: locked });
  await co.sql(`update buku_periode set tglkunci = null`);


  await co.sql(`update pengguna set kuncitanggal = true`);
  const added = await co.act('kasmasuk_save', { tanggal: jan, kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '10' }] });
  expect(added).toMatchObject({ num: 0, data: { tbl_kasmasuk: [{ tanggal: today }] } });
  const edited = await co.edit('kasmasuk_save', { id, tanggal: today, kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '20' }] });
  expect(edited).toMatchObject({ num: 0, data: { tbl_kasmasuk: [{ tanggal: jan, total: '20.00' }] } });
  expect(await invariants(co)).toEqual([]);
});

test('saldo awal perkiraan posts against Ekuitas Saldo Awal the day before recording starts', async () => {
  const co = await companyWithBooks();
  const sa = (p: Record<string, unknown>) => actOrEdit(co, 'saldoawalakun_save', { debet: '0', kredit: '0', ...p });
  const kas = await sa({ kodeacc: '1-1100', debet: '5000000' });
  expect(kas.num).toBe(0);
  expect((await sa({ kodeacc: '3-1000', kredit: '4000000' })).num).toBe(0);
  expect(await balance(co, '1-1100')).toBe('5000000.00');
  expect(await balance(co, '3-2000')).toBe('-1000000.00');
  expect(await co.sql(`select distinct tanggal from gl_jurnal where sumber = 'SAA'`)).toEqual([{ tanggal: '2025-12-31' }]);
  expect(await sa({ kodeacc: '1-1100', debet: '1' })).toMatchObject({ num: 41, msg: 'Perkiraan 1-1100 sudah mempunyai saldo awal: ubah saldo awal yang ada.' });
  expect(await sa({ kodeacc: '1-1400', debet: '1' })).toMatchObject({ num: 15, msg: 'Saldo awal persediaan diisi melalui Saldo Awal Item (/saldoawal), bukan di sini.' });
  expect(await sa({ kodeacc: '1-1300', debet: '1' })).toMatchObject({ num: 15 });
  expect(await sa({ kodeacc: '4-1000', kredit: '1' })).toMatchObject({ num: 15 });
  expect(await sa({ kodeacc: '1-1200', debet: '1', kredit: '1' })).toMatchObject({ num: 15 });
  const { id } = kas.data as Saved;
  expect(await sa({ id, kodeacc: '1-1200', debet: '2500000' })).toMatchObject({ num: 0 });
  expect(await balance(co, '1-1100')).toBe('0.00');
  expect(await balance(co, '1-1200')).toBe('2500000.00');
  expect(await balance(co, '3-2000')).toBe('1500000.00');
  expect(await co.act('saldoawalakun_del', { id })).toMatchObject({ num: 0 });
  expect(await balance(co, '3-2000')).toBe('4000000.00');
  expect(await invariants(co)).toEqual([]);
});

test('catatan transaksi: a note on a date', async () => {
  const co = await companyWithBooks();
  expect(await co.act('catatantransaksi_save', { tanggal: '2026-01-03', notransaksi: 'km-2601-00001', catatan: 'Cek bukti setor' })).toMatchObject({ num: 0, data: { tbl_catatantransaksi: [{ notransaksi: 'KM-2601-00001', selesai: false }] } });
  expect(((await co.act('catatantransaksi_list', { q: 'setor' })).data as { tbl_catatantransaksi: unknown[] }).tbl_catatantransaksi).toHaveLength(1);
});

test('kas masuk: a document opened for editing is locked to its user, as every doctype', async () => {
  const co = await companyWithBooks();
  const { addUser, grant, loginAs } = await import('../../../apps/server/test/auth-helpers');
  const pw = await addUser(co, { userid: 'ANI', kelompok: 'KAS' });
  await addUser(co, { userid: 'BUDI', kelompok: 'KAS', password: pw });
  await grant(co, 'G', 'KAS', ['mopen', 'madd', 'medit', 'mdelete'].map((aksi) => ['mKasMasuk', aksi] as [string, string]));
  const ani = await loginAs(co, 'ANI', pw);
  const budi = await loginAs(co, 'BUDI', pw);
  const doc = { tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '1000' }] };
  const { id, notransaksi } = (await actOrEdit(ani, 'kasmasuk_save', doc)).data as Saved;

  expect((await ani.act('kasmasuk_get', { id, edit: 1 })).num).toBe(0);
  const refused = await budi.act('kasmasuk_get', { id, edit: 1 });
  expect(refused).toMatchObject({ num: 43, data: { userid: 'ANI' } });
  expect(refused.msg).toContain(`Kas Masuk ${notransaksi} sedang dibuka untuk diubah oleh user ANI`);
  expect((await budi.edit('kasmasuk_save', { ...doc, id, lines: [{ kodeacc: '4-9000', jumlah: '5' }] })).num).toBe(43);
  expect((await budi.act('kasmasuk_del', { id })).num).toBe(43);
  expect(await balance(co, '1-1100')).toBe('1000.00');
  // The holder saves: released, and the other user may open it.
  expect((await ani.edit('kasmasuk_save', { ...doc, id })).num).toBe(0);
  expect((await budi.act('kasmasuk_get', { id, edit: 1 })).num).toBe(0);
  expect((await budi.act('kasmasuk_del', { id })).num).toBe(0);
  expect(await co.sql(`select 1 from control.kunci_edit where modul = 'kasmasuk'`)).toEqual([]);
  expect(await invariants(co)).toEqual([]);
});
