/**
 * API keys for other systems (/pengaturanapisistem, mSettingApi): made by an administrator with the
 * rights of a user group, shown once, stored hashed, used as `token`, logged on every call,
 * revocable, and an unknown key counts against its address like a failed login.
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import pg from 'pg';
import { MOVE_LOCK, MOVING_MSG } from '@niaga/kernel/server';
import { attemptsSettled } from '@niaga/admin';
import { freshCompany } from './harness';
import { addUser, grant, loginAs, postFrom, randomIp } from './auth-helpers';

type Key = { id: number; nama: string; kunci: string };
type Row = { id: number; nama: string; kelompok: string; awalan: string; dibuatoleh: string; terakhirdipakai: string | null; ipterakhir: string; dicabut: string | null };

describe('API keys', () => {
  test('a system calls /api with its key, holding exactly its group rights; every call is logged; revoked, it is refused', async () => {
    const co = await freshCompany();
    const group = await co.act('kelompokakses_save', {
      kodekelompok: 'INTEGRASI',
      namakelompok: 'Integrasi ERP',
      hak: [
        { modul: 'mSatuan', aksi: 'mopen', izin: true },
        { modul: 'mSatuan', aksi: 'madd', izin: true },
      ],
    });
    expect(group.num).toBe(0);

    // Made: the key is in this reply only.
    expect(await co.act('apisistem_add', { nama: 'erp', kelompok: 'TIDAKADA' })).toMatchObject({ num: 15, msg: "Kelompok Akses 'TIDAKADA' tidak ditemukan." });
    expect(await co.act('apisistem_add', { nama: 'erp lama', kelompok: 'INTEGRASI' })).toMatchObject({ num: 15, msg: 'Data tidak valid: Nama Sistem hanya boleh berisi huruf, angka, - dan _.' });
    const made = await co.act('apisistem_add', { nama: 'erp', kelompok: 'INTEGRASI' });
    expect(made).toMatchObject({ num: 0, msg: 'Kunci API untuk ERP dibuat. Salin sekarang: kunci ini tidak akan ditampilkan lagi.', data: { nama: 'ERP' } });
    const { kunci, id } = made.data as Key;
    expect(kunci).toMatch(/^nka_[A-Za-z0-9_-]{43}$/);
    expect(await co.act('apisistem_add', { nama: 'ERP', kelompok: 'INTEGRASI' })).toMatchObject({ num: 41, msg: 'Sistem ERP sudah memiliki kunci API aktif. Cabut kunci itu dahulu untuk membuat yang baru.' });

    // Stored hashed: the key's text is nowhere in the table, its sha-256 is.
    const stored = await co.sql<{ key_hash: string; row: string }>(`select key_hash, row_to_json(k)::text as row from control.api_keys k where id = ${id}`);
    expect(stored[0]!.key_hash).toBe(createHash('sha256').update(kunci).digest('hex'));
    expect(stored[0]!.row).not.toContain(kunci.slice(4));

    // Used from another system's address: the group's rights, no more.
    const ip = randomIp();
    const call = (act: string, payload: unknown = {}) => postFrom(ip, { act, token: kunci, aprq: JSON.stringify(payload) });
    expect(await call('satuan_save', { kodesatuan: 'box', namasatuan: 'Kotak' })).toMatchObject({ num: 0 });
    expect(await call('satuan_list', { q: 'BOX' })).toMatchObject({ num: 0, data: { tbl_satuan: [{ kodesatuan: 'BOX', namasatuan: 'Kotak' }] } });
    expect(await call('satuan_del', { id: 1 })).toMatchObject({ num: 30 });
    expect(await call('pelanggan_list')).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses buka pada modul mPelanggan.' });
    expect(await call('apisistem_list')).toMatchObject({ num: 30 });

    // Every call in the activity log, reads too, as API:<nama> from its address.
    const log = await co.sql<{ act: string; jenis: string; ip: string }>(`select act, jenis, ip from log_aktivitas where userid = 'API:ERP' order by id`);
    expect(log).toEqual([
      { act: 'satuan_save', jenis: 'tambah', ip },
      { act: 'satuan_list', jenis: 'api', ip },
    ]);

    // The list shows the last use and address, never the key.
    const list = await co.act('apisistem_list');
    const rows = (list.data as { tbl_apisistem: Row[] }).tbl_apisistem;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, nama: 'ERP', kelompok: 'INTEGRASI', awalan: kunci.slice(0, 10), dibuatoleh: 'ADMIN', ipterakhir: ip, dicabut: null });
    expect(rows[0]!.terakhirdipakai).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(list)).not.toContain(kunci);

    // Revoked: refused at once, kept in the list; a new key for the same system can then be made.
    expect(await co.act('apisistem_cabut', { id })).toMatchObject({ num: 0, msg: 'Kunci API ERP dicabut.' });
    expect(await call('satuan_list')).toMatchObject({ num: 20, msg: 'Kunci API tidak dikenal atau sudah dicabut.' });
    expect(await co.act('apisistem_cabut', { id })).toMatchObject({ num: 40 });
    const after = (await co.act('apisistem_list')).data as { tbl_apisistem: Row[] };
    expect(after.tbl_apisistem[0]!.dicabut).not.toBeNull();
    expect((await co.act('apisistem_add', { nama: 'ERP', kelompok: 'INTEGRASI' })).num).toBe(0);
  });

  test('a user without mSettingApi medit cannot make keys; an unknown key is counted against its address like a failed login', async () => {
    const co = await freshCompany();
    await attemptsSettled();
    const ip = randomIp();
    // LOGIN_MAX_FAILURES_PER_IP (20 by default) unknown keys, then the address waits.
    for (let i = 0; i < 20; i++) {
      const r = await postFrom(ip, { act: 'satuan_list', token: `nka_${'x'.repeat(42)}${i % 10}` });
      expect(r).toMatchObject({ num: 20, msg: 'Kunci API tidak dikenal atau sudah dicabut.' });
    }
    await attemptsSettled();
    const limited = await postFrom(ip, { act: 'satuan_list', token: `nka_${'y'.repeat(43)}` });
    expect(limited.num).toBe(23);
    expect(limited.msg).toMatch(/^Terlalu banyak percobaan kunci API yang gagal\. Silakan coba lagi dalam \d+ menit\.$/);
    // Another address is not affected.
    expect((await postFrom(randomIp(), { act: 'satuan_list', token: `nka_${'y'.repeat(43)}` })).num).toBe(20);
    // Seeing keys needs the setting's open right, making one its edit right.
    const pw = await addUser(co, { userid: 'GUDANG' });
    await grant(co, 'U', 'GUDANG', [['mSettingApi', 'mopen']]);
    const gudang = await loginAs(co, 'GUDANG', pw);
    expect(await gudang.act('apisistem_list')).toMatchObject({ num: 0, data: { tbl_apisistem: [] } });
    expect(await gudang.act('apisistem_add', { nama: 'POS', kelompok: 'X' })).toMatchObject({ num: 30, msg: 'Maaf, Anda tidak memiliki hak akses ubah pada modul mSettingApi.' });
  });
  test.skipIf(!process.env.TEST_DATABASE_URL)('while the company is being moved to another server, a key\'s calls (every one logged: a write) answer the move\'s message, nothing logged; after it, they work (PostgreSQL)', async () => {
    const co = await freshCompany();
    expect((await co.act('kelompokakses_save', { kodekelompok: 'INTEGRASI', namakelompok: 'Integrasi', hak: [{ modul: 'mSatuan', aksi: 'mopen', izin: true }] })).num).toBe(0);
    const { kunci } = (await co.act('apisistem_add', { nama: 'erp', kelompok: 'INTEGRASI' })).data as Key;
    const ip = randomIp();
    const call = () => postFrom(ip, { act: 'satuan_list', token: kunci, aprq: '{}' });
    const mover = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await mover.connect();
    try {
      await mover.query('select pg_advisory_lock(hashtext($1))', [MOVE_LOCK + co.company.schema_name]);
      expect(await call()).toMatchObject({ num: 1, msg: MOVING_MSG });
      expect(await co.sql(`select count(*)::int as n from log_aktivitas where userid = 'API:ERP'`)).toEqual([{ n: 0 }]);
      await mover.query('select pg_advisory_unlock(hashtext($1))', [MOVE_LOCK + co.company.schema_name]);
      expect(await call()).toMatchObject({ num: 0 });
    } finally {
      await mover.end();
    }
  });
});
