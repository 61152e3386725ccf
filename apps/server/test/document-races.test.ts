/**
 * Every document type that posts, raced on one document (document-races.ts), and the ledger
 * invariants that catch what such a race used to leave behind. Runs with real concurrency on
 * PostgreSQL (`npm run test:pg`); on PGlite the same calls queue and the serial outcomes are checked.
 */
import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { ActError } from '@niaga/kernel';
import { credit, debit, post, postingDocuments, unpost } from '@niaga/ledger';
import { documentRaces, type RaceSample } from './document-races';
import { testServer } from './harness';
import { accountingRaceSamples } from '../../../modules/accounting/test/race-samples';
import { inventoryRaceSamples } from '../../../modules/inventory/test/race-samples';
import { assetRaceSamples } from '../../../modules/assets/test/race-samples';
import { assemblyRaceSamples } from '../../../modules/assembly/test/race-samples';
import { purchasingRaceSamples } from '../../../modules/purchasing/test/race-samples';
import { salesRaceSamples } from '../../../modules/sales/test/race-samples';
import { balance, companyWithBooks, invariants } from '../../../modules/accounting/test/books';

/** One sample per posting document type, from every module. A new module adds its own here. */
const samples: RaceSample[] = [...accountingRaceSamples, ...inventoryRaceSamples, ...purchasingRaceSamples, ...salesRaceSamples, ...assemblyRaceSamples, ...assetRaceSamples];

/** Posting sources with no `_save`/`_del` of their own: year-end closing has its own acts and tests. */
const NOT_A_DOCUMENT: Record<string, string> = {
  TB: 'jurnal penutup tahun (prosestahunan_tutup/_buka)',
  PNY: 'penyusutan bulanan (prosespenyusutan/_batal; modules/assets/test/assets.test.ts)',
  CBG: 'pencairan cek/giro (stsbg_cair/_batal; modules/purchasing/test/giro.test.ts)',
  TKS: 'selisih kas tutup kasir (kaslacitutup, sekali per kas laci; modules/sales/test/sales.test.ts)',
  PPOB: 'penjualan PPOB (ppob_beli sekali per ref_id, dibatalkan sekali oleh hasil Gagal; modules/ppob/test/flow-ppob.test.ts)',
};

test('every registered posting document type has a race sample', () => {
  const registered = postingDocuments().map((d) => d.sumber);
  expect(registered).toEqual(expect.arrayContaining(['KM', 'KK', 'KT', 'JU', 'SAA', 'IM']));
  const missing = registered.filter((s) => !(s in NOT_A_DOCUMENT) && !samples.some((x) => x.sumber === s));
  expect(missing, 'tambahkan RaceSample untuk jenis dokumen ini').toEqual([]);
});

for (const s of samples) documentRaces(s);

test('the posting core alone reverses a posting once: a second reversal waiting on it is refused (43)', async () => {
  const co = await companyWithBooks();
  const { db } = await testServer();
  await co.tx((tx) => post(tx, { sumber: 'XJ', notransaksi: 'X-1', tanggal: '2026-01-05', lines: [debit('6-1100', '10'), credit('1-1100', '10')] }));
  let reversed!: () => void;
  const firstReversed = new Promise<void>((ok) => (reversed = ok));
  const first = co.tx(async (tx) => {
    const r = await unpost(tx, 'XJ', 'X-1');
    reversed();
    // Hold the row lock a moment so that the second reversal meets it (PostgreSQL).
    await tx.execute(sql`select pg_sleep(0.3)`);
    return r;
  });
  const second = firstReversed.then(() => co.tx((tx) => unpost(tx, 'XJ', 'X-1')).catch((e: unknown) => e));
  expect(await first).toBe(true);
  const late = await second;
  if (db.kind === 'postgres') {
    // It read the posting as live before the first committed, then waited on its row lock.
    expect(late).toBeInstanceOf(ActError);
    expect(late).toMatchObject({ num: 43, message: 'Transaksi X-1 baru saja diubah atau dihapus oleh proses lain, sehingga postingnya sudah dibatalkan. Muat ulang data lalu coba lagi.' });
  } else {
    // PGlite has one connection: the second transaction starts after the first and finds nothing live.
    expect(late).toBe(false);
  }
  expect(await co.sql(`select status from gl_jurnal where notransaksi = 'X-1' order by id`)).toEqual([{ status: 1 }, { status: 2 }]);
  expect(await balance(co, '1-1100')).toBe('0.00');
  expect(await invariants(co)).toEqual([]);
});

describe('cekbuku catches what a race used to leave', () => {
  const km = { tanggal: '2026-01-05', kodeacc: '1-1100', lines: [{ kodeacc: '4-9000', jumlah: '1000' }] };

  test('a posting reversed twice, with balances that still add up', async () => {
    const co = await companyWithBooks();
    const { id, notransaksi } = (await co.act('kasmasuk_save', km)).data as { id: number; notransaksi: string };
    expect((await co.act('kasmasuk_del', { id })).num).toBe(0);
    expect(await invariants(co)).toEqual([]);
    // What two concurrent deletes wrote before the fix: a second reversal, posted to the balances.
    await co.sql(`
      with r as (select * from gl_jurnal where notransaksi = '${notransaksi}' and status = 2),
           j as (insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan, status, batal_id) select sumber, notransaksi, tanggal, keterangan, 2, batal_id from r returning id)
      insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, batal)
      select j.id, b.perkiraan_id, b.tanggal, b.periode, b.debet, b.kredit, true from j, gl_baris b where b.jurnal_id = (select id from r)`);
    await co.sql(`
      insert into gl_saldo (perkiraan_id, periode, slot, debet, kredit)
      select b.perkiraan_id, b.periode, 15, b.debet, b.kredit from gl_baris b join gl_jurnal j on j.id = b.jurnal_id
      where j.id = (select max(id) from gl_jurnal where notransaksi = '${notransaksi}')
      on conflict (perkiraan_id, periode, slot) do update set debet = gl_saldo.debet + excluded.debet, kredit = gl_saldo.kredit + excluded.kredit`);
    await co.sql(`
      insert into gl_saldo_harian (perkiraan_id, tanggal, slot, debet, kredit)
      select b.perkiraan_id, b.tanggal, 15, b.debet, b.kredit from gl_baris b join gl_jurnal j on j.id = b.jurnal_id
      where j.id = (select max(id) from gl_jurnal where notransaksi = '${notransaksi}')
      on conflict (perkiraan_id, tanggal, slot) do update set debet = gl_saldo_harian.debet + excluded.debet, kredit = gl_saldo_harian.kredit + excluded.kredit`);
    expect(await balance(co, '1-1100')).toBe('-1000.00');
    expect(await invariants(co)).toEqual([`Posting KM ${notransaksi} dibatalkan 2 kali (seharusnya satu kali).`]);
    expect(await co.act('cekbuku')).toMatchObject({ num: 0, msg: 'Ditemukan 1 masalah.', data: { ok: false } });
  });

  test('a live posting whose document is gone, and a document without its live posting', async () => {
    const co = await companyWithBooks();
    const a = (await co.act('kasmasuk_save', km)).data as { notransaksi: string };
    const b = (await co.act('kasmasuk_save', km)).data as { notransaksi: string };
    await co.sql(`delete from kasmasuk where notransaksi = '${a.notransaksi}'`);
    await co.sql(`update gl_jurnal set status = 1 where notransaksi = '${b.notransaksi}'`);
    expect(await invariants(co)).toEqual([
      `Posting KM ${b.notransaksi} berstatus batal tetapi tidak memiliki jurnal pembalik.`,
      `Kas Masuk ${a.notransaksi}: posting masih aktif tetapi dokumennya tidak ada.`,
      `Kas Masuk ${b.notransaksi} tidak memiliki posting aktif.`,
    ]);
  });
});
