/**
 * The report registry: every declared report has its server part, an access name of the rights
 * matrix and a /menulap… route; it appears in /menulaporan (laporan_list) for a user holding its
 * mopen right and for no user without it; running, printing and exporting check mopen, mprint
 * and mexport on the server; a download address works once, for its session, while the right holds.
 */
import { describe, expect, test } from 'vitest';
import { reportRoute, type ReportDecl } from '@niaga/report';
import { modules } from '../src/modules';
import { accessNames } from '@niaga/admin/access-names';
import { serverReports } from '../src/app';
import { freshCompany, testServer } from './harness';
import { companyWithBooks } from '../../../modules/accounting/test/books';
import { addUser, grant, loginAs } from './auth-helpers';

/** Every module's declared reports, in the order of the modules. */
const declared = modules.flatMap((m) => (m.manifest.reports ?? []) as ReportDecl[]);

const list = async (u: { act: (n: string, p?: unknown) => Promise<{ num: number; data: unknown }> }) =>
  ((await u.act('laporan_list')).data as { tbl_laporan: Array<{ lap: string; rute: string; cetak: boolean; ekspor: boolean }> }).tbl_laporan;

describe('report registry', () => {
  test('every declared report: a server part, an access name with open/print/export, its own /menulap… route', () => {
    expect(serverReports.map((r) => r.decl.access)).toEqual(declared.map((d) => d.access));
    serverReports.forEach((r, i) => expect(r.decl).toBe(declared[i]));
    for (const d of declared) {
      expect(accessNames().find((a) => a.modul === d.access)?.aksi, d.access).toEqual(['mopen', 'mprint', 'mexport']);
      expect(reportRoute(d.access)).toMatch(/^\/menulap[a-z0-9]+$/);
    }
    expect(new Set(declared.map((d) => reportRoute(d.access))).size).toBe(declared.length);
    expect(reportRoute('mLapBB002')).toBe('/menulapbb002');
  });

  test('each report appears in the menu of a user with its right, and of no user without it', async () => {
    const co = await companyWithBooks();
    const none = await loginAs(co, 'TANPAHAK', await addUser(co, { userid: 'TANPAHAK' }));
    // Rights of other modules (even of the Laporan section) open no report.
    const other = await addUser(co, { userid: 'LAIN' });
    await grant(co, 'U', 'LAIN', [['mSLaporan'], ['mBukuBesar'], ['mKartuStok']]);
    const lain = await loginAs(co, 'LAIN', other);
    expect(await list(none)).toEqual([]);
    expect(await list(lain)).toEqual([]);
    // One user whose single right changes (rights are read on every call): one login, no argon2 per report.
    const pw = await addUser(co, { userid: 'SATU' });
    const u = await loginAs(co, 'SATU', pw);
    for (const d of declared) {
      await co.sql(`delete from hak_akses where subjek = 'SATU'`);
      await grant(co, 'U', 'SATU', [[d.access]]);
      expect((await list(u)).map((r) => [r.lap, r.rute, r.cetak, r.ekspor])).toEqual([[d.access, reportRoute(d.access), false, false]]);
      expect((await u.act('laporan_run', { lap: d.access })).num, d.access).toBe(0);
      expect(await none.act('laporan_run', { lap: d.access })).toMatchObject({ num: 30, msg: `Maaf, Anda tidak memiliki hak akses buka pada modul ${d.access}.` });
      // Another report than its own: refused.
      const another = declared.find((x) => x !== d)!;
      expect((await u.act('laporan_run', { lap: another.access })).num).toBe(30);
    }
    // A group's right shows it too; the administrator sees every report.
    await addUser(co, { userid: 'AKUNTAN', kelompok: 'AKT', password: 'akuntan-rahasia' });
    await grant(co, 'G', 'AKT', [['mLapBB002'], ['mLapLR002', 'mopen'], ['mLapLR002', 'mprint']]);
    const akt = await loginAs(co, 'AKUNTAN', 'akuntan-rahasia');
    expect((await list(akt)).map((r) => [r.lap, r.cetak])).toEqual([
      ['mLapBB002', false],
      ['mLapLR002', true],
    ]);
    expect((await list(co)).map((r) => r.lap)).toEqual(declared.map((d) => d.access));
  });

  test('print needs mprint, export mexport (and mopen); the download works once, for a live session, while the right holds', async () => {
    const co = await companyWithBooks({ tahun: 2026 });
    const { app } = await testServer();
    const get = (url: string) => app.inject({ method: 'GET', url });
    const pw = await addUser(co, { userid: 'CETAK' });
    await grant(co, 'U', 'CETAK', [['mLapBB002'], ['mLapBB002', 'mprint']]);
    const u = await loginAs(co, 'CETAK', pw);
    const param = { periode: { dari: '2026-01-01', sampai: '2026-01-31' } };
    expect(await u.act('laporan_unduh', { lap: 'mLapBB002', format: 'xlsx', param })).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses ekspor pada modul mLapBB002.' });
    const ok = await u.act('laporan_unduh', { lap: 'mLapBB002', format: 'pdf', param });
    expect(ok).toMatchObject({ num: 0, data: { url: expect.stringMatching(/^\/unduh\/[A-Za-z0-9_-]{32}$/), nama: 'laporan-neraca-saldo-2026-01-01_2026-01-31.pdf', baris: 1 } });
    const url = (ok.data as { url: string }).url;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Once only.
    const again = await get(url);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ num: 40, msg: 'Tautan unduhan tidak dikenal atau sudah dipakai. Unduh ulang dari layar laporan.' });
    expect((await get('/unduh/tidak-ada')).json()).toMatchObject({ num: 40 });
    // The right withdrawn between the act and the download.
    const url2 = ((await u.act('laporan_unduh', { lap: 'mLapBB002', format: 'pdf', param })).data as { url: string }).url;
    await co.sql(`delete from hak_akses where subjek = 'CETAK' and aksi = 'mprint'`);
    const denied = await get(url2);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses cetak pada modul mLapBB002.' });
    // The session gone (logout) before the download.
    await grant(co, 'U', 'CETAK', [['mLapBB002', 'mprint']]);
    const url3 = ((await u.act('laporan_unduh', { lap: 'mLapBB002', format: 'pdf', param })).data as { url: string }).url;
    await u.act('logoutact');
    expect((await get(url3)).json()).toMatchObject({ num: 21, msg: 'Sesi login sudah berakhir, silakan login kembali.' });
    // Expired.
    const url4 = ((await co.act('laporan_unduh', { lap: 'mLapBB002', format: 'xlsx', param })).data as { url: string }).url;
    await co.sql(`update control.unduh_token set expires_at = now() - interval '1 second'`);
    expect((await get(url4)).json()).toMatchObject({ num: 21, msg: 'Tautan unduhan sudah kedaluwarsa. Unduh ulang dari layar laporan.' });
    // Printing and exporting are in the activity log.
    const log = await co.sql<{ jenis: string; modul: string; dokumen: string }>(`select jenis, modul, dokumen from log_aktivitas where act = 'laporan_unduh' order by id`);
    expect(log.map((l) => [l.jenis, l.modul])).toEqual([
      ['cetak', 'mLapBB002'],
      ['cetak', 'mLapBB002'],
      ['cetak', 'mLapBB002'],
      ['ekspor', 'mLapBB002'],
    ]);
  });

  test('the PDF carries the company header from Data Perusahaan, with its logo', async () => {
    const co = await companyWithBooks({ tahun: 2026 });
    const { app } = await testServer();
    // A real 1×1 PNG.
    const logo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    expect(await co.act('dataperusahaan_save', { namaperusahaan: 'CV Maju Jaya', alamat1: 'Jl. Merdeka 17', kota: 'Bandung', telepon: '022-123456', logo })).toMatchObject({ num: 0 });
    const r = await co.act('laporan_unduh', { lap: 'mLapLR001', format: 'pdf', param: { tanggal: '2026-01-31' } });
    const res = await app.inject({ method: 'GET', url: (r.data as { url: string }).url });
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    const { pdfText } = await import('../../../modules/accounting/test/report-files');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('CV Maju Jaya');
    expect(text).toContain('Jl. Merdeka 17');
    expect(text).toContain('Bandung · Telp. 022-123456');
    expect(text).toContain('Per Tanggal: 31/01/2026');
    expect(text).toMatch(/Halaman 1 dari 1/);
  });

  test('parameters are checked and named; an unknown report is refused', async () => {
    const co = await freshCompany();
    expect(await co.act('laporan_run', { lap: 'mLapTidakAda' })).toMatchObject({ num: 40, msg: "Laporan 'mLapTidakAda' tidak dikenal." });
    expect(await co.act('laporan_run', { lap: 'mLapBB002', param: { periode: { dari: '2026-02-10', sampai: '2026-02-01' } } })).toMatchObject({
      num: 15,
      msg: 'Tanggal dari tidak boleh setelah tanggal sampai.',
      data: { fields: { 'param.periode': 'Tanggal dari tidak boleh setelah tanggal sampai.' } },
    });
    expect(await co.act('laporan_run', { lap: 'mLapBB002', param: { periode: { dari: '2026-02-30', sampai: '2026-03-01' } } })).toMatchObject({ num: 15, msg: 'Periode: tanggal dari bukan tanggal yang valid (TTTT-BB-HH)' });
    expect(await co.act('laporan_run', { lap: 'mLapLR002', param: { tampilan: 'acak' } })).toMatchObject({ num: 15, msg: 'Tampilan tidak dikenal; pilih salah satu: standar, bulanan, tahunlalu' });
    expect(await co.act('laporan_unduh', { lap: 'mLapBB002', format: 'doc' })).toMatchObject({ num: 15 });
    // Books not set up yet: the ledger says so.
    expect(await co.act('laporan_run', { lap: 'mLapBB002' })).toMatchObject({ num: 1, msg: 'Buku belum disiapkan: lakukan pengaturan awal database (/startingdb) terlebih dahulu.' });
  });
});
