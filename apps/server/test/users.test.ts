import { describe, expect, test } from 'vitest';
import { freshCompany, post } from './harness';
import { addUser, grant, loginAs } from './auth-helpers';

type Rows<T = Record<string, unknown>> = { [k: string]: T[] };

describe('users (mUser)', () => {
  test('add with a password (hashed, never returned), edit flags, reset password, delete', async () => {
    const co = await freshCompany();
    expect((await co.act('kelompokakses_save', { kodekelompok: 'ksr', namakelompok: 'Kasir' })).num).toBe(0);
    const noPw = await co.act('pengguna_save', { userid: 'budi', nama: 'Budi' });
    expect(noPw).toMatchObject({ num: 15, data: { fields: { password: 'Password wajib diisi' } } });
    expect((await co.act('pengguna_save', { userid: 'budi', nama: 'Budi', password: '123' })).num).toBe(15);
    expect((await co.act('pengguna_save', { userid: 'budi', nama: 'Budi', password: 'rahasia1', kelompok: 'TIDAKADA' })).data).toMatchObject({ fields: { kelompok: 'Kelompok Akses tidak ditemukan' } });
    const add = await co.act('pengguna_save', { userid: 'budi', nama: 'Budi', password: 'rahasia1', kelompok: 'ksr', kuncitanggal: true, qrisaktif: 1, email: 'budi@contoh.id' });
    expect(add.num).toBe(0);
    const row = (add.data as Rows).tbl_pengguna[0];
    expect(row).toMatchObject({ userid: 'BUDI', kelompok: 'KSR', kuncitanggal: true, qrisaktif: true, snapaktif: false, admin: false, aktif: true });
    expect(JSON.stringify(add.data)).not.toContain('password');
    const [stored] = await co.sql<{ password_hash: string }>(`select password_hash from pengguna where userid = 'BUDI'`);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    const got = await co.act('pengguna_get', { id: row.id });
    expect(JSON.stringify(got.data)).not.toContain('argon2');
    // The user logs in with it; a reset by the admin ends their sessions and sets the new one.
    const budi = await loginAs(co, 'BUDI', 'rahasia1');
    expect((await co.act('pengguna_setpw', { userid: 'budi', password: 'baru-123' })).num).toBe(0);
    expect((await budi.act('lgxtk')).num).toBe(21);
    await loginAs(co, 'BUDI', 'baru-123');
    // Editing keeps the password; a password in an edit is refused; the user id cannot change.
    expect((await co.edit('pengguna_save', { ...row, nama: 'Budi S', kuncitanggal: false })).num).toBe(0);
    expect((await co.edit('pengguna_save', { ...row, password: 'lain-lain' })).num).toBe(15);
    expect((await co.edit('pengguna_save', { ...row, userid: 'BUDI2' })).num).toBe(1);
    await loginAs(co, 'BUDI', 'baru-123');
    expect((await co.act('pengguna_list', { q: 'budi' })).data).toMatchObject({ query_data: [{ totrec: 1 }], tbl_pengguna: [{ userid: 'BUDI', nama: 'Budi S' }] });
    expect((await co.act('pengguna_del', { id: row.id })).num).toBe(0);
    expect(await co.sql(`select * from hak_akses where subjek = 'BUDI'`)).toEqual([]);
  });

  test('nobody locks themselves out; the last active administrator stays', async () => {
    const co = await freshCompany();
    const [admin] = await co.sql<Record<string, unknown>>(`select id, userid, nama, kelompok, admin, aktif, kodedept, loginshift, email from pengguna where userid = 'ADMIN'`);
    expect(await co.edit('pengguna_save', { ...admin, aktif: false })).toMatchObject({ num: 1, msg: 'Anda tidak dapat menonaktifkan user Anda sendiri.' });
    expect(await co.edit('pengguna_save', { ...admin, admin: false })).toMatchObject({ num: 1, msg: 'Anda tidak dapat mencabut hak administrator user Anda sendiri.' });
    expect(await co.act('pengguna_del', { id: admin.id })).toMatchObject({ num: 1, msg: 'Anda tidak dapat menghapus user Anda sendiri.' });

    // A second administrator may not remove the last other one either.
    const pw = await addUser(co, { userid: 'ADM2', admin: true });
    const adm2 = await loginAs(co, 'ADM2', pw);
    expect((await adm2.edit('pengguna_save', { ...admin, aktif: false })).num).toBe(0);
    const [a2] = await co.sql<Record<string, unknown>>(`select id, userid, nama, kelompok, admin, aktif, kodedept, loginshift, email from pengguna where userid = 'ADM2'`);
    expect(await adm2.edit('pengguna_save', { ...a2, admin: false })).toMatchObject({ num: 1 });
    // ADMIN was deactivated: its sessions are gone; ADM2 is the last active administrator.
    expect((await co.act('lgxtk')).num).toBe(21);
    await co.sql(`update pengguna set aktif = true where userid = 'ADMIN'`);
    const pwA = co.password;
    const adm = await loginAs(co, 'ADMIN', pwA);
    await co.sql(`update pengguna set aktif = false where userid = 'ADMIN'`);
    expect(await adm2.act('pengguna_del', { id: admin.id })).toMatchObject({ num: 0 });
    expect((await adm.act('lgxtk')).num).toBe(21);
    const left = await co.sql(`select userid from pengguna where admin and aktif`);
    expect(left).toEqual([{ userid: 'ADM2' }]);
  });

  test('a user with the mUser right but no administrator flag cannot make or touch administrators', async () => {
    const co = await freshCompany();
    const pw = await addUser(co, { userid: 'HRD' });
    await grant(co, 'U', 'HRD', [['mUser'], ['mUser', 'madd'], ['mUser', 'medit'], ['mUser', 'mdelete']]);
    const hrd = await loginAs(co, 'HRD', pw);
    expect(await hrd.act('pengguna_save', { userid: 'X', nama: 'X', password: 'rahasia1', admin: true })).toMatchObject({ num: 30, msg: 'Hanya administrator yang dapat menambah atau mengubah user administrator.' });
    expect((await hrd.act('pengguna_save', { userid: 'X', nama: 'X', password: 'rahasia1' })).num).toBe(0);
    expect((await hrd.act('pengguna_setpw', { userid: 'ADMIN', password: 'direbut1' })).num).toBe(30);
    const [a] = await co.sql<{ id: number }>(`select id from pengguna where userid = 'ADMIN'`);
    expect((await hrd.act('pengguna_del', { id: a.id })).num).toBe(30);
  });
});

describe('access rights', () => {
  test('groups with a matrix, user entries over the group, menus follow; unknown names refused', async () => {
    const co = await freshCompany();
    const g = await co.act('kelompokakses_save', {
      kodekelompok: 'GDG',
      namakelompok: 'Gudang',
      hak: [
        { modul: 'mSatuan', aksi: 'mopen', izin: true },
        { modul: 'mSatuan', aksi: 'madd', izin: true },
        { modul: 'mItem', aksi: 'mopen', izin: true },
      ],
    });
    expect(g.num).toBe(0);
    expect((await co.act('kelompokakses_save', { kodekelompok: 'X', namakelompok: 'X', hak: [{ modul: 'mTidakAda', aksi: 'mopen', izin: true }] })).num).toBe(15);
    expect((await co.act('kelompokakses_save', { kodekelompok: 'X', namakelompok: 'X', hak: [{ modul: 'mLapAset', aksi: 'madd', izin: true }] })).num).toBe(15);
    expect((await co.act('pengguna_save', { userid: 'ANI', nama: 'Ani', password: 'rahasia1', kelompok: 'GDG' })).num).toBe(0);
    expect((await co.act('hakakses_save', { jenis: 'U', subjek: 'ani', hak: [{ modul: 'mItem', aksi: 'mopen', izin: false }, { modul: 'mGudang', aksi: 'mopen', izin: true }] })).num).toBe(0);
    expect((await co.act('hakakses_get', { jenis: 'U', subjek: 'ANI' })).data).toMatchObject({
      kelompok: 'GDG',
      tbl_hakakses: [
        { modul: 'mGudang', aksi: 'mopen', izin: true },
        { modul: 'mItem', aksi: 'mopen', izin: false },
      ],
      tbl_hakakses_kelompok: [
        { modul: 'mItem', aksi: 'mopen', izin: true },
        { modul: 'mSatuan', aksi: 'madd', izin: true },
        { modul: 'mSatuan', aksi: 'mopen', izin: true },
      ],
    });
    const ani = await loginAs(co, 'ANI', 'rahasia1');
    expect((await ani.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
    expect((await ani.act('item_list')).num).toBe(30);
    expect((await ani.act('gudang_list')).num).toBe(0);
    const menu = (await ani.act('authactmenu')).data as { modul: string[] };
    expect(menu.modul).toEqual(['mGudang', 'mSatuan']);
    expect(((await ani.act('GetAllowAccessMenu')).data as Rows<Record<string, boolean>>).tbl_initauth[0].aut_mSMaster).toBe(true);
    // A group in use can be neither deleted nor renamed; its rights change for every member at once.
    const gid = (g.data as { id: number }).id;
    expect((await co.act('kelompokakses_del', { id: gid })).num).toBe(42);
    expect((await co.edit('kelompokakses_save', { id: gid, kodekelompok: 'GDG2', namakelompok: 'Gudang' })).num).toBe(42);
    expect((await co.edit('kelompokakses_save', { id: gid, kodekelompok: 'GDG', namakelompok: 'Gudang', hak: [] })).num).toBe(0);
    expect((await ani.act('satuan_list')).num).toBe(30);
    expect((await co.act('kelompokakses_get', { id: gid })).data).toMatchObject({ tbl_kelompokakses: [{ kodekelompok: 'GDG' }] });
  });

  test('the catalogue covers every access name of the menu and every right an act checks', async () => {
    const { accessNames } = await import('@niaga/admin/access-names');
    const ACCESS_NAMES = accessNames();
    const { menuAccessNames } = await import('@niaga/admin/menu');
    const { buildRegistry } = await import('../src/app');
    const names = new Map(ACCESS_NAMES.map((a) => [a.modul, a]));
    expect(names.size).toBe(ACCESS_NAMES.length);
    for (const m of menuAccessNames()) expect(names.has(m), m).toBe(true);
    for (const act of buildRegistry().all()) {
      if (!act.access) continue;
      // Payload-dependent rights: judged on sample payloads (the report acts take the report's access
      // name from `lap`; without it they name no module, and the dispatcher refuses). A list: any one.
      const samples = [{}, { id: 1 }, { lap: 'mLapBB002', format: 'pdf' }, { lap: 'mLapBB002', format: 'xlsx' }];
      const rights = (typeof act.access === 'function' ? samples.map((p) => (act.access as (p: unknown) => unknown)(p)) : [act.access])
        .flat()
        .filter((r): r is { modul: string; aksi: string } => !!r && typeof r === 'object' && (r as { modul: string }).modul !== '');
      for (const r of rights) expect(names.get(r.modul)?.aksi ?? [], `${act.name}: ${r.modul} ${r.aksi}`).toContain(r.aksi);
    }
    const co = await freshCompany();
    const cat = (await co.act('aksesnama_list')).data as { tbl_aksesnama: unknown[]; tbl_aksi: unknown[] };
    expect(cat.tbl_aksesnama.length).toBe(ACCESS_NAMES.length);
    expect(cat.tbl_aksi).toHaveLength(6);
  });
});

describe('company settings', () => {
  const PNG = 'data:image/png;base64,' + Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

  test('/dataperusahaan with the cashier logo, /pengaturanumum, acccfgopt and the appcfg of login', async () => {
    const co = await freshCompany();
    const dp = await co.act('dataperusahaan_get');
    expect(dp.data).toMatchObject({ tbl_dataperusahaan: [{ namaperusahaan: `PT ${co.iper}`, rasiologo: '1' }], logo: '' });
    expect((await co.act('dataperusahaan_save', { email: 'bukan-email' })).data).toMatchObject({ fields: { email: 'Format email tidak valid' } });
    expect((await co.act('dataperusahaan_save', { logo: 'data:image/png;base64,' + Buffer.from('GIF89a').toString('base64') })).num).toBe(15);
    expect((await co.act('dataperusahaan_save', { logo: 'data:image/png;base64,' + Buffer.alloc(300 * 1024, 1).toString('base64') })).msg).toContain('maksimal 200 KB');
    const saved = await co.act('dataperusahaan_save', { namaperusahaan: 'Toko Maju', telepon: '021-555', whatsapp: '+62 812', npwp: '01.234.567.8-901.000', idtku: '0123456789012345000000', rasiologo: '2.5', logo: PNG });
    expect(saved).toMatchObject({ num: 0, data: { tbl_dataperusahaan: [{ namaperusahaan: 'Toko Maju', telepon: '021-555', alamat1: '', rasiologo: '2.5' }] } });
    expect(((await co.act('dataperusahaan_get')).data as { logo: string }).logo).toBe(PNG);

    const pu = (await co.act('pengaturanumum_get')).data as Rows;
    expect(pu.tbl_pengaturanumum[0]).toMatchObject({ pajakdefault: '10', digitflagtimbangan: 2, digitkodetimbangan: 5, digitberattimbangan: 5, satuantimbangan: 'KG', modeinputkasir: '1', stokminus: false, labelgrafik: 'namaitem', jatuhtempo: 30 });
    expect((await co.act('pengaturanumum_save', { digitharga: 9 })).data).toMatchObject({ fields: { digitharga: 'Digit Harga maksimal 6' } });
    expect((await co.act('pengaturanumum_save', { modeinputkasir: '2', stokminus: true, jenispajak: '1112', labelgrafik: 'kodeitem' })).num).toBe(0);

    expect((await co.act('acccfgopt', ['modeinputkasir', 'pajakdefault', 'stokminus', 'tidakada'])).data).toEqual({
      confreq: [
        { confname: 'modeinputkasir', confvalue: '2' },
        { confname: 'pajakdefault', confvalue: '10' },
        { confname: 'stokminus', confvalue: '1' },
        { confname: 'tidakada', confvalue: '' },
      ],
    });
    // Login: cashier users go to /kasiradmode3 now; appcfg carries settings, user flags and the logo.
    const pw = await addUser(co, { userid: 'KASIR', kelompok: 'KSR' });
    await grant(co, 'G', 'KSR', [['mSKasir']]);
    await co.sql(`update pengguna set kuncitanggal = true where userid = 'KASIR'`);
    const aprq = Buffer.from(JSON.stringify(['modeinputkasir', 'jenispajak', 'kuncitanggal', 'namaperusahaan'])).toString('base64');
    const k = await loginAs(co, 'KASIR', pw, { aprq });
    expect(k.data).toMatchObject({
      rute: '/kasiradmode3',
      kasirmode: 2,
      appcfg: {
        config: [
          { confname: 'modeinputkasir', confvalue: '2' },
          { confname: 'jenispajak', confvalue: '1112' },
          { confname: 'kuncitanggal', confvalue: '1' },
          { confname: 'namaperusahaan', confvalue: 'Toko Maju' },
        ],
        logo: { data: PNG, rasio: '2.5' },
        pengguna: { kuncitanggal: true, qrisaktif: false, loginid: 'KASIR' },
      },
    });
    expect((await k.act('dataperusahaan_get')).num).toBe(30);
    expect((await k.act('pengaturanumum_save', { stokminus: false })).num).toBe(30);
  });
});

describe('activity log', () => {
  test('saves, deletes, logins and logouts are logged with before/after; refused calls are not; search and paging', async () => {
    const co = await freshCompany();
    const add = await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
    const id = (add.data as { id: number }).id;
    await co.edit('satuan_save', { id, kodesatuan: 'PCS', namasatuan: 'Pcs' });
    await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Ganda' });
    await co.act('satuan_del', { id });
    const pw = await addUser(co, { userid: 'BUDI' });
    const budi = await loginAs(co, 'BUDI', pw);
    expect((await budi.act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Box' })).num).toBe(30);
    await budi.act('logoutact');

    const all = (await co.act('logaktivitas_list', { limit: 50 })).data as { query_data: Array<{ totrec: number }>; tbl_logaktivitas: Array<Record<string, unknown>> };
    const summary = all.tbl_logaktivitas.map((r) => `${r.jenis} ${r.userid} ${r.act} ${r.dokumen}`).reverse();
    expect(summary).toEqual(['login ADMIN lgx ADMIN', 'tambah ADMIN satuan_save PCS', 'ubah ADMIN satuan_save PCS', 'hapus ADMIN satuan_del PCS', 'login BUDI lgx BUDI', 'logout BUDI logoutact BUDI']);
    const edit = all.tbl_logaktivitas.find((r) => r.jenis === 'ubah')!;
    expect(edit).toMatchObject({ modul: 'mSatuan', ringkasan: { sebelum: { namasatuan: 'Pieces' }, sesudah: { namasatuan: 'Pcs' } } });
    expect(String(edit.waktu)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(all.tbl_logaktivitas.find((r) => r.jenis === 'hapus')).toMatchObject({ ringkasan: { sebelum: { kodesatuan: 'PCS', namasatuan: 'Pcs' }, sesudah: null } });
    expect(JSON.stringify(all)).not.toContain(pw);

    const page = (await co.act('logaktivitas_list', { modul: 'mSatuan', limit: 2, page: 1 })).data as { query_data: Array<{ totrec: number; totpage: number }>; tbl_logaktivitas: Array<{ jenis: string }> };
    expect(page.query_data[0]).toMatchObject({ totrec: 3, totpage: 2 });
    expect(page.tbl_logaktivitas.map((r) => r.jenis)).toEqual(['tambah']);
    expect(((await co.act('logaktivitas_list', { userid: 'budi' })).data as Rows).tbl_logaktivitas).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const far = (await co.act('logaktivitas_list', { dari: '2020-01-01', sampai: '2020-01-31' })).data as Rows;
    expect(far.tbl_logaktivitas).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(((await co.act('logaktivitas_list', { dari: today < tomorrow ? today : tomorrow, sampai: tomorrow, jenis: 'logout' })).data as Rows).tbl_logaktivitas).toHaveLength(1);
    expect((await co.act('logaktivitas_list', { dari: '2026-02-01', sampai: '2026-01-01' })).num).toBe(15);
    expect((await budi.act('logaktivitas_list')).num).toBe(21);
  });
});

describe('edit locks', () => {
  test('a record opened for editing is locked to its user; others are told who; logout and admin release', async () => {
    const co = await freshCompany();
    await co.act('kelompokakses_save', { kodekelompok: 'STF', namakelompok: 'Staf', hak: ['mopen', 'madd', 'medit', 'mdelete'].map((aksi) => ({ modul: 'mSatuan', aksi, izin: true })) });
    for (const u of ['ANI', 'BUDI']) await co.act('pengguna_save', { userid: u, nama: u, password: 'rahasia1', kelompok: 'STF' });
    const ani = await loginAs(co, 'ANI', 'rahasia1');
    const budi = await loginAs(co, 'BUDI', 'rahasia1');
    const id = ((await ani.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).data as { id: number }).id;

    expect((await ani.act('satuan_get', { id, edit: 1 })).num).toBe(0);
    const refused = await budi.act('satuan_get', { id, edit: 1 });
    expect(refused).toMatchObject({ num: 43, data: { userid: 'ANI' } });
    expect(refused.msg).toBe('Data Satuan PCS sedang dibuka untuk diubah oleh user ANI. Tunggu sampai user tersebut selesai, atau minta administrator melepasnya di menu Modul Terbuka.');
    expect((await budi.act('satuan_get', { id })).num).toBe(0);
    expect((await budi.edit('satuan_save', { id, kodesatuan: 'PCS', namasatuan: 'Budi' })).num).toBe(43);
    expect((await budi.act('satuan_del', { id })).num).toBe(43);
    expect((await co.sql(`select namasatuan from satuan`))[0]).toEqual({ namasatuan: 'Pieces' });
    // The holder saves: the lock is released and the other user may edit.
    expect((await ani.edit('satuan_save', { id, kodesatuan: 'PCS', namasatuan: 'Pcs' })).num).toBe(0);
    expect((await budi.act('satuan_get', { id, edit: true })).num).toBe(0);
    expect((await ani.act('satuan_get', { id, edit: 1 })).num).toBe(43);
    // The holder logs out: the lock dies with the session.
    await budi.act('logoutact');
    expect((await ani.act('satuan_get', { id, edit: 1 })).num).toBe(0);
    // Closing the form without saving releases it too.
    expect((await ani.act('kunci_lepas', { modul: 'satuan', kunci: id })).data).toEqual({ dilepas: true });
    const budi2 = await loginAs(co, 'BUDI', 'rahasia1');
    expect((await budi2.act('satuan_get', { id, edit: 1 })).num).toBe(0);

    // The administrator lists and releases.
    const list = (await co.act('modulterbuka_list')).data as { tbl_modulterbuka: Array<{ id: number; label: string; userid: string; modul: string }> };
    expect(list.tbl_modulterbuka).toMatchObject([{ modul: 'satuan', label: 'Satuan PCS', userid: 'BUDI' }]);
    expect((await ani.act('modulterbuka_list')).num).toBe(30);
    expect((await co.act('modulterbuka_reset', { ids: [list.tbl_modulterbuka[0].id] })).data).toEqual({ jumlah: 1 });
    expect((await ani.act('satuan_get', { id, edit: 1 })).num).toBe(0);
    // A revoked session (password reset) releases as well; expired ones too (EDIT_LOCK_HOURS).
    await co.act('pengguna_setpw', { userid: 'ANI', password: 'rahasia2' });
    expect((await budi2.act('satuan_get', { id, edit: 1 })).num).toBe(0);
    await co.sql(`update control.kunci_edit set sejak = now() - interval '13 hours'`);
    expect((await co.act('satuan_get', { id, edit: 1 })).num).toBe(0);
    expect((await post({ act: 'modulterbuka_reset', token: co.token, aprq: JSON.stringify({ semua: true }) })).data).toEqual({ jumlah: 1 });
  });
});
