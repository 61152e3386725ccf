/**
 * Issue 39: the offline till's numbers and its sales' arrival. Blocks of the KSR series reserved
 * while online never overlap each other nor the numbers online sales take at the same time
 * (PostgreSQL: concurrent reservations and sales); an offline sale arrives with its block's number,
 * exactly once (idempotency key), below zero stock accepted and reported; a number outside this
 * cashier's block on this device is refused; a sale made after the block ran out is numbered by the
 * series; the credit figures the till keeps for offline credit sales (kasir_kredit). From a company
 * set up by /startingdb with its default settings.
 */
import { expect, test } from 'vitest';
import { checkInvariants } from '@niaga/ledger';
import type { Tx } from '@niaga/kernel/server';
import { actOrEdit, freshCompany, testServer, type TestCompany } from '../../../apps/server/test/harness';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { nomorBlok, type BlokNomor } from '../nomor-luring';

type Row = Record<string, unknown>;
type Reply = { num: number; msg: string; data: Record<string, unknown> };

async function newShop() {
  const co = await freshCompany({ startflag: 0 });
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  const setup = await co.act('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: Number(today.slice(0, 4)), Bulan: Number(today.slice(5, 7)) }] });
  expect(setup.num, setup.msg).toBe(0);
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await actOrEdit(co, 'item_save', { kodeitem: 'KOPI01', namaitem: 'Kopi Bubuk', satuan: 'PCS', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] })).num).toBe(0);
  const users = [];
  for (const userid of ['KASIR1', 'KASIR2']) {
    const password = await addUser(co, { userid });
    await grant(co, 'U', userid, [['mJual'], ['mJual', 'madd'], ['mKasLaci']]);
    users.push(await loginAs(co, userid, password));
  }
  return { co, kasir: users[0], kasir2: users[1], today };
}

const sale = (today: string, n: number, extra: Row = {}): Row => ({
  tanggal: today,
  kodegudang: 'UTM',
  tipeppn: 'N',
  pembulatan: '0',
  tunai: String(15000 * n),
  lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: String(n), harga: '15000', jenispajak: '0' }],
  ...extra,
});

const blok = async (k: { act: TestCompany['act'] }, compname: string, jumlah: number): Promise<BlokNomor> => {
  const r = (await k.act('kasir_blok', { compname, jumlah })) as Reply;
  expect(r.num, r.msg).toBe(0);
  return (r.data.tbl_blok as BlokNomor[])[0];
};

test('reserved blocks never overlap each other nor the numbers of sales saved at the same time (PostgreSQL)', async () => {
  const { co, kasir, kasir2, today } = await newShop();
  expect((await co.act('pengaturanumum_save', { stokminus: true })).num).toBe(0);
  const jobs: Array<Promise<{ blok?: BlokNomor; sale?: string }>> = [];
  for (let i = 0; i < 12; i++) {
    const k = i % 2 ? kasir : kasir2;
    jobs.push(blok(k, `TILL-${i}`, 5 + i).then((b) => ({ blok: b })));
    jobs.push((k.act('kasir_save', sale(today, 1, { compname: `TILL-${i}` })) as Promise<Reply>).then((r) => ({ sale: (expect(r.num, r.msg).toBe(0), String(r.data.notransaksi)) })));
  }
  const got = await Promise.all(jobs);
  const taken = new Map<string, string>();
  for (const g of got) {
    const nos = g.blok ? Array.from({ length: g.blok.akhir - g.blok.awal + 1 }, (_, j) => nomorBlok(g.blok!, g.blok!.awal + j)) : [g.sale!];
    for (const no of nos) {
      expect(taken.get(no), `${no} twice`).toBeUndefined();
      taken.set(no, g.blok ? `blok ${g.blok.id}` : 'sale');
    }
  }
  // Gap-free: the blocks and the sales together are exactly 1..N of the series.
  const counters = [...taken.keys()].map((n) => Number(n.slice(n.lastIndexOf('-') + 1))).sort((a, b) => a - b);
  expect(counters).toEqual(Array.from({ length: counters.length }, (_, j) => j + 1));
  expect(await co.sql(`select nomor from nomor_urut where kode = 'KSR'`)).toEqual([{ nomor: counters.length }]);
});

test('an offline sale arrives with its block number exactly once, below zero stock accepted and reported; a number not of this till refused; after the block ran out the series numbers it', async () => {
  const { co, kasir, kasir2, today } = await newShop();
  const b = await blok(kasir, 'TILL-A', 3);
  expect(b).toMatchObject({ awal: 1, akhir: 3, digit: 5 });
  const no1 = nomorBlok(b, b.awal);
  const waktu = `${today}T08:15:00+07:00`;
  const offline = sale(today, 2, { compname: 'TILL-A', notransaksi: no1, luring: { waktu, blok: b.id } });
  const r1 = (await actOrEdit(kasir, 'kasir_save', offline, { idem: 'luring-TILL-A-0001' })) as Reply;
  expect(r1.num, r1.msg).toBe(0);
  expect(r1.data.notransaksi).toBe(no1);
  // The reply was lost: the till sends it again with the same key — the same sale, not a second one.
  const again = (await actOrEdit(kasir, 'kasir_save', offline, { idem: 'luring-TILL-A-0001' })) as Reply;
  expect(again).toMatchObject({ num: 0, data: { notransaksi: no1 } });
  expect(await co.sql(`select notransaksi, jam from kasir`)).toEqual([{ notransaksi: no1, jam: '08:15:00' }]);
  // Below zero: accepted (the stock had nothing) and reported.
  const [rep] = await co.sql<{ notransaksi: string; stokminus: string; compname: string }>(`select notransaksi, compname, stokminus from kasir_luring`);
  expect(rep).toMatchObject({ notransaksi: no1, compname: 'TILL-A', stokminus: expect.stringContaining('KOPI01') });
  expect(await kasir.act('kasir_luring_list', { nomor: [no1] })).toMatchObject({ num: 0, data: { tbl_kasir_luring: [{ notransaksi: no1, compname: 'TILL-A', blok: b.id, stokminus: expect.stringContaining('KOPI01') }] } });
  // Another device's or another cashier's number, or one made up: refused, nothing written.
  const notMine = sale(today, 1, { compname: 'TILL-B', notransaksi: nomorBlok(b, 2), luring: { waktu } });
  expect(await actOrEdit(kasir, 'kasir_save', notMine)).toMatchObject({ num: 15, msg: expect.stringContaining('bukan nomor blok luring') });
  expect(await actOrEdit(kasir2, 'kasir_save', { ...notMine, compname: 'TILL-A' })).toMatchObject({ num: 15 });
  expect(await actOrEdit(kasir, 'kasir_save', { ...notMine, compname: 'TILL-A', notransaksi: nomorBlok(b, 9) })).toMatchObject({ num: 15 });
  // The block ran out on the till: the sale comes without a number and the series gives the next.
  const r2 = (await actOrEdit(kasir, 'kasir_save', sale(today, 1, { compname: 'TILL-A', luring: { waktu } }), { idem: 'luring-TILL-A-0002' })) as Reply;
  expect(r2).toMatchObject({ num: 0, data: { notransaksi: nomorBlok(b, 4) } });
  // Both went into the device's drawer (Mode Kas Laci off: the first sale opened it): the shift close counts them.
  expect(await co.sql(`select l.compname, count(*)::int as n from kasir k join kas_laci l on l.id = k.kaslaci group by l.compname`)).toEqual([{ compname: 'TILL-A', n: 2 }]);
  // Only an offline sale is accepted below zero: an online one is refused as before.
  const r3 = (await kasir.act('kasir_save', sale(today, 1, { compname: 'TILL-A' }))) as Reply;
  expect(r3.num).not.toBe(0);
  expect(r3.msg).toContain('KOPI01');
  const { db } = await testServer();
  expect(await db.tx(co.company.schema_name, async (tx: Tx) => (await checkInvariants(tx, { deep: true })).masalah)).toEqual([]);
});

test('kasir_kredit: the credit figures the till keeps for offline credit sales — every customer with a limit and what it owes now', async () => {
  const { co, kasir, today } = await newShop();
  expect((await co.act('pengaturanumum_save', { stokminus: true })).num).toBe(0);
  for (const [kodesupel, limitkredit] of [['PEL01', '100000'], ['PEL02', '0']]) {
    const r = (await co.act('pelanggan_save', { kodesupel, namasupel: `Toko ${kodesupel}`, limitkredit })) as Reply;
    expect(r.num, r.msg).toBe(0);
  }
  const figures = async () => ((await kasir.act('kasir_kredit', {})) as Reply).data as { waktu: string; tbl_kredit: Row[] };
  const before = await figures();
  // Only the customer with a limit; PEL02 (no limit) is not listed.
  expect(before.tbl_kredit).toEqual([{ kodesupel: 'PEL01', namasupel: 'Toko PEL01', limitkredit: '100000.00', piutang: '0.00' }]);
  expect(Math.abs(Date.parse(before.waktu) - Date.now())).toBeLessThan(60_000);
  // A credit sale of 45,000 paid 15,000: PEL01 owes 30,000 (the same figure the limit check reckons with).
  const r = (await kasir.act('kasir_save', sale(today, 3, { kodesupel: 'PEL01', tunai: '15000', compname: 'TILL-A' }))) as Reply;
  expect(r.num, r.msg).toBe(0);
  expect((await figures()).tbl_kredit).toEqual([{ kodesupel: 'PEL01', namasupel: 'Toko PEL01', limitkredit: '100000.00', piutang: '30000.00' }]);
});

test('kasir_blok_lepas: a partly used block gives back its rest at the shift close — void numbers, listed, refused to any sale; the series stays accounted for', async () => {
  const { co, kasir, kasir2, today } = await newShop();
  expect((await co.act('pengaturanumum_save', { stokminus: true })).num).toBe(0);
  const b = await blok(kasir, 'TILL-A', 5);
  // Two numbers used offline, then the shift closes: 3..5 given back.
  for (const n of [1, 2]) {
    const r = (await actOrEdit(kasir, 'kasir_save', sale(today, 1, { compname: 'TILL-A', notransaksi: nomorBlok(b, b.awal + n - 1), luring: { waktu: `${today}T08:0${n}:00+07:00`, blok: b.id } }), { idem: `lepas-blok-${n}` })) as Reply;
    expect(r.num, r.msg).toBe(0);
  }
  // Another cashier's or device's block, or a number outside it: refused, nothing given back.
  expect(await kasir2.act('kasir_blok_lepas', { compname: 'TILL-A', blok: b.id, berikut: b.awal + 2 })).toMatchObject({ num: 15 });
  expect(await kasir.act('kasir_blok_lepas', { compname: 'TILL-A', blok: b.id, berikut: b.akhir + 2 })).toMatchObject({ num: 15 });
  // A number of the rest already a sale's: refused (send the queue first).
  expect(await kasir.act('kasir_blok_lepas', { compname: 'TILL-A', blok: b.id, berikut: b.awal + 1 })).toMatchObject({ num: 1, msg: expect.stringContaining(nomorBlok(b, b.awal + 1)) });
  const given = { num: 0, data: { tbl_blok_lepas: [{ blok: b.id, dari: nomorBlok(b, b.awal + 2), sampai: nomorBlok(b, b.akhir), jumlah: 3 }] } };
  expect(await kasir.act('kasir_blok_lepas', { compname: 'TILL-A', blok: b.id, berikut: b.awal + 2 })).toMatchObject(given);
  // Asked again (a lost reply): the same answer; another point: refused.
  expect(await kasir.act('kasir_blok_lepas', { compname: 'TILL-A', blok: b.id, berikut: b.awal + 2 })).toMatchObject(given);
  expect(await kasir.act('kasir_blok_lepas', { compname: 'TILL-A', blok: b.id, berikut: b.awal + 3 })).toMatchObject({ num: 1 });
  // A sale with a given-back number: refused as outside the block.
  const late = sale(today, 1, { compname: 'TILL-A', notransaksi: nomorBlok(b, b.awal + 2), luring: { waktu: `${today}T09:00:00+07:00`, blok: b.id } });
  expect(await actOrEdit(kasir, 'kasir_save', late)).toMatchObject({ num: 15, msg: expect.stringContaining('bukan nomor blok luring') });
  // Listed as void; with the sales they are exactly the block's numbers.
  const list = (await kasir.act('kasir_luring_list', {})) as Reply;
  expect(list.data.tbl_blok_lepas).toEqual([{ blok: b.id, userid: 'KASIR1', compname: 'TILL-A', dari: nomorBlok(b, b.awal + 2), sampai: nomorBlok(b, b.akhir), jumlah: 3 }]);
  const sold = (await co.sql<{ notransaksi: string }>(`select notransaksi from kasir order by notransaksi`)).map((r) => r.notransaksi);
  expect(sold).toEqual([nomorBlok(b, b.awal), nomorBlok(b, b.awal + 1)]);
});
