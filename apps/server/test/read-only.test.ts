/**
 * Read-only acts and the act's own right judged with the session lookup (dispatch.ts,
 * sessions.ts): never stale — a right withdrawn, a user made inactive, a session revoked count at
 * the very next call — and a read-only act's transaction refuses to write.
 */
import { expect, test } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { defineAct, dispatch, hashToken, Registry, rowsOf, type ActDef, type Envelope } from '@niaga/kernel/server';
import { accessPolicy, accessSql } from '@niaga/admin';
import { buildRegistry } from '../src/app';
import { freshCompany, testServer } from './harness';
import { addUser, grant, loginAs } from './auth-helpers';

test('item_pick: a cashier with a document right only; the right judged with the session, never stale', async () => {
  const co = await freshCompany();
  const pw = await addUser(co, { userid: 'KASIR', kelompok: 'KSR' });
  await grant(co, 'G', 'KSR', [['mJual']]);
  const k = await loginAs(co, 'KASIR', pw);
  // The first call learns the session's company schema; the next ones judge the right in the same statement.
  for (let i = 0; i < 2; i++) expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 0, data: { tbl_item: [] } });
  // The user's own entry says no over the group's yes: refused at once.
  await grant(co, 'U', 'KASIR', [['mJual', 'mopen', false]]);
  expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 30 });
  await co.sql(`delete from hak_akses where jenis = 'U' and subjek = 'KASIR'`);
  expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 0 });
  // Another right of the list (the item master) serves as well; none at all: refused.
  await co.sql(`update hak_akses set modul = 'mItem' where subjek = 'KSR'`);
  expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 0 });
  await co.sql(`delete from hak_akses where subjek = 'KSR'`);
  expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 30 });
  // An admin flag gives every right; an inactive user none.
  await co.sql(`update pengguna set admin = true where userid = 'KASIR'`);
  expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 0 });
  await co.sql(`update pengguna set aktif = false where userid = 'KASIR'`);
  expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 30 });
  await co.sql(`update pengguna set aktif = true where userid = 'KASIR'`);
  // A session revoked or gone ends at the next call.
  await co.sql(`update control.sessions set revoked_at = now() where token_hash = '${hashToken(k.token)}'`);
  expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 21 });
  await co.sql(`delete from control.sessions where token_hash = '${hashToken(k.token)}'`);
  expect(await k.act('item_pick', { q: 'x' })).toMatchObject({ num: 20 });
});

test('a read-only act runs in a read-only transaction: a write fails, nothing is kept', async () => {
  const co = await freshCompany();
  const { db } = await testServer();
  const registry = new Registry().add(
    defineAct({
      name: 'uji_baca',
      summary: 'uji',
      access: [{ modul: 'mSatuan', aksi: 'mopen' }],
      readOnly: true,
      schema: z.object({ tulis: z.boolean().default(false) }),
      async handler(ctx, p) {
        const [mode] = await rowsOf<{ ro: string }>(ctx.tx, sql`select current_setting('transaction_read_only') as ro`);
        if (p.tulis) await ctx.tx.execute(sql`insert into satuan (kodesatuan, namasatuan) values ('RO', 'Baca saja')`);
        return mode;
      },
    }),
  );
  const call = (payload: unknown): Promise<Envelope> =>
    dispatch({ db, registry, access: accessPolicy, accessSql }, { act: 'uji_baca', token: co.token, aprq: JSON.stringify(payload), fields: {}, ip: '127.0.0.1', cookies: { set: () => undefined, clear: () => undefined } });
  for (let i = 0; i < 2; i++) expect(await call({})).toMatchObject({ num: 0, data: { ro: 'on' } });
  expect(await call({ tulis: true })).toMatchObject({ num: 99 });
  expect(await co.sql(`select kodesatuan from satuan where kodesatuan = 'RO'`)).toEqual([]);
  // Its right is still demanded: without it, refused.
  const pw = await addUser(co, { userid: 'TAMU' });
  const tamu = await loginAs(co, 'TAMU', pw);
  const asTamu = (): Promise<Envelope> =>
    dispatch({ db, registry, access: accessPolicy, accessSql }, { act: 'uji_baca', token: tamu.token, aprq: '{}', fields: {}, ip: '127.0.0.1', cookies: { set: () => undefined, clear: () => undefined } });
  for (let i = 0; i < 2; i++) expect(await asTamu()).toMatchObject({ num: 30 });
  await grant(co, 'U', 'TAMU', [['mSatuan']]);
  expect(await asTamu()).toMatchObject({ num: 0, data: { ro: 'on' } });
});

test('the generic reads (<doctype>_list, _get, _pick, <child table>_pick) run read-only: a write after them fails; _get opening for editing (its edit lock) and a one-time grant stay read-write', async () => {
  const co = await freshCompany();
  const { db } = await testServer();
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1' }] })).num).toBe(0);
  const all = buildRegistry();
  // Each generic act as the server has it, reporting its transaction's mode (and writing when asked).
  const probe = (def: ActDef, write = false): ActDef => ({
    ...def,
    name: `uji_${def.name}${write ? '_tulis' : ''}`,
    async handler(ctx, p) {
      const out = (await def.handler(ctx, p)) as Record<string, unknown>;
      const [{ ro }] = await rowsOf<{ ro: string }>(ctx.tx, sql`select current_setting('transaction_read_only') as ro`);
      if (write) await ctx.tx.execute(sql`insert into satuan (kodesatuan, namasatuan) values ('RO', 'Baca saja')`);
      return { ...out, ro };
    },
  });
  const generic = ['satuan_list', 'satuan_get', 'satuan_pick', 'item_list', 'item_get', 'satuanitem_pick'].map((n) => all.get(n)!);
  const registry = new Registry().add(...generic.map((d) => probe(d)), probe(all.get('satuan_list')!, true));
  const call = (act: string, payload: Record<string, unknown>): Promise<Envelope> =>
    dispatch({ db, registry, access: accessPolicy, accessSql }, { act, token: co.token, aprq: JSON.stringify(payload), fields: {}, ip: '127.0.0.1', cookies: { set: () => undefined, clear: () => undefined } });
  // Twice: the second call judges the right with the session lookup.
  for (let i = 0; i < 2; i++) {
    expect(await call('uji_satuan_list', { q: 'PC' })).toMatchObject({ num: 0, data: { ro: 'on', tbl_satuan: [{ kodesatuan: 'PCS' }] } });
    expect(await call('uji_item_list', {})).toMatchObject({ num: 0, data: { ro: 'on', tbl_item: [{ kodeitem: 'KOPI01' }] } });
    expect(await call('uji_satuan_get', { kodesatuan: 'PCS' })).toMatchObject({ num: 0, data: { ro: 'on', tbl_satuan: [{ namasatuan: 'Pieces' }] } });
    expect(await call('uji_item_get', { kodeitem: 'KOPI01', edit: '0' })).toMatchObject({ num: 0, data: { ro: 'on' } });
    expect(await call('uji_satuan_pick', { q: 'P' })).toMatchObject({ num: 0, data: { ro: 'on', tbl_satuan: [{ kodesatuan: 'PCS' }] } });
    expect(await call('uji_satuanitem_pick', { within: 'KOPI01' })).toMatchObject({ num: 0, data: { ro: 'on', tbl_satuanitem: [{ satuan: 'PCS' }] } });
  }
  expect(await call('uji_satuan_list_tulis', {})).toMatchObject({ num: 99 });
  expect(await co.sql(`select kodesatuan from satuan where kodesatuan = 'RO'`)).toEqual([]);
  // Opened for editing: read-write, and the record's edit lock is kept.
  expect(await call('uji_item_get', { kodeitem: 'KOPI01', edit: 1 })).toMatchObject({ num: 0, data: { ro: 'off' } });
  expect(await co.sql(`select label from control.kunci_edit where modul = 'item'`)).toEqual([{ label: 'Item KOPI01' }]);
  // A payload that does not say edit plainly is not taken as read-only (validation refuses it).
  expect(await call('uji_item_get', { kodeitem: 'KOPI01', edit: 'ya' })).toMatchObject({ num: 15 });
  // A one-time grant sent with a read is spent: read-write (whatever the user's rights).
  expect(await call('uji_satuan_list', { izin: 'X' })).toMatchObject({ num: 0, data: { ro: 'off' } });
});
