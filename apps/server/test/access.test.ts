import { describe, expect, test } from 'vitest';
import { buildSections, initAuth, menuAccessNames, menuSections, visibleMenu, menuTitle, sectionEntries } from '@niaga/admin/menu';
import { defineModule, doctype, text } from '@niaga/kernel';
import { manifests } from '@niaga/modules';
import { SPEC_SECTIONS } from './menu.spec-list';
import { freshCompany } from './harness';
import { addUser, grant, loginAs } from './auth-helpers';

describe('menu declaration', () => {
  test('the menu derived from the manifests is the spec\'s (§2.5): sections, groups, entries, titles and access names in order', () => {
    expect(menuSections()).toEqual(SPEC_SECTIONS);
  });

  test('a doctype that says its menu place is in the menu with its title and access name; a manifest line places any declared route', () => {
    const foo = doctype({ name: 'foo', title: 'Foo', access: 'mFoo', key: 'kodefoo', routes: { list: '/listfoo', add: '/fooad', edit: '/fooed' }, fields: { kodefoo: text('Kode', 10) }, list: { columns: ['kodefoo'], search: ['kodefoo'] }, menu: { group: 'Data Lainnya', sequence: 145 } });
    const extra = defineModule({ name: 'foo', section: 'master', doctypes: [foo], menu: [{ route: '/fooad', sequence: 5, title: 'Foo Baru', access: null }] });
    const master = buildSections([...manifests, extra]).find((s) => s.key === 'mSMaster')!;
    expect(master.children[0]).toEqual({ title: 'Foo Baru', route: '/fooad' });
    const lain = master.children.find((c) => 'children' in c && c.title === 'Data Lainnya') as { children: Array<{ route: string }> };
    expect(lain.children.map((e) => e.route).slice(0, 3)).toEqual(['/pointpel', '/listsatuan', '/listfoo']);
    expect(sectionEntries(master).find((e) => e.route === '/listfoo')).toEqual({ title: 'Foo', route: '/listfoo', access: 'mFoo' });
    expect(() => buildSections([...manifests, defineModule({ name: 'x', section: 'master', doctypes: [], menu: [{ route: '/tidakada', sequence: 1 }] })])).toThrow('rute /tidakada');
  });

  test('covers the spec §2.5 tree: nine sections, every route once per section, titles', () => {
    const SECTIONS = menuSections();
    expect(SECTIONS.map((s) => s.key)).toEqual(['mSMaster', 'mSPembelian', 'mSPenjualan', 'mSPerakitan', 'mSPersediaan', 'mSAkuntansi', 'mSLaporan', 'mSPengaturan', 'mSPengaturanEcommerce']);
    for (const s of SECTIONS) {
      const routes = sectionEntries(s).map((e) => e.route);
      expect(new Set(routes).size, s.key).toBe(routes.length);
    }
    expect(menuTitle('/listsatuan')).toBe('Satuan');
    expect(menuTitle('/home')).toBe('Home');
    expect(menuAccessNames()).toContain('mKasLaci');
  });

  test('admins see everything; Kasir and Terminal Harga stand alone only without the Penjualan section', () => {
    const all = visibleMenu('all');
    expect(all.map((m) => m.title)).toEqual(['Home', 'Master Data', 'Pembelian', 'Penjualan', 'Perakitan', 'Persediaan', 'Akuntansi', 'Laporan', 'Pengaturan', 'E-commerce']);
    const kasir = visibleMenu(['mSKasir', 'mSTerminalHarga', 'mSatuan']);
    expect(kasir.map((m) => m.title)).toEqual(['Home', 'Terminal Harga', 'Kasir', 'Master Data']);
    const master = kasir[3] as { children: Array<{ title: string; children?: Array<{ route: string }> }> };
    expect(master.children).toEqual([{ title: 'Data Lainnya', children: [{ title: 'Satuan', route: '/listsatuan', access: 'mSatuan' }] }]);
    expect(visibleMenu(['mSKasir', 'mJual']).map((m) => m.title)).toEqual(['Home', 'Penjualan']);
    expect(initAuth(['mLapJL001']).tbl_initauth[0]).toMatchObject({ aut_mSLaporan: true, aut_mSMaster: false });
  });
});

describe('permission acts', () => {
  test('authaccess, authaccess_double: 0 when allowed, 30 with a message otherwise', async () => {
    const co = await freshCompany();
    const pw = await addUser(co, { userid: 'KASIR', kelompok: 'KSR' });
    await grant(co, 'G', 'KSR', [['mJual'], ['mJual', 'madd'], ['mKasLaci'], ['mItem']]);
    await grant(co, 'U', 'KASIR', [['mItem', 'mopen', false]]);
    const k = await loginAs(co, 'KASIR', pw);
    expect(await k.act('authaccess', { modul: 'mKasLaci', type: 'mopen' })).toMatchObject({ num: 0 });
    expect(await k.act('authaccess', { modul: 'mItem', type: 'mopen' })).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses buka pada modul mItem.' });
    expect(await k.act('authaccess', { modul: 'mJual', type: 'mdelete' })).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses hapus pada modul mJual.' });
    expect((await k.act('authaccess', { modul: 'mJual', type: 'hapus' })).num).toBe(15);
    expect((await k.act('authaccess_double', { modul: 'mJual', type: 'mopen', modul2: 'mJual', type2: 'madd' })).num).toBe(0);
    expect(await k.act('authaccess_double', { modul: 'mJual', type: 'mopen', modul2: 'mBeli', type2: 'mopen' })).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses buka pada modul mBeli.' });
    expect((await co.act('authaccess', { modul: 'mApaSaja', type: 'mdelete' })).num).toBe(0);
  });

  test('authaccess_izin: another user’s password and right', async () => {
    const co = await freshCompany();
    const pwK = await addUser(co, { userid: 'KASIR' });
    await addUser(co, { userid: 'SPV', password: 'spv-rahasia' });
    await addUser(co, { userid: 'STAF', password: 'staf-rahasia' });
    await grant(co, 'U', 'SPV', [['mJual', 'mdelete']]);
    const k = await loginAs(co, 'KASIR', pwK);
    expect(await k.act('authaccess', { modul: 'mJual', type: 'mdelete' })).toMatchObject({ num: 30 });
    expect(await k.act('authaccess_izin', { modul: 'mJual', type: 'mdelete', userid: 'spv', pass: 'spv-rahasia' })).toMatchObject({ num: 0, data: { userid: 'SPV' } });
    expect(await k.act('authaccess_izin', { modul: 'mJual', type: 'mdelete', userid: 'SPV', pass: 'salah' })).toMatchObject({ num: 22, msg: 'User ID atau Password salah.' });
    expect(await k.act('authaccess_izin', { modul: 'mJual', type: 'mdelete', userid: 'STAF', pass: 'staf-rahasia' })).toMatchObject({ num: 30, msg: 'Maaf, user STAF tidak memiliki hak akses hapus pada modul mJual.' });
  });

  test('a supervisor override is a one-time grant of one right to the calling session', async () => {
    const co = await freshCompany();
    const pwK = await addUser(co, { userid: 'KASIR' });
    await addUser(co, { userid: 'SPV', password: 'spv-rahasia' });
    await grant(co, 'U', 'KASIR', [['mSatuan'], ['mSatuan', 'madd']]);
    await grant(co, 'U', 'SPV', [['mSatuan', 'mdelete']]);
    const k = await loginAs(co, 'KASIR', pwK);
    const other = await loginAs(co, 'KASIR', pwK);
    const ids: number[] = [];
    for (const kode of ['A1', 'A2']) ids.push(((await k.act('satuan_save', { kodesatuan: kode, namasatuan: kode })).data as { id: number }).id);
    expect(await k.act('satuan_del', { id: ids[0] })).toMatchObject({ num: 30 });

    const ok = await k.act('authaccess_izin', { modul: 'mSatuan', type: 'mdelete', userid: 'SPV', pass: 'spv-rahasia' });
    const izin = (ok.data as { izin: string }).izin;
    expect(izin).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Not for another session, nor for another right.
    expect(await other.act('satuan_del', { id: ids[0], izin })).toMatchObject({ num: 30 });
    expect(await k.edit('satuan_save', { id: ids[0], kodesatuan: 'A1', namasatuan: 'x', izin })).toMatchObject({ num: 30 });
    // A refused act leaves it unused; the guarded act uses it once.
    expect(await k.act('satuan_del', { id: 999999, izin })).toMatchObject({ num: 40 });
    expect(await k.act('satuan_del', { id: ids[0], izin })).toMatchObject({ num: 0 });
    expect(await k.act('satuan_del', { id: ids[1], izin })).toMatchObject({ num: 30 });
    expect(await co.sql<{ k: string }>('select kodesatuan as k from satuan')).toEqual([{ k: 'A2' }]);
    const [log] = await co.sql<{ ringkasan: { diotorisasi: string } }>(`select ringkasan from log_aktivitas where act = 'satuan_del'`);
    expect(log.ringkasan.diotorisasi).toBe('SPV');
    // An expired grant is refused.
    const late = ((await k.act('authaccess_izin', { modul: 'mSatuan', type: 'mdelete', userid: 'SPV', pass: 'spv-rahasia' })).data as { izin: string }).izin;
    await co.sql(`update control.izin_otorisasi set expires_at = now() - interval '1 second' where used_at is null`);
    expect(await k.act('satuan_del', { id: ids[1], izin: late })).toMatchObject({ num: 30 });
  });

  test('authactmenu and GetAllowAccessMenu: a user with few rights versus an administrator', async () => {
    const co = await freshCompany();
    const pw = await addUser(co, { userid: 'KASIR', kelompok: 'KSR' });
    await grant(co, 'G', 'KSR', [['mSKasir'], ['mKasLaci'], ['mSatuan'], ['mBeli', 'madd']]);
    const k = await loginAs(co, 'KASIR', pw);
    const menu = await k.act('authactmenu');
    expect(menu.data).toMatchObject({ semua: false, modul: ['mKasLaci', 'mSKasir', 'mSatuan'] });
    expect((menu.data as { menu: Array<{ title: string }> }).menu.map((m) => m.title)).toEqual(['Home', 'Kasir', 'Master Data']);
    expect((await k.act('GetAllowAccessMenu')).data).toEqual({
      tbl_initauth: [
        {
          aut_mSMaster: true,
          aut_mSPembelian: false,
          aut_mSPenjualan: false,
          aut_mSPerakitan: false,
          aut_mSPersediaan: false,
          aut_mSAkuntansi: false,
          aut_mSLaporan: false,
          aut_mSPengaturan: false,
          aut_mSPengaturanEcommerce: false,
        },
      ],
      tbl_initauth_modul: [{ aut_mSKasir: true, aut_mJual: false, aut_mKasLaci: true, aut_mSTerminalHarga: false }],
    });
    const admin = await co.act('GetAllowAccessMenu');
    const flags = admin.data as { tbl_initauth: Record<string, boolean>[]; tbl_initauth_modul: Record<string, boolean>[] };
    expect(Object.values(flags.tbl_initauth[0]).every(Boolean)).toBe(true);
    expect(Object.values(flags.tbl_initauth_modul[0]).every(Boolean)).toBe(true);
    expect((await co.act('authactmenu')).data).toMatchObject({ semua: true });
  });
});
