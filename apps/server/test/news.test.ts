import { describe, expect, test } from 'vitest';
import { publishNews } from '@niaga/admin';
import { publishFromArgs } from '../src/cli/news-publish';
import { freshCompany, testServer } from './harness';
import { addUser, loginAs } from './auth-helpers';

describe('news', () => {
  test('per company and to all; unread per user; list pages; detail marks read', async () => {
    const { db } = await testServer();
    const co = await freshCompany();
    const other = await freshCompany();
    const unread = async (c: { act: (n: string) => Promise<{ data: unknown }> }) => ((await c.act('getunreadinfo')).data as { tbl_berita: { jumlah: number }[] }).tbl_berita[0].jumlah;
    const base = await unread(co);
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push(await publishNews(db, { idperusahaan: co.iper, judul: `Update ${i}`, isi: `Isi berita ${i}` }));
    await publishNews(db, { idperusahaan: other.iper, judul: 'Untuk yang lain', isi: '-' });
    expect(await unread(co)).toBe(base + 3);

    const page = await co.act('info_list', { pagenum: 0, itemlimit: 2 });
    const d = page.data as { query_data: { totpage: number; totalrow: number }[]; tbl_berita: { id: number; judul: string; dibaca: boolean }[] };
    expect(d.query_data[0].totalrow).toBe(base + 3);
    expect(d.query_data[0].totpage).toBe(Math.ceil((base + 3) / 2));
    expect(d.tbl_berita.map((b) => b.judul)).toEqual(['Update 3', 'Update 2']);
    expect(d.tbl_berita.every((b) => !b.dibaca)).toBe(true);
    expect((await co.act('info_list', { pagenum: 'x' })).num).toBe(15);

    const detail = await co.act('info_get', { id: ids[0] });
    expect(detail).toMatchObject({ num: 0, data: { tbl_berita: [{ id: ids[0], judul: 'Update 1', isi: 'Isi berita 1' }] } });
    await co.act('info_get', { id: ids[0] });
    expect(await unread(co)).toBe(base + 2);

    // Read marks are per user.
    const pw = await addUser(co, { userid: 'LAIN' });
    expect(await unread(await loginAs(co, 'LAIN', pw))).toBe(base + 3);
    // Another company's news stays hidden.
    const hidden = (await publishNews(db, { idperusahaan: other.iper, judul: 'Rahasia', isi: 'x' }));
    expect(await co.act('info_get', { id: hidden })).toMatchObject({ num: 40, msg: 'Berita tidak ditemukan.' });
    // News to all companies reaches both.
    const before = await unread(other);
    await publishNews(db, { judul: 'Untuk semua', isi: 'Versi baru' });
    expect(await unread(other)).toBe(before + 1);
    expect((await co.act('info_readall')).num).toBe(0);
    expect(await unread(co)).toBe(0);
  });

  test('npm run news:publish: to one company or to all, with clear refusals', async () => {
    const { db } = await testServer();
    const co = await freshCompany();
    const unread = async () => ((await co.act('getunreadinfo')).data as { tbl_berita: { jumlah: number }[] }).tbl_berita[0].jumlah;
    const base = await unread();
    expect(await publishFromArgs(db, ['--judul', 'Versi 0.2', '--isi', 'Idempotensi dan printer', '--id', co.iper.toLowerCase()])).toMatch(
      new RegExp(`^Berita #\\d+ diterbitkan untuk perusahaan ${co.iper}: Versi 0\\.2$`),
    );
    expect(await publishFromArgs(db, ['--judul', 'Untuk semua', '--isi', 'x'])).toMatch(/untuk semua perusahaan: Untuk semua$/);
    expect(await unread()).toBe(base + 2);
    await expect(publishFromArgs(db, ['--judul', 'Tanpa isi'])).rejects.toThrow(/^Judul dan isi berita wajib diisi\./);
    await expect(publishFromArgs(db, ['--judul', 'x', '--isi', 'y', '--id', 'TIDAKADA99'])).rejects.toThrow('Id Perusahaan tidak ditemukan');
    await expect(publishFromArgs(db, ['--judul', 'x', '--isi', 'y', '--lain', '1'])).rejects.toThrow(/Pemakaian: npm run news:publish/);
    expect(await unread()).toBe(base + 2);
  });
});
