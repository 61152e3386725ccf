/**
 * No self-granted rights (issue 9): a user who manages users (mUser) without being an
 * administrator cannot widen their own rights, grant rights they do not hold, or take over a
 * user with more rights than theirs.
 */
import { describe, expect, test } from 'vitest';
import { freshCompany, type TestCompany } from './harness';
import { addUser, grant, loginAs } from './auth-helpers';

const USER_ADMIN: Array<[string, string]> = ['mopen', 'madd', 'medit', 'mdelete'].map((aksi) => ['mUser', aksi]);
const right = (modul: string, aksi = 'mopen', izin = true) => ({ modul, aksi, izin });

/** HRD: a user manager in group STAF (mSatuan), date-locked; KEPALA holds mJurnal; BUDI only mSatuan. */
async function office() {
  const co = await freshCompany();
  const pw = 'rahasia-hrd';
  await co.act('kelompokakses_save', { kodekelompok: 'STAF', namakelompok: 'Staf', hak: [right('mSatuan')] });
  await co.act('kelompokakses_save', { kodekelompok: 'KUAT', namakelompok: 'Akuntan', hak: [right('mJurnal'), right('mSatuan')] });
  await addUser(co, { userid: 'HRD', password: pw, kelompok: 'STAF' });
  await co.sql(`update pengguna set kuncitanggal = true where userid = 'HRD'`);
  await grant(co, 'U', 'HRD', USER_ADMIN);
  await addUser(co, { userid: 'KEPALA', password: 'rahasia-kepala', kelompok: 'KUAT', email: 'kepala@toko.test' });
  await addUser(co, { userid: 'BUDI', password: 'rahasia-budi', kelompok: 'STAF' });
  await co.sql(`update pengguna set kuncitanggal = true where userid in ('KEPALA', 'BUDI')`);
  return { co, hrd: await loginAs(co, 'HRD', pw) };
}

const idOf = async (co: TestCompany, userid: string) => (await co.sql<{ id: number }>(`select id from pengguna where userid = '${userid}'`))[0].id;

describe('no self-granted rights', () => {
  test('nobody changes their own rights: hakakses_save on oneself, one\'s own group, one\'s own group field and flags', async () => {
    const { co, hrd } = await office();
    const everything = [...USER_ADMIN.map(([m, a]) => right(m, a)), right('mJurnal'), right('mDtPerusahaan'), right('mDtPerusahaan', 'medit')];
    expect(await hrd.act('hakakses_save', { jenis: 'U', subjek: 'HRD', hak: everything })).toMatchObject({ num: 30, msg: 'Anda tidak dapat mengubah hak akses Anda sendiri.' });
    expect((await hrd.act('jurnal_list')).num).toBe(30);
    expect(await hrd.act('hakakses_save', { jenis: 'G', subjek: 'STAF', hak: [right('mSatuan'), right('mItem')] })).toMatchObject({
      num: 30,
      msg: 'Anda tidak dapat mengubah hak akses kelompok Anda sendiri (STAF).',
    });
    const staf = (await co.sql<{ id: number }>(`select id from kelompokakses where kodekelompok = 'STAF'`))[0].id;
    expect((await hrd.edit('kelompokakses_save', { id: staf, kodekelompok: 'STAF', namakelompok: 'Staf', hak: [right('mSatuan'), right('mItem')] })).num).toBe(30);
    // Its name may change; its rights may not.
    expect((await hrd.edit('kelompokakses_save', { id: staf, kodekelompok: 'STAF', namakelompok: 'Staf Toko' })).num).toBe(0);

    const me = await idOf(co, 'HRD');
    const self = { id: me, userid: 'HRD', nama: 'Bu HRD', kelompok: 'STAF', kuncitanggal: true };
    expect(await hrd.edit('pengguna_save', { ...self, kelompok: 'KUAT' })).toMatchObject({ num: 30, msg: 'Anda tidak dapat mengubah kelompok akses dan pengaturan hak user Anda sendiri; minta administrator.', data: { fields: { kelompok: expect.any(String) } } });
    expect((await hrd.edit('pengguna_save', { ...self, kuncitanggal: false })).num).toBe(30);
    expect((await hrd.edit('pengguna_save', { ...self, restoredb: true })).num).toBe(30);
    expect((await hrd.edit('pengguna_save', { ...self, email: 'hrd@toko.test' })).num).toBe(0);
    expect(await co.sql(`select kelompok, kuncitanggal, restoredb, nama from pengguna where userid = 'HRD'`)).toEqual([{ kelompok: 'STAF', kuncitanggal: true, restoredb: false, nama: 'Bu HRD' }]);
    expect((await hrd.act('jurnal_list')).num).toBe(30);
    expect(await co.sql(`select modul from hak_akses where jenis = 'U' and subjek = 'HRD' and modul <> 'mUser'`)).toEqual([]);
  });

  test('nobody grants a right they do not hold: to another user, to a group, through a group or a flag', async () => {
    const { co, hrd } = await office();
    expect(await hrd.act('hakakses_save', { jenis: 'U', subjek: 'BUDI', hak: [right('mJurnal'), right('mDtPerusahaan', 'medit')] })).toMatchObject({
      num: 30,
      msg: 'Anda tidak dapat memberikan hak yang tidak Anda miliki: mDtPerusahaan (ubah), mJurnal (buka).',
    });
    // Rights the manager holds may be given.
    expect((await hrd.act('hakakses_save', { jenis: 'U', subjek: 'BUDI', hak: [right('mUser')] })).num).toBe(0);
    // Dropping a user's own "no" lets their group's right through: that grants it too.
    await addUser(co, { userid: 'DEDI', kelompok: 'KUAT' });
    await co.sql(`update pengguna set kuncitanggal = true where userid = 'DEDI'`);
    await grant(co, 'U', 'DEDI', [['mJurnal', 'mopen', false]]);
    expect(await hrd.act('hakakses_save', { jenis: 'U', subjek: 'DEDI', hak: [] })).toMatchObject({ num: 30, msg: 'Anda tidak dapat memberikan hak yang tidak Anda miliki: mJurnal (buka).' });
    expect((await hrd.act('hakakses_save', { jenis: 'U', subjek: 'DEDI', hak: [right('mJurnal', 'mopen', false), right('mUser')] })).num).toBe(0);

    expect((await hrd.act('kelompokakses_save', { kodekelompok: 'BARU', namakelompok: 'Baru', hak: [right('mJurnal')] })).num).toBe(30);
    expect((await hrd.act('kelompokakses_save', { kodekelompok: 'BARU', namakelompok: 'Baru', hak: [right('mSatuan')] })).num).toBe(0);
    expect((await hrd.act('hakakses_save', { jenis: 'G', subjek: 'BARU', hak: [right('mSatuan'), right('mJurnal', 'madd')] })).num).toBe(30);
    // A group that already holds a right the manager lacks keeps it when they edit something else.
    expect((await hrd.act('hakakses_save', { jenis: 'G', subjek: 'KUAT', hak: [right('mJurnal'), right('mSatuan'), right('mUser')] })).num).toBe(0);

    const budi = await idOf(co, 'BUDI');
    const budiRec = { id: budi, userid: 'BUDI', nama: 'Budi', kelompok: 'STAF', kuncitanggal: true };
    expect(await hrd.edit('pengguna_save', { ...budiRec, kelompok: 'KUAT' })).toMatchObject({ num: 30, msg: 'Anda tidak dapat memberikan hak yang tidak Anda miliki: mJurnal (buka).' });
    expect(await hrd.edit('pengguna_save', { ...budiRec, restoredb: true })).toMatchObject({ num: 30, msg: 'Anda tidak dapat memberikan hak yang tidak Anda miliki: Restore Database.' });
    expect(await hrd.edit('pengguna_save', { ...budiRec, kuncitanggal: false })).toMatchObject({ num: 30, msg: 'Anda tidak dapat memberikan hak yang tidak Anda miliki: tanpa Kunci Tanggal.' });
    expect((await hrd.act('pengguna_save', { userid: 'CICI', nama: 'Cici', password: 'rahasia1', kelompok: 'KUAT', kuncitanggal: true })).num).toBe(30);
    expect((await hrd.act('pengguna_save', { userid: 'CICI', nama: 'Cici', password: 'rahasia1', kelompok: 'STAF', kuncitanggal: true })).num).toBe(0);
    expect(await co.sql(`select userid, kelompok from pengguna where userid in ('BUDI', 'CICI') order by userid`)).toEqual([
      { userid: 'BUDI', kelompok: 'STAF' },
      { userid: 'CICI', kelompok: 'STAF' },
    ]);
  });

  test('a user with more rights than the manager is not theirs to take over: password, record, rights, deletion', async () => {
    const { co, hrd } = await office();
    const kepala = await idOf(co, 'KEPALA');
    const takeover = await hrd.act('pengguna_setpw', { userid: 'KEPALA', password: 'direbut1' });
    expect(takeover).toMatchObject({ num: 30, msg: 'User KEPALA memiliki hak yang tidak Anda miliki (mJurnal (buka)); hanya administrator atau user dengan hak tersebut yang dapat mengubahnya.' });
    expect((await loginAs(co, 'KEPALA', 'rahasia-kepala')).token).toBeTruthy();
    // Nor through the mail: the reset link goes to the address on the record.
    expect((await hrd.edit('pengguna_save', { id: kepala, userid: 'KEPALA', nama: 'Kepala', kelompok: 'KUAT', kuncitanggal: true, email: 'hrd@penipu.test' })).num).toBe(30);
    expect((await hrd.act('hakakses_save', { jenis: 'U', subjek: 'KEPALA', hak: [right('mJurnal', 'mopen', false)] })).num).toBe(30);
    expect((await hrd.act('pengguna_del', { id: kepala })).num).toBe(30);
    expect(await co.sql(`select email from pengguna where userid = 'KEPALA'`)).toEqual([{ email: 'kepala@toko.test' }]);

    // A user within the manager's rights is theirs to help.
    expect(await hrd.act('pengguna_setpw', { userid: 'BUDI', password: 'baru-budi' })).toMatchObject({ num: 0, msg: 'Password user BUDI berhasil diganti.' });
    expect((await loginAs(co, 'BUDI', 'baru-budi')).token).toBeTruthy();

    // An administrator may do all of it.
    expect((await co.act('pengguna_setpw', { userid: 'KEPALA', password: 'baru-kepala' })).num).toBe(0);
    expect((await co.act('hakakses_save', { jenis: 'U', subjek: 'HRD', hak: [...USER_ADMIN.map(([m, a]) => right(m, a)), right('mJurnal')] })).num).toBe(0);
    expect((await hrd.act('jurnal_list')).num).toBe(0);
    // Now HRD holds mJurnal too: KEPALA is within their rights.
    expect((await hrd.act('pengguna_setpw', { userid: 'KEPALA', password: 'lagi-kepala' })).num).toBe(0);
  });
});
