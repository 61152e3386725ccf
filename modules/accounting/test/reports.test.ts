/**
 * The accounting reports on known books: every figure checked, the same figures as /bukubesar and
 * neracasaldo, and the PDF (text extracted) and XLSX (read back) holding what the screen shows.
 *
 * Books start on 1 January of year P (two years ago); opening balance Kas 10.000.000. Year P:
 * sales 1.000.000, rent 400.000, closed (profit 600.000 to Laba Ditahan). Year Y (last year):
 * Jan sales 5.000.000 cash, rent 1.500.000; Feb bank receipt 2.000.000 + 250.000,50, transfer
 * Kas → Bank 1.000.000, electricity 300.000 by journal; Mar a bank payment of 100.000 edited to
 * 120.000.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { companyWithBooks, invariants, type BooksCompany } from './books';
import { cell, expectFilesMatch, runReport, type Ran } from './report-files';

const Y = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).slice(0, 4)) - 1;
const P = Y - 1;
const yy = String(Y).slice(2);

let co: BooksCompany;
const ok = async (act: string, payload: Record<string, unknown>) => {
  // An edit (with an id) is opened first for its version, as a client does.
  const r = payload.id ? await co.edit(act, payload) : await co.act(act, payload);
  if (r.num !== 0) throw new Error(`${act}: ${r.num} ${r.msg}`);
  return r.data as { id: number; notransaksi: string };
};

beforeAll(async () => {
  co = await companyWithBooks({ tahun: P });
  await ok('saldoawalakun_save', { kodeacc: '1-1100', debet: '10000000' });
  await ok('kasmasuk_save', { tanggal: `${P}-02-10`, kodeacc: '1-1100', keterangan: 'Penjualan tahun lalu', lines: [{ kodeacc: '4-1000', jumlah: '1000000' }] });
  await ok('kaskeluar_save', { tanggal: `${P}-06-30`, kodeacc: '1-1100', keterangan: 'Sewa tahun lalu', lines: [{ kodeacc: '6-1200', jumlah: '400000' }] });
  await ok('prosestahunan_tutup', { tahun: P });
  await ok('kasmasuk_save', { tanggal: `${Y}-01-10`, kodeacc: '1-1100', keterangan: 'Penjualan tunai', lines: [{ kodeacc: '4-1000', jumlah: '5000000', keterangan: 'Toko' }] });
  await ok('kaskeluar_save', { tanggal: `${Y}-01-20`, kodeacc: '1-1100', keterangan: 'Sewa Januari', lines: [{ kodeacc: '6-1200', jumlah: '1500000' }] });
  await ok('kasmasuk_save', {
    tanggal: `${Y}-02-05`,
    kodeacc: '1-1200',
    keterangan: 'Transfer pelanggan',
    lines: [
      { kodeacc: '4-1000', jumlah: '2000000' },
      { kodeacc: '4-9000', jumlah: '250000.50', keterangan: 'Pembulatan' },
    ],
  });
  await ok('kastransfer_save', { tanggal: `${Y}-02-15`, kodeaccdari: '1-1100', kodeaccke: '1-1200', jumlah: '1000000', keterangan: 'Setor ke bank' });
  await ok('jurnal_save', { tanggal: `${Y}-02-25`, keterangan: 'Listrik Februari', lines: [{ kodeacc: '6-1300', debet: '300000' }, { kodeacc: '1-1200', kredit: '300000' }] });
  const kk = await ok('kaskeluar_save', { tanggal: `${Y}-03-03`, kodeacc: '1-1200', keterangan: 'Biaya lain', lines: [{ kodeacc: '6-1900', jumlah: '100000' }] });
  await ok('kaskeluar_save', { id: kk.id, tanggal: `${Y}-03-03`, kodeacc: '1-1200', keterangan: 'Biaya lain', lines: [{ kodeacc: '6-1900', jumlah: '120000' }] });
  expect(await invariants(co)).toEqual([]);
});

const money = (rows: Ran['rows'], key: string) => rows.filter((r) => r._k === 'd').map((r) => r[key]);

describe('accounting reports', () => {
  test('mLapBB002 Neraca Saldo: every account as neracasaldo answers it, debit and credit, totals balance; PDF and XLSX the same', async () => {
    const param = { periode: { dari: `${Y}-02-01`, sampai: `${Y}-02-28` } };
    const ran = await runReport(co, 'mLapBB002', param);
    const ns = (await co.act('neracasaldo', { dari: `${Y}-02-01`, sampai: `${Y}-02-28` })).data as { tbl_neracasaldo: Array<Record<string, string>>; total: [Record<string, string>] };
    const details = ran.rows.filter((r) => r._k === 'd');
    expect(details.map((r) => r.kodeacc)).toEqual(ns.tbl_neracasaldo.map((r) => r.kodeacc));
    for (const r of ns.tbl_neracasaldo) {
      const d = details.find((x) => x.kodeacc === r.kodeacc)!;
      const signed = (a: unknown, b: unknown) => (Number(a) - Number(b)).toFixed(2);
      expect([signed(d.awal_d, d.awal_k), d.debet, d.kredit, signed(d.akhir_d, d.akhir_k)], r.kodeacc).toEqual([r.awal, r.debet, r.kredit, r.akhir]);
    }
    expect(details.map((r) => [r.kodeacc, r.awal_d, r.awal_k, r.debet, r.kredit, r.akhir_d, r.akhir_k])).toEqual([
      ['1-1100', '14100000.00', '0.00', '0.00', '1000000.00', '13100000.00', '0.00'],
      ['1-1200', '0.00', '0.00', '3250000.50', '300000.00', '2950000.50', '0.00'],
      ['3-2000', '0.00', '10000000.00', '0.00', '0.00', '0.00', '10000000.00'],
      ['3-3000', '0.00', '600000.00', '0.00', '0.00', '0.00', '600000.00'],
      ['4-1000', '0.00', '5000000.00', '0.00', '2000000.00', '0.00', '7000000.00'],
      ['4-9000', '0.00', '0.00', '0.00', '250000.50', '0.00', '250000.50'],
      ['6-1200', '1500000.00', '0.00', '0.00', '0.00', '1500000.00', '0.00'],
      ['6-1300', '0.00', '0.00', '300000.00', '0.00', '300000.00', '0.00'],
    ]);
    expect(ran.rows.filter((r) => r._k === 'h').map((r) => r._l)).toEqual(['Aset', 'Ekuitas', 'Pendapatan', 'Beban']);
    expect(cell(ran, 'Jumlah Aset', 'akhir_d')).toBe('16050000.50');
    expect(ran.rows.at(-1)).toEqual({ _k: 't', _l: 'Total', awal_d: '15600000.00', awal_k: '15600000.00', debet: '3550000.50', kredit: '3550000.50', akhir_d: '17850000.50', akhir_k: '17850000.50' });
    expect(ran.info.parameter).toEqual([{ label: 'Periode', nilai: `01/02/${Y} s/d 28/02/${Y}` }]);
    const files = await expectFilesMatch(co, 'mLapBB002', param, ran);
    // A new company's Digit Umum is 0: whole Rupiah without ",00", cents where a figure has them.
    expect(files.pdfText).toContain('17.850.000,50');
    expect(files.pdfText).toContain('14.100.000 ');
    expect(files.pdfText).not.toContain('14.100.000,00');
    expect(files.pdfText).toContain(`PT ${co.iper}`);
  });

  test('mLapBB001 Buku Besar: per account the opening, lines with running balance and closing of /bukubesar; edited lines hidden', async () => {
    const param = { periode: { dari: `${Y}-02-01`, sampai: `${Y}-03-31` }, akun: { dari: '1-1100', sampai: '1-1200' } };
    const ran = await runReport(co, 'mLapBB001', param, 3); // pages of 3 rows cross the groups
    for (const kodeacc of ['1-1100', '1-1200']) {
      const bb = (await co.act('bukubesar', { kodeacc, dari: `${Y}-02-01`, sampai: `${Y}-03-31` })).data as { info: [Record<string, string>]; tbl_bukubesar: Array<Record<string, string>> };
      const at = ran.rows.findIndex((r) => r._k === 'h' && String(r._l).startsWith(kodeacc));
      expect(ran.rows[at + 1]).toMatchObject({ _k: 'h', _l: 'Saldo Awal', saldo: bb.info[0].saldoawal });
      const lines = ran.rows.slice(at + 2, at + 2 + bb.tbl_bukubesar.length);
      expect(lines.map((r) => [r.tanggal, r.notransaksi, r.debet, r.kredit, r.saldo])).toEqual(bb.tbl_bukubesar.map((r) => [r.tanggal, r.notransaksi, r.debet, r.kredit, r.saldo]));
      expect(ran.rows[at + 2 + bb.tbl_bukubesar.length]).toMatchObject({ _k: 's', debet: bb.info[0].totdebet, kredit: bb.info[0].totkredit, saldo: bb.info[0].saldoakhir });
    }
    expect(ran.rows.map((r) => [r._k, r._l ?? r.notransaksi, r.debet ?? '', r.kredit ?? '', r.saldo ?? ''])).toEqual([
      ['h', '1-1100 · Kas (saldo normal debet)', '', '', ''],
      ['h', 'Saldo Awal', '', '', '14100000.00'],
      ['d', `KT-${yy}02-00001`, '0.00', '1000000.00', '13100000.00'],
      ['s', 'Jumlah 1-1100 / Saldo Akhir', '0.00', '1000000.00', '13100000.00'],
      ['h', '1-1200 · Bank (saldo normal debet)', '', '', ''],
      ['h', 'Saldo Awal', '', '', '0.00'],
      ['d', `KM-${yy}02-00001`, '2250000.50', '0.00', '2250000.50'],
      ['d', `KT-${yy}02-00001`, '1000000.00', '0.00', '3250000.50'],
      ['d', `JU-${yy}02-00001`, '0.00', '300000.00', '2950000.50'],
      ['d', `KK-${yy}03-00001`, '0.00', '120000.00', '2830000.50'],
      ['s', 'Jumlah 1-1200 / Saldo Akhir', '3250000.50', '420000.00', '2830000.50'],
      ['t', 'Total Mutasi (2 perkiraan)', '3250000.50', '1420000.00', ''],
    ]);
    // With reversed postings: the edit's reversal pair shows and nets to zero.
    const all = await runReport(co, 'mLapBB001', { ...param, semua: true });
    expect(all.rows.filter((r) => r._k === 'd' && String(r.keterangan).endsWith('(batal)')).length).toBe(2);
    expect(all.rows.find((r) => r._l === 'Jumlah 1-1200 / Saldo Akhir')).toMatchObject({ saldo: '2830000.50' });
    await expectFilesMatch(co, 'mLapBB001', param, ran);
  });

  test('mLapBB003 Neraca Lajur: balances split into profit and loss and balance sheet, profit balancing both', async () => {
    const param = { tanggal: `${Y}-02-28` };
    const ran = await runReport(co, 'mLapBB003', param);
    expect(ran.rows.filter((r) => r._k === 'd').map((r) => [r.kodeacc, r.ns_d, r.ns_k, r.lr_d, r.lr_k, r.nr_d, r.nr_k])).toEqual([
      ['1-1100', '13100000.00', '0.00', '', '', '13100000.00', '0.00'],
      ['1-1200', '2950000.50', '0.00', '', '', '2950000.50', '0.00'],
      ['3-2000', '0.00', '10000000.00', '', '', '0.00', '10000000.00'],
      ['3-3000', '0.00', '600000.00', '', '', '0.00', '600000.00'],
      ['4-1000', '0.00', '7000000.00', '0.00', '7000000.00', '', ''],
      ['4-9000', '0.00', '250000.50', '0.00', '250000.50', '', ''],
      ['6-1200', '1500000.00', '0.00', '1500000.00', '0.00', '', ''],
      ['6-1300', '300000.00', '0.00', '300000.00', '0.00', '', ''],
    ]);
    expect(ran.rows.filter((r) => r._k === 't')).toEqual([
      { _k: 't', _l: 'Jumlah', ns_d: '17850000.50', ns_k: '17850000.50', lr_d: '1800000.00', lr_k: '7250000.50', nr_d: '16050000.50', nr_k: '10600000.00' },
      { _k: 't', _l: 'Laba Bersih', lr_d: '5450000.50', lr_k: '', nr_d: '', nr_k: '5450000.50' },
      { _k: 't', _l: 'Total', ns_d: '17850000.50', ns_k: '17850000.50', lr_d: '7250000.50', lr_k: '7250000.50', nr_d: '16050000.50', nr_k: '16050000.50' },
    ]);
    await expectFilesMatch(co, 'mLapBB003', param, ran);
  });

  test('mLapLR001 Neraca: assets = liabilities + equity with closed and current profit; per month; against last year', async () => {
    const ran = await runReport(co, 'mLapLR001', { tanggal: `${Y}-02-28` });
    expect(ran.rows.map((r) => [r._k, r._l ?? r.namaacc, r.nilai ?? ''])).toEqual([
      ['h', 'Aset', ''],
      ['d', 'Kas', '13100000.00'],
      ['d', 'Bank', '2950000.50'],
      ['s', 'Jumlah Aset', '16050000.50'],
      ['h', 'Kewajiban', ''],
      ['s', 'Jumlah Kewajiban', '0.00'],
      ['h', 'Ekuitas', ''],
      ['d', 'Ekuitas Saldo Awal', '10000000.00'],
      ['d', 'Laba Ditahan', '600000.00'],
      ['d', 'Laba Belum Ditutup', '0.00'],
      ['d', 'Laba Tahun Berjalan', '5450000.50'],
      ['s', 'Jumlah Ekuitas', '16050000.50'],
      ['t', 'Jumlah Kewajiban dan Ekuitas', '16050000.50'],
    ]);
    const monthly = await runReport(co, 'mLapLR001', { tanggal: `${Y}-02-28`, tampilan: 'bulanan' });
    expect(monthly.kolom.map((c) => c.label)).toEqual(['Kode', 'Nama Perkiraan', `Jan ${Y}`, `28/02/${Y}`]);
    expect(cell(monthly, 'Kas', `m${Y}01`)).toBe('14100000.00');
    expect(cell(monthly, 'Laba Tahun Berjalan', `m${Y}01`)).toBe('3500000.00');
    expect(cell(monthly, 'Jumlah Aset', `m${Y}02`)).toBe('16050000.50');
    const cmp = await runReport(co, 'mLapLR001', { tanggal: `${Y}-02-28`, tampilan: 'tahunlalu' });
    expect(cmp.kolom.map((c) => c.key)).toEqual(['kodeacc', 'namaacc', 'ini', 'lalu', 'selisih', 'persen']);
    // A year before: Kas 10.000.000 + 1.000.000 (Feb sale); profit of that year so far 1.000.000.
    expect(ran.info.catatan).toEqual([]);
    expect(cmp.rows.find((r) => r.namaacc === 'Kas')).toMatchObject({ ini: '13100000.00', lalu: '11000000.00', selisih: '2100000.00', persen: '19.1' });
    expect(cmp.rows.find((r) => r.namaacc === 'Laba Tahun Berjalan')).toMatchObject({ ini: '5450000.50', lalu: '1000000.00', selisih: '4450000.50', persen: '445.0' });
    expect(cmp.rows.find((r) => r.namaacc === 'Laba Ditahan')).toMatchObject({ ini: '600000.00', lalu: '0.00', persen: '' });
    await expectFilesMatch(co, 'mLapLR001', { tanggal: `${Y}-02-28`, tampilan: 'tahunlalu' }, cmp);
    await expectFilesMatch(co, 'mLapLR001', { tanggal: `${Y}-02-28`, tampilan: 'bulanan' }, monthly);
  });

  test('mLapLR002 Laba Rugi: revenue, gross and net profit; per month; against last year; a closed year still shows its figures', async () => {
    const param = { periode: { dari: `${Y}-01-01`, sampai: `${Y}-02-28` } };
    const ran = await runReport(co, 'mLapLR002', param);
    expect(ran.rows.map((r) => [r._k, r._l ?? r.kodeacc, r.nilai ?? ''])).toEqual([
      ['h', 'Pendapatan', ''],
      ['d', '4-1000', '7000000.00'],
      ['d', '4-9000', '250000.50'],
      ['s', 'Jumlah Pendapatan', '7250000.50'],
      ['h', 'Harga Pokok Penjualan', ''],
      ['s', 'Jumlah Harga Pokok Penjualan', '0.00'],
      ['t', 'Laba Kotor', '7250000.50'],
      ['h', 'Beban', ''],
      ['d', '6-1200', '1500000.00'],
      ['d', '6-1300', '300000.00'],
      ['s', 'Jumlah Beban', '1800000.00'],
      ['t', 'Laba (Rugi) Bersih', '5450000.50'],
    ]);
    const monthly = await runReport(co, 'mLapLR002', { ...param, tampilan: 'bulanan' });
    expect(monthly.kolom.map((c) => c.label).slice(2)).toEqual([`Jan ${Y}`, `Feb ${Y}`, 'Jumlah']);
    expect(monthly.rows.find((r) => r._l === 'Laba (Rugi) Bersih')).toMatchObject({ [`m${Y}01`]: '3500000.00', [`m${Y}02`]: '1950000.50', jumlah: '5450000.50' });
    expect(monthly.rows.find((r) => r.kodeacc === '4-1000')).toMatchObject({ [`m${Y}01`]: '5000000.00', [`m${Y}02`]: '2000000.00', jumlah: '7000000.00' });
    // Mid-month edges: 15 Jan … 10 Feb holds the Jan rent? no (20 Jan yes), the Feb bank receipt (5 Feb).
    const edge = await runReport(co, 'mLapLR002', { periode: { dari: `${Y}-01-15`, sampai: `${Y}-02-10` }, tampilan: 'bulanan' });
    expect(edge.rows.find((r) => r._l === 'Laba (Rugi) Bersih')).toMatchObject({ [`m${Y}01`]: '-1500000.00', [`m${Y}02`]: '2250000.50', jumlah: '750000.50' });
    const cmp = await runReport(co, 'mLapLR002', { ...param, tampilan: 'tahunlalu' });
    expect(cmp.rows.find((r) => r._l === 'Laba (Rugi) Bersih')).toMatchObject({ ini: '5450000.50', lalu: '1000000.00', selisih: '4450000.50', persen: '445.0' });
    expect(cmp.info.catatan).toEqual([`Tahun ini: 01/01/${Y} s/d 28/02/${Y} · Tahun lalu: 01/01/${P} s/d 28/02/${P}`]);
    // The closed year: its closing journal is left out.
    const closed = await runReport(co, 'mLapLR002', { periode: { dari: `${P}-01-01`, sampai: `${P}-12-31` } });
    expect(closed.rows.filter((r) => r._k === 't').map((r) => [r._l, r.nilai])).toEqual([
      ['Laba Kotor', '1000000.00'],
      ['Laba (Rugi) Bersih', '600000.00'],
    ]);
    await expectFilesMatch(co, 'mLapLR002', param, ran);
    await expectFilesMatch(co, 'mLapLR002', { ...param, tampilan: 'bulanan' }, monthly);
  });

  test('mLapLR003 Laba Rugi s/d Bulan Ini: the month and the fiscal year to date; per month; against last year', async () => {
    const ran = await runReport(co, 'mLapLR003', { bulan: `${Y}-02` });
    expect(ran.rows.filter((r) => r._k !== 'h').map((r) => [r._l ?? r.kodeacc, r.bulanini, r.sdbulanini])).toEqual([
      ['4-1000', '2000000.00', '7000000.00'],
      ['4-9000', '250000.50', '250000.50'],
      ['Jumlah Pendapatan', '2250000.50', '7250000.50'],
      ['Jumlah Harga Pokok Penjualan', '0.00', '0.00'],
      ['Laba Kotor', '2250000.50', '7250000.50'],
      ['6-1200', '0.00', '1500000.00'],
      ['6-1300', '300000.00', '300000.00'],
      ['Jumlah Beban', '300000.00', '1800000.00'],
      ['Laba (Rugi) Bersih', '1950000.50', '5450000.50'],
    ]);
    expect(ran.info.catatan).toEqual([`Tahun buku ${Y}: 01/01/${Y} s/d 31/12/${Y}`]);
    const monthly = await runReport(co, 'mLapLR003', { bulan: `${Y}-03`, tampilan: 'bulanan' });
    expect(monthly.rows.find((r) => r._l === 'Laba (Rugi) Bersih')).toMatchObject({ [`m${Y}01`]: '3500000.00', [`m${Y}02`]: '1950000.50', [`m${Y}03`]: '-120000.00', jumlah: '5330000.50' });
    const cmp = await runReport(co, 'mLapLR003', { bulan: `${Y}-02`, tampilan: 'tahunlalu' });
    expect(cmp.rows.find((r) => r._l === 'Laba (Rugi) Bersih')).toMatchObject({ ini: '5450000.50', lalu: '1000000.00' });
    await expectFilesMatch(co, 'mLapLR003', { bulan: `${Y}-02` }, ran);
  });

  test('mLapGrafikLaba: revenue, cost, expense and profit per month of the fiscal year, with its chart', async () => {
    const ran = await runReport(co, 'mLapGrafikLaba', { tahun: Y });
    expect(ran.rows.filter((r) => r._k === 'd').map((r) => [r.bulan, r.pendapatan, r.beban, r.laba]).slice(0, 4)).toEqual([
      [`Jan ${Y}`, '5000000.00', '1500000.00', '3500000.00'],
      [`Feb ${Y}`, '2250000.50', '300000.00', '1950000.50'],
      [`Mar ${Y}`, '0.00', '120000.00', '-120000.00'],
      [`Apr ${Y}`, '0.00', '0.00', '0.00'],
    ]);
    expect(ran.rows.filter((r) => r._k === 'd')).toHaveLength(12);
    expect(ran.rows.at(-1)).toMatchObject({ _k: 't', _l: 'Jumlah', pendapatan: '7250000.50', hpp: '0.00', beban: '1920000.00', laba: '5330000.50' });
    expect(ran.grafik).toMatchObject({ type: 'bar', x: 'bulan', series: [{ key: 'pendapatan' }, { key: 'hpp' }, { key: 'beban' }, { key: 'laba', type: 'line' }] });
    expect((ran.grafik as { rows: unknown[] }).rows).toHaveLength(12);
    // Year P is closed: still its own figures.
    const p = await runReport(co, 'mLapGrafikLaba', { tahun: P });
    expect(p.rows.at(-1)).toMatchObject({ pendapatan: '1000000.00', beban: '400000.00', laba: '600000.00' });
    await expectFilesMatch(co, 'mLapGrafikLaba', { tahun: Y }, ran);
  });

  test('mLapJur001 Data Jurnal and mLapJur002 Analisa Jurnal', async () => {
    const param = { periode: { dari: `${Y}-02-01`, sampai: `${Y}-02-28` } };
    const ran = await runReport(co, 'mLapJur001', param, 4);
    expect(ran.rows.map((r) => [r._k, r.notransaksi ?? r._l, r.kodeacc ?? '', r.debet, r.kredit])).toEqual([
      ['d', `KM-${yy}02-00001`, '1-1200', '2250000.50', '0.00'],
      ['d', `KM-${yy}02-00001`, '4-1000', '0.00', '2000000.00'],
      ['d', `KM-${yy}02-00001`, '4-9000', '0.00', '250000.50'],
      ['d', `KT-${yy}02-00001`, '1-1200', '1000000.00', '0.00'],
      ['d', `KT-${yy}02-00001`, '1-1100', '0.00', '1000000.00'],
      ['d', `JU-${yy}02-00001`, '6-1300', '300000.00', '0.00'],
      ['d', `JU-${yy}02-00001`, '1-1200', '0.00', '300000.00'],
      ['t', 'Total (3 jurnal, 7 baris)', '', '3550000.50', '3550000.50'],
    ]);
    const onlyKm = await runReport(co, 'mLapJur001', { ...param, sumber: ['KM'] });
    expect(onlyKm.rows.at(-1)).toMatchObject({ _l: 'Total (1 jurnal, 3 baris)', debet: '2250000.50' });
    await expectFilesMatch(co, 'mLapJur001', param, ran);

    const an = await runReport(co, 'mLapJur002', { periode: { dari: `${Y}-01-01`, sampai: `${Y}-03-31` } });
    expect(an.rows.map((r) => [r._k, r._l ?? r.kodeacc, r.jurnal ?? '', r.debet ?? '', r.kredit ?? ''])).toEqual([
      ['h', 'JU · Jurnal Umum', '', '', ''],
      ['d', '1-1200', 1, '0.00', '300000.00'],
      ['d', '6-1300', 1, '300000.00', '0.00'],
      ['s', 'Jumlah JU · Jurnal Umum', '', '300000.00', '300000.00'],
      ['h', 'KK · Kas Keluar', '', '', ''],
      ['d', '1-1100', 1, '0.00', '1500000.00'],
      ['d', '1-1200', 1, '0.00', '120000.00'],
      ['d', '6-1200', 1, '1500000.00', '0.00'],
      ['d', '6-1900', 1, '120000.00', '0.00'],
      ['s', 'Jumlah KK · Kas Keluar', '', '1620000.00', '1620000.00'],
      ['h', 'KM · Kas Masuk', '', '', ''],
      ['d', '1-1100', 1, '5000000.00', '0.00'],
      ['d', '1-1200', 1, '2250000.50', '0.00'],
      ['d', '4-1000', 2, '0.00', '7000000.00'],
      ['d', '4-9000', 1, '0.00', '250000.50'],
      ['s', 'Jumlah KM · Kas Masuk', '', '7250000.50', '7250000.50'],
      ['h', 'KT · Kas Transfer', '', '', ''],
      ['d', '1-1100', 1, '0.00', '1000000.00'],
      ['d', '1-1200', 1, '1000000.00', '0.00'],
      ['s', 'Jumlah KT · Kas Transfer', '', '1000000.00', '1000000.00'],
      ['t', 'Total', '', '10170000.50', '10170000.50'],
    ]);
    await expectFilesMatch(co, 'mLapJur002', { periode: { dari: `${Y}-01-01`, sampai: `${Y}-03-31` } }, an);
  });

  test('mLapKAS001–003 Kas Masuk, Kas Keluar, Kas Transfer; mLapPerkiraan', async () => {
    const year = { periode: { dari: `${Y}-01-01`, sampai: `${Y}-12-31` } };
    const km = await runReport(co, 'mLapKAS001', year);
    expect(km.rows.map((r) => [r._k, r._l ?? r.notransaksi, r.kodeacc ?? '', r.jumlah ?? ''])).toEqual([
      ['h', '1-1100 · Kas', '', ''],
      ['d', `KM-${yy}01-00001`, '4-1000', '5000000.00'],
      ['s', 'Jumlah 1-1100', '', '5000000.00'],
      ['h', '1-1200 · Bank', '', ''],
      ['d', `KM-${yy}02-00001`, '4-1000', '2000000.00'],
      ['d', `KM-${yy}02-00001`, '4-9000', '250000.50'],
      ['s', 'Jumlah 1-1200', '', '2250000.50'],
      ['t', 'Total (2 transaksi)', '', '7250000.50'],
    ]);
    expect(money(km.rows, 'keterangan')).toEqual(['Toko', '', 'Pembulatan']);
    const bank = await runReport(co, 'mLapKAS001', { ...year, kas: '1-1200' });
    expect(bank.rows.at(-1)).toMatchObject({ jumlah: '2250000.50' });
    await expectFilesMatch(co, 'mLapKAS001', year, km);
    const kk = await runReport(co, 'mLapKAS002', year);
    expect(kk.rows.filter((r) => r._k !== 'h').map((r) => [r._l ?? r.notransaksi, r.jumlah])).toEqual([
      [`KK-${yy}01-00001`, '1500000.00'],
      ['Jumlah 1-1100', '1500000.00'],
      [`KK-${yy}03-00001`, '120000.00'],
      ['Jumlah 1-1200', '120000.00'],
      ['Total (2 transaksi)', '1620000.00'],
    ]);
    const kt = await runReport(co, 'mLapKAS003', year);
    expect(kt.rows).toEqual([
      { _k: 'd', tanggal: `${Y}-02-15`, notransaksi: `KT-${yy}02-00001`, dari: '1-1100 · Kas', ke: '1-1200 · Bank', keterangan: 'Setor ke bank', jumlah: '1000000.00' },
      { _k: 't', _l: 'Total (1 transaksi)', jumlah: '1000000.00' },
    ]);
    await expectFilesMatch(co, 'mLapKAS003', year, kt);

    const coa = await runReport(co, 'mLapPerkiraan', {});
    const n = Number((await co.sql<{ n: number }>('select count(*)::int as n from perkiraan'))[0].n);
    expect(coa.rows.filter((r) => r._k === 'd')).toHaveLength(n);
    expect(coa.rows.at(-1)).toEqual({ _k: 't', _l: `Jumlah: ${n} perkiraan` });
    expect(coa.rows.find((r) => r.kodeacc === '1-1100')).toMatchObject({ namaacc: '      Kas', induk: '1-1000', jenis: 'Detail', tipe: 'Kas', saldonormal: 'Debet', aktif: 'Ya' });
    const kewajiban = await runReport(co, 'mLapPerkiraan', { kelompok: ['2'] });
    expect(kewajiban.rows.filter((r) => r._k === 'h').map((r) => r._l)).toEqual(['2 · Kewajiban']);
    await expectFilesMatch(co, 'mLapPerkiraan', { kelompok: ['2'] }, kewajiban);
  });
});
