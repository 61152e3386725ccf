/**
 * Edits that cannot silently overwrite each other (issue 36 item 3): `_get` gives a record's
 * version (`data.versi`, beside the record), an edit sends it back, and an edit based on an older
 * version is refused (45) with who saved it and when — nothing written; an edit with no version is
 * refused (15), nothing written. Of concurrent edits based on one version exactly one is written
 * (PostgreSQL with TEST_DATABASE_URL, and PGlite).
 */
import { expect, test } from 'vitest';
import { companyWithBooks } from '../../../modules/accounting/test/books';
import { addUser, grant, loginAs } from './auth-helpers';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
const head = (r: Reply, t: string) => (r.data[`tbl_${t}`] as Array<Record<string, unknown>>)[0];
const STALE = /^Satuan BOX sudah diubah oleh BUDI pada \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} setelah Anda membukanya\. Perubahan Anda tidak disimpan: buka ulang datanya untuk melihat yang terbaru, lalu ubah lagi\.$/;

test('a master: an edit based on an older version is refused with who changed it and when, nothing written; of six concurrent edits from one version one is written', async () => {
  const co = await companyWithBooks();
  const made = (await co.act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Kotak' })) as Reply;
  const id = Number(made.data.id);
  const got = (await co.act('satuan_get', { id })) as Reply;
  const versi = String(got.data.versi);
  expect(versi).toMatch(/^\d{16,}$/);

  // Budi edits first, from the same version.
  const pw = await addUser(co, { userid: 'BUDI' });
  await grant(co, 'U', 'BUDI', [['mSatuan'], ['mSatuan', 'medit']]);
  const budi = await loginAs(co, 'BUDI', pw);
  const first = (await budi.act('satuan_save', { id, kodesatuan: 'BOX', namasatuan: 'Kotak Besar', versi })) as Reply;
  expect(first.num, first.msg).toBe(0);
  const next = String(first.data.versi);
  expect(next).not.toBe(versi);

  // The administrator's edit from the first version: refused, Budi's name kept.
  const late = (await co.act('satuan_save', { id, kodesatuan: 'BOX', namasatuan: 'Dus', versi })) as Reply;
  expect(late.num).toBe(45);
  expect(late.msg).toMatch(STALE);
  expect(late.data).toMatchObject({ versi: next, oleh: 'BUDI' });
  expect(await co.sql(`select namasatuan from satuan where id = ${id}`)).toEqual([{ namasatuan: 'Kotak Besar' }]);
  // Based on the version the refusal names (or _get gives), it goes through.
  expect(await co.act('satuan_save', { id, kodesatuan: 'BOX', namasatuan: 'Dus', versi: next })).toMatchObject({ num: 0 });
  // Six concurrent edits of the master from one version: exactly one is written.
  const now = String(((await co.act('satuan_get', { id })) as Reply).data.versi);
  const race = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((n) => co.act('satuan_save', { id, kodesatuan: 'BOX', namasatuan: `Dus ${n}`, versi: now }) as Promise<Reply>));
  expect(race.filter((r) => r.num === 0)).toHaveLength(1);
  expect(race.filter((r) => r.num === 45)).toHaveLength(5);
  const winner = head(race.find((r) => r.num === 0)!, 'satuan').namasatuan;
  expect(await co.sql(`select namasatuan from satuan where id = ${id}`)).toEqual([{ namasatuan: winner }]);
  // A version that is not one: refused as bad input.
  expect(await co.act('satuan_save', { id, kodesatuan: 'BOX', namasatuan: 'Dus', versi: 'kemarin' })).toMatchObject({ num: 15, msg: expect.stringContaining('versi harus berupa angka dari _get') });
});

test('six concurrent edits of one posted document based on one version: exactly one is written and posted, five refused', async () => {
  const co = await companyWithBooks();
  const made = (await co.act('kasmasuk_save', { tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '50000' }] })) as Reply;
  expect(made.num, made.msg).toBe(0);
  const id = Number(made.data.id);
  const versi = String(((await co.act('kasmasuk_get', { id })) as Reply).data.versi);
  const edits = await Promise.all(
    [1, 2, 3, 4, 5, 6].map((n) => co.act('kasmasuk_save', { id, tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: String(n * 1000) }], versi }) as Promise<Reply>),
  );
  const won = edits.filter((e) => e.num === 0);
  expect(won).toHaveLength(1);
  expect(edits.filter((e) => e.num === 45)).toHaveLength(5);
  for (const e of edits.filter((x) => x.num === 45)) expect(e.msg).toMatch(/^Kas Masuk KM-\S+ sudah diubah oleh ADMIN pada .* setelah Anda membukanya\./);
  // The record and its one live posting are the winner's.
  const amount = String((won[0].data.tbl_kasmasuk_detail as Array<{ jumlah: string }>)[0].jumlah);
  expect(await co.sql(`select sum(jumlah)::numeric(18,2)::text as j from kasmasuk_detail`)).toEqual([{ j: amount }]);
  const live = await co.sql<{ n: number; debet: string }>(
    `select count(distinct j.id)::int as n, sum(b.debet)::numeric(18,2)::text as debet from gl_jurnal j join gl_baris b on b.jurnal_id = j.id where j.notransaksi = '${String(made.data.notransaksi)}' and j.status = 0`,
  );
  expect(live).toEqual([{ n: 1, debet: amount }]);
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
});

const NO_VERSION = (get: string) => ({ num: 15, msg: `versi wajib diisi untuk mengubah data: ambil dari ${get} (data.versi), lalu kirim bersama perubahannya. Tidak ada yang disimpan.`, data: { fields: { versi: `versi wajib diisi untuk mengubah data: ambil dari ${get}` } } });

test('an edit that sends no version is refused and writes nothing: a master, and a posted document with its journal', async () => {
  const co = await companyWithBooks();
  // A master: refused whoever sends it, the record as it was; a new record needs no version.
  const made = (await co.act('satuan_save', { kodesatuan: 'BOX', namasatuan: 'Kotak' })) as Reply;
  expect(made.num, made.msg).toBe(0);
  const id = Number(made.data.id);
  const before = await co.sql(`select namasatuan, updated_at::text as u from satuan where id = ${id}`);
  expect(await co.act('satuan_save', { id, kodesatuan: 'BOX', namasatuan: 'Dus' })).toMatchObject(NO_VERSION('satuan_get'));
  const pw = await addUser(co, { userid: 'BUDI' });
  await grant(co, 'U', 'BUDI', [['mSatuan'], ['mSatuan', 'medit']]);
  const budi = await loginAs(co, 'BUDI', pw);
  expect(await budi.act('satuan_save', { id, kodesatuan: 'BOX', namasatuan: 'Dus' })).toMatchObject(NO_VERSION('satuan_get'));
  expect(await co.sql(`select namasatuan, updated_at::text as u from satuan where id = ${id}`)).toEqual(before);
  expect(await co.sql(`select count(*)::int as n from log_aktivitas where act = 'satuan_save'`)).toEqual([{ n: 1 }]);
  // Opened with _get, the same edit goes through.
  expect(await budi.edit('satuan_save', { id, kodesatuan: 'BOX', namasatuan: 'Dus' })).toMatchObject({ num: 0 });
  expect(await co.sql(`select namasatuan from satuan where id = ${id}`)).toEqual([{ namasatuan: 'Dus' }]);

  // A posted document: its lines and its journal as they were.
  const doc = (await co.act('kasmasuk_save', { tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '50000' }] })) as Reply;
  expect(doc.num, doc.msg).toBe(0);
  const docId = Number(doc.data.id);
  const books = () =>
    co.sql(
      `select j.id, j.status, b.perkiraan_id, b.debet::text, b.kredit::text from gl_jurnal j join gl_baris b on b.jurnal_id = j.id where j.notransaksi = '${String(doc.data.notransaksi)}' order by j.id, b.id`,
    );
  const journal = await books();
  const edit = { id: docId, tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '7000' }] };
  expect(await co.act('kasmasuk_save', edit)).toMatchObject(NO_VERSION('kasmasuk_get'));
  expect(await co.sql(`select jumlah::text from kasmasuk_detail`)).toEqual([{ jumlah: '50000.00' }]);
  expect(await books()).toEqual(journal);
  // A version that is not a text of digits, null included, is no version either: refused as bad input.
  expect(await co.act('kasmasuk_save', { ...edit, versi: null })).toMatchObject({ num: 15 });
  expect(await co.sql(`select jumlah::text from kasmasuk_detail`)).toEqual([{ jumlah: '50000.00' }]);
  expect(await co.edit('kasmasuk_save', edit)).toMatchObject({ num: 0 });
  expect(await co.sql(`select jumlah::text from kasmasuk_detail`)).toEqual([{ jumlah: '7000.00' }]);
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
});
