import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants, type BooksCompany } from '../../accounting/test/books';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { actOrEdit } from '../../../apps/server/test/harness';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

/** A shop: coffee in PCS and BOX of 12, sugar weighed in KG, noodles given free; stock bought in; a till user. */
async function shop(co: BooksCompany) {
  for (const [kode, nama] of [['PCS', 'Pieces'], ['BOX', 'Box'], ['KG', 'Kilogram']]) expect((await co.act('satuan_save', { kodesatuan: kode, namasatuan: nama })).num).toBe(0);
  const item = async (p: Row) => expect(await actOrEdit(co, 'item_save', p)).toMatchObject({ num: 0 });
  await item({
    kodeitem: 'KOPI01',
    namaitem: 'Kopi Bubuk 165 g',
    satuan: 'PCS',
    satuanitem: [
      { satuan: 'PCS', konversi: '1', barcode: '8991001000017', hargajual1: '15000', hargajual2: '14500' },
      { satuan: 'BOX', konversi: '12', barcode: '8991001000024', hargajual1: '170000', hargajual2: '165000' },
    ],
  });
  await item({ kodeitem: 'GULA01', namaitem: 'Gula Pasir Curah', satuan: 'KG', timbangan: true, satuanitem: [{ satuan: 'KG', konversi: '1', hargajual1: '18000' }] });
  await item({ kodeitem: 'MIE01', namaitem: 'Mie Instan Goreng', satuan: 'PCS', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '3500' }] });
  await item({ kodeitem: 'JASA01', namaitem: 'Ongkos Giling', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '2000' }] });
  expect((await co.act('pelanggan_save', { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum' })).num).toBe(0);
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', levelharga: '2', jatuhtempo: 14 })).num).toBe(0);
  expect((await co.act('bank_save', { kodebank: 'BCA', namabank: 'Bank BCA' })).num).toBe(0);
  expect(
    await co.act('itemmasuk_save', {
      tanggal: '2026-11-02',
      kodegudang: 'UTM',
      kodeacc: '3-1000',
      lines: [
        { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '4', harga: '144000' },
        { kodeitem: 'GULA01', satuan: 'KG', jumlah: '10', harga: '15000' },
        { kodeitem: 'MIE01', satuan: 'PCS', jumlah: '24', harga: '2500' },
      ],
    }),
  ).toMatchObject({ num: 0 });
  const periode = { tipeper: '1', tgldari: '2026-11-01', tglsampai: '2026-11-30', stsact: true };
  expect((await actOrEdit(co, 'diskonperiode_save', { iddiskon: 'DSKBOX', ...periode, kodeitem: 'KOPI01', satuan: 'BOX', diskon1: '10', diskon2: '5' })).num).toBe(0);
  expect(
    (await actOrEdit(co, 'periodepromo_save', { idpromo: 'PR2G1', ...periode, kodeitem: 'KOPI01', satuanjual: 'PCS', jumlahjual: '2', kodeitemgr: 'MIE01', satuangratis: 'PCS', jumlahgratis: '1', kelipatan: true }))
      .num,
  ).toBe(0);
  // One point per 10,000 spent, every customer group.
  expect((await co.act('pointpel_save', { kodepoint: 'P1', namapoint: 'Semua pelanggan', nominal: '10000', nilaipoint: '100' })).num).toBe(0);
  // PPN included in prices, totals rounded up to 100.
  expect((await co.act('pengaturanumum_save', { tipepajak: '1', pembulatanaktif: true, opsipembulatan: '1' })).num).toBe(0);
  const password = await addUser(co, { userid: 'KASIR1' });
  await grant(co, 'U', 'KASIR1', [['mJual'], ['mJual', 'madd'], ['mKasLaci']]);
  return loginAs(co, 'KASIR1', password);
}

/** Four coffees (two noodles free), a box with its period discount, 1.25 kg of sugar; cash and card. */
const sale = (extra: Row = {}): Row => ({
  tanggal: '2026-11-20',
  kodegudang: 'UTM',
  kodesupel: 'UMUM',
  tipeppn: 'I',
  lines: [
    { kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '4', harga: '15000', jenispajak: '1112' },
    { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', diskon1: '10', diskon2: '5', jenispajak: '1112' },
    { kodeitem: 'GULA01', satuan: 'KG', jumlah: '1.25', harga: '18000', jenispajak: '1112' },
    { kodeitem: 'MIE01', satuan: 'PCS', jumlah: '2', harga: '0', idpromo: 'PR2G1', jenispajak: '1112' },
  ],
  pembulatan: '50',
  tunai: '210000',
  bayarkartu: '20000',
  kodebank: 'BCA',
  ...extra,
});

test('a till sale: list prices, period discount, a free promo, a weighed item, PPN included, rounding and split payment post the expected journal, stock and cost; the same idem twice is one sale', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);

  const r = (await actOrEdit(kasir, 'kasir_save', sale(), { idem: 'till-1-0001' })) as Reply;
  expect(r).toMatchObject({
    num: 0,
    data: {
      notransaksi: 'KSR-2611-00001',
      tbl_kasir: [
        {
          userid: 'KASIR1',
          subtotal: '227850.00',
          dpp: '205270.00',
          ppn: '22580.00',
          pembulatan: '50.00',
          total: '227900.00',
          dibayar: '230000.00',
          kredit: '0.00',
          kembali: '2100.00',
          pointdapat: '22.00',
        },
      ],
      tbl_kasir_detail: [{ total: '60000.00' }, { total: '145350.00' }, { total: '22500.00' }, { total: '0.00', idpromo: 'PR2G1' }],
    },
  });
  // Retried after a lost reply: the stored reply, no second sale.
  const again = (await actOrEdit(kasir, 'kasir_save', sale(), { idem: 'till-1-0001' })) as Reply;
  expect(again).toMatchObject({ num: 0, data: { notransaksi: 'KSR-2611-00001' } });
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 1 }]);
  // 227,900 earns 22 points; the repair recomputes a balance gone wrong.
  expect(await co.sql(`select point::text as p from pelanggan where kodesupel = 'UMUM'`)).toEqual([{ p: '22.00' }]);
  await co.sql(`update pelanggan set point = 5 where kodesupel = 'UMUM'`);
  expect(await co.act('perbaikanpointpel', {})).toMatchObject({ num: 0, data: { tbl_perbaikan: [{ jumlahpelanggan: 2, diubah: 1 }] } });
  expect(await co.sql(`select point::text as p from pelanggan where kodesupel = 'UMUM'`)).toEqual([{ p: '22.00' }]);

  expect(await balance(co, '1-1100')).toBe('207900.00'); // cash kept: 210,000 − 2,100 change
  expect(await balance(co, '1-1320')).toBe('20000.00'); // card
  expect(await balance(co, '4-1000')).toBe('-205270.00');
  expect(await balance(co, '2-1200')).toBe('-22580.00');
  expect(await balance(co, '4-9000')).toBe('-50.00');
  // Cost at average: 16 PCS coffee × 12,000 + 1.25 kg × 15,000 + 2 noodles × 2,500.
  expect(await balance(co, '5-1000')).toBe('215750.00');
  expect(await balance(co, '1-1400')).toBe('570250.00'); // 786,000 bought in − 215,750 sold
  const stock = await co.sql<{ kodeitem: string; qty: string }>(
    `select i.kodeitem, sum(m.qty)::numeric(18,4)::text as qty from stok_mutasi m join item i on i.id = m.item_id where not m.batal group by i.kodeitem order by i.kodeitem`,
  );
  expect(stock).toEqual([
    { kodeitem: 'GULA01', qty: '8.7500' },
    { kodeitem: 'KOPI01', qty: '32.0000' },
    { kodeitem: 'MIE01', qty: '22.0000' },
  ]);
  expect(await invariants(co)).toEqual([]);
});

test('points: a customer pays part of a sale with points at their redeem value; never more than the balance; taken back on delete', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  expect(await actOrEdit(kasir, 'kasir_save', sale(), { idem: 'points-sale-0001' })).toMatchObject({ num: 0, data: { tbl_kasir: [{ pointdapat: '22.00' }] } });
  const points = async () => (await co.sql<{ p: string }>(`select point::text as p from pelanggan where kodesupel = 'UMUM'`))[0].p;
  expect(await points()).toBe('22.00');
  // One coffee, 15,000: 20 points at 100 each pay 2,000, cash the rest.
  const kopi = (p: Row): Row => ({
    tanggal: '2026-11-20',
    kodegudang: 'UTM',
    kodesupel: 'UMUM',
    tipeppn: 'I',
    lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '15000', jenispajak: '1112' }],
    pembulatan: '0',
    ...p,
  });
  // More points than the customer has: refused, nothing written.
  const over = (await actOrEdit(kasir, 'kasir_save', kopi({ tunai: '12000', pointpakai: '30', bayarpoint: '3000' }))) as Reply;
  expect(over).toMatchObject({ num: 1, msg: 'Point pelanggan UMUM hanya 22; tidak cukup untuk 30 point.', data: { fields: { pointpakai: 'Point tidak cukup' } } });
  // A value other than points × nilaipoint: refused on the cell.
  const wrong = (await actOrEdit(kasir, 'kasir_save', kopi({ tunai: '14000', pointpakai: '20', bayarpoint: '1000' }))) as Reply;
  expect(wrong).toMatchObject({ num: 15, data: { fields: { bayarpoint: '20 point bernilai 2.000, bukan 1.000.' } } });
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 1 }]);
  expect(await points()).toBe('22.00');

  const paid = (await actOrEdit(kasir, 'kasir_save', kopi({ tunai: '13000', pointpakai: '20', bayarpoint: '2000' }))) as Reply;
  // Earned on what the points did not pay: 13,000 → 1 point. Balance 22 − 20 + 1.
  expect(paid).toMatchObject({ num: 0, data: { tbl_kasir: [{ total: '15000.00', dibayar: '15000.00', kembali: '0.00', kredit: '0.00', bayarpoint: '2000.00', pointpakai: '20.00', pointdapat: '1.00' }] } });
  expect(await points()).toBe('3.00');
  expect(await kasir.act('getpointpel', { kodesupel: 'umum' })).toMatchObject({ num: 0, data: { tbl_point: [{ kodesupel: 'UMUM', point: '3.00', nominal: '10000.00', nilaipoint: '100.00' }] } });
  expect(await balance(co, '4-1200')).toBe('2000.00'); // Potongan Penjualan: what the points paid
  expect(await balance(co, '1-1100')).toBe('220900.00'); // 207,900 + 13,000 cash
  expect(await co.act('perbaikanpointpel', {})).toMatchObject({ num: 0, data: { tbl_perbaikan: [{ diubah: 0 }] } });

  // Deleting the sale gives the points back and takes the earned one.
  expect(await co.act('kasir_del', { id: (paid.data as { id: number }).id })).toMatchObject({ num: 0 });
  expect(await points()).toBe('22.00');
  expect(await balance(co, '4-1200')).toBe('0.00');
  expect(await invariants(co)).toEqual([]);
});

test('the server judges every figure: a cashier cannot change prices, discounts, promos or rounding; a supervisor may set a price', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  const base = sale();
  const withLine = (i: number, patch: Row) => ({ ...base, lines: (base.lines as Row[]).map((l, j) => (j === i ? { ...l, ...patch } : l)) });

  const cheaper = (await actOrEdit(kasir, 'kasir_save', withLine(0, { harga: '14000' }))) as Reply;
  expect(cheaper.num).toBe(15);
  expect(cheaper.msg).toContain('harga KOPI01 PCS menurut daftar harga 15.000, bukan 14.000');
  expect(cheaper.data).toMatchObject({ fields: { 'lines.0.harga': expect.any(String) } });

  const noDisc = (await actOrEdit(kasir, 'kasir_save', withLine(1, { diskon2: '0' }))) as Reply;
  expect(noDisc).toMatchObject({ num: 15, data: { fields: { 'lines.1.diskon2': expect.stringContaining('saat ini 5%') } } });

  const moreFree = (await actOrEdit(kasir, 'kasir_save', withLine(3, { jumlah: '3' }))) as Reply;
  expect(moreFree).toMatchObject({ num: 15, data: { fields: { 'lines.3.jumlah': expect.stringContaining('paling banyak 2 PCS') } } });

  const wrongRound = (await actOrEdit(kasir, 'kasir_save', { ...base, pembulatan: '0' })) as Reply;
  expect(wrongRound).toMatchObject({ num: 15, data: { fields: { pembulatan: 'Pembulatan seharusnya 50, bukan 0.' } } });

  // A total the client made up is refused too (computed figures are the server's).
  const madeUp = (await actOrEdit(kasir, 'kasir_save', { ...base, total: '1000.00' })) as Reply;
  expect(madeUp.num).toBe(15);

  // Level-2 customer: level-2 prices; credit goes to the receivable with the customer's terms.
  const toko = (await actOrEdit(kasir, 'kasir_save', {
    ...base,
    kodesupel: 'TOKO01',
    lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '165000', diskon1: '10', diskon2: '5', jenispajak: '1112' }],
    pembulatan: '25',
    tunai: '0',
    bayarkartu: '0',
  })) as Reply;
  expect(toko).toMatchObject({ num: 0, data: { tbl_kasir: [{ total: '141100.00', kredit: '141100.00', jatuhtempo: '2026-12-04' }] } });
  expect(await balance(co, '1-1300')).toBe('141100.00');

  // A supervisor's one-time grant lets the cashier sell at another price, once.
  await addUser(co, { userid: 'SPV', password: 'spv-rahasia' });
  await grant(co, 'U', 'SPV', [['mJual', 'medit']]);
  const izin = ((await kasir.act('authaccess_izin', { modul: 'mJual', type: 'medit', userid: 'SPV', pass: 'spv-rahasia' })).data as { izin: string }).izin;
  expect(await actOrEdit(kasir, 'kasir_save', { ...withLine(0, { harga: '14000' }), izin })).toMatchObject({ num: 0 });
  expect((await actOrEdit(kasir, 'kasir_save', { ...withLine(0, { harga: '14000' }), izin })).num).toBe(15);
  expect(await co.sql(`select ringkasan->>'diotorisasi' as d from log_aktivitas where act = 'kasir_save' and ringkasan ? 'diotorisasi'`)).toEqual([{ d: 'SPV' }]);

  // The administrator (who may edit sales) may sell at another price.
  const sup = (await actOrEdit(co, 'kasir_save', withLine(0, { harga: '14000' }))) as Reply;
  expect(sup.num).toBe(0);
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 3 }]);
  expect(await invariants(co)).toEqual([]);
});

test('stock never goes below zero at the till unless the company allows it', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  const r = (await kasir.act('kasir_save', {
    tanggal: '2026-11-20',
    kodegudang: 'UTM',
    kodesupel: 'UMUM',
    tipeppn: 'I',
    lines: [{ kodeitem: 'MIE01', satuan: 'PCS', jumlah: '30', harga: '3500', jenispajak: '1112' }],
    pembulatan: '0',
    tunai: '105000',
  })) as Reply;
  expect(r.num).not.toBe(0);
  expect(r.msg).toContain('MIE01');
  expect(await co.sql(`select count(*)::int as n from kasir`)).toEqual([{ n: 0 }]);
  // A service item keeps no stock.
  const jasa = (await kasir.act('kasir_save', {
    tanggal: '2026-11-20',
    kodegudang: 'UTM',
    kodesupel: 'UMUM',
    tipeppn: 'I',
    lines: [{ kodeitem: 'JASA01', satuan: 'PCS', jumlah: '1', harga: '2000', jenispajak: '0' }],
    pembulatan: '0',
    tunai: '2000',
  })) as Reply;
  expect(jasa).toMatchObject({ num: 0, data: { tbl_kasir: [{ total: '2000.00', ppn: '0.00' }] } });
});

test('promo and discount acts answer as the till needs (spec §7.3); the cash drawer opens once per device (§7.5)', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  const at = '2026-11-20 10:00:00';
  expect(await kasir.act('getdiskonperiode', { kodeitem: 'KOPI01', kgruppel: '', satuan: 'BOX', hargapokok: '170000', tanggaljam: at, kodevoucher: '' })).toMatchObject({
    num: 0,
    data: { tbl_potongan: [{ iddiskon: 'DSKBOX', pot1: '10.0000', pot2: '5.0000', pot3: '0.0000', pot4: '0.0000' }] },
  });
  expect(await kasir.act('getdiskonperiode', { kodeitem: 'KOPI01', satuan: 'BOX', hargapokok: '170000', tanggaljam: '2026-12-01 10:00:00' })).toMatchObject({
    data: { tbl_potongan: [{ iddiskon: '', pot1: '0.0000' }] },
  });
  // An API client's "no variant" (0, '0' or null) is no variant: the item's own discount applies.
  for (const none of [0, '0', null])
    expect(await kasir.act('getdiskonperiode', { kodeitem: 'KOPI01', satuan: 'BOX', hargapokok: 170000, tanggaljam: at, iddetailvarian: none })).toMatchObject({
      num: 0,
      data: { tbl_potongan: [{ iddiskon: 'DSKBOX', pot1: '10.0000', iddetailvarian: '' }] },
    });
  expect(await kasir.act('getdiskonperiodelist', { tanggaljam: at, items: [{ kodeitem: 'KOPI01', satuan: 'BOX', hargapokok: '170000', iddetailvarian: 0 }] })).toMatchObject({
    data: { tbl_potongan: [{ iddiskon: 'DSKBOX' }] },
  });
  expect(await kasir.act('getperiodepromo', { kodeitem: 'KOPI01', satuan: 'PCS', tanggaljam: at, jmljual: '5', jmlgratis: '0', kodegr: '', tebusgr: '' })).toMatchObject({
    num: 0,
    data: { tbl_promo: [{ idpromo: 'PR2G1', jmlgratis: '2.0000', kodeitemgr: 'MIE01', satuangratis: 'PCS', tebus: false, harga: '0.00', opsigratis: '1' }], tbl_itemgratis: [] },
  });
  expect(await kasir.act('getperiodepromolist', { tanggaljam: at, items: [{ kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '1' }, { kodeitem: 'KOPI01', satuan: 'PCS', jmljual: '2' }] })).toMatchObject({
    data: { tbl_promo: [{ jmlgratis: '0.0000' }, { jmlgratis: '1.0000' }] },
  });
  const list = (await kasir.act('getdiskonperiode_promo_list', {})) as Reply;
  expect(list.num).toBe(0);
  expect(Object.keys(list.data).sort()).toEqual(['tbl_itemdisp', 'tbl_itempromo', 'tbl_itempromotebus']);

  expect(await kasir.act('getkaslacistatus', { compname: 'KASIR-DEPAN' })).toMatchObject({ num: 0, data: { tbl_kaslaci: [{ login_flag: false }] } });
  expect(await kasir.act('kaslacilogin', { SaldoAwal: 'abc', compname: 'KASIR-DEPAN' })).toMatchObject({ num: 15 });
  expect(await kasir.act('kaslacilogin', { SaldoAwal: '500000', compname: 'KASIR-DEPAN' })).toMatchObject({ num: 0, data: { data: [{ saldoawal: '500000.00' }] } });
  expect(await kasir.act('getkaslacistatus', { compname: 'KASIR-DEPAN' })).toMatchObject({ data: { tbl_kaslaci: [{ login_flag: true, saldoawal: '500000.00' }] } });
  expect(await kasir.act('kaslacilogin', { SaldoAwal: '0', compname: 'KASIR-DEPAN' })).toMatchObject({ num: 1, msg: 'Kas laci di perangkat ini sudah dibuka.' });
  expect(await kasir.act('getkaslacistatus', { compname: 'KASIR-BELAKANG' })).toMatchObject({ data: { tbl_kaslaci: [{ login_flag: false }] } });
});

test('the shift close compares counted cash with the system, closes the drawer and posts the difference', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  // Nothing sold on K1 yet (Mode Kas Laci off): nothing to close.
  expect((await kasir.act('kaslacitutup', { compname: 'K1', tunai: '0' })).msg).toBe('Belum ada penjualan kasir Anda di perangkat ini sejak tutup kasir terakhir: tidak ada yang ditutup.');
  expect((await kasir.act('kaslacilogin', { SaldoAwal: '100000', compname: 'K1' })).num).toBe(0);
  const today = (await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`))[0].t;
  // Today's sale of two coffees paid in cash (60,000 rounds to nothing: PPN included).
  const one = (await kasir.act('kasir_save', {
    tanggal: today,
    kodegudang: 'UTM',
    kodesupel: 'UMUM',
    tipeppn: 'I',
    lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '2', harga: '15000', jenispajak: '1112' }],
    pembulatan: '0',
    tunai: '50000',
    compname: 'K1',
  })) as Reply;
  expect(one).toMatchObject({ num: 0, data: { tbl_kasir: [{ total: '30000.00', kembali: '20000.00' }] } });
  const kasBefore = await balance(co, '1-1100');
  // Counted 129,000: 1,000 short of 100,000 + 30,000.
  const closed = (await kasir.act('kaslacitutup', { compname: 'K1', tunai: '129000', kartu: '0', emoney: '0' })) as Reply;
  expect(closed).toMatchObject({
    num: 0,
    data: {
      tbl_tutupkasir: [{ userid: 'KASIR1', compname: 'K1', saldoawal: '100000.00', jumlahtransaksi: 1 }],
      tbl_tutupkasir_detail: [
        { jenis: 'tunai', sistem: '130000.00', dihitung: '129000.00', selisih: '-1000.00' },
        { jenis: 'kartu', sistem: '0.00', dihitung: '0.00', selisih: '0.00' },
        { jenis: 'emoney', sistem: '0.00' },
        { jenis: 'kredit', sistem: '0.00' },
        { jenis: 'deposit', sistem: '0.00' },
      ],
    },
  });
  expect(Number(await balance(co, '1-1100'))).toBe(Number(kasBefore) - 1000);
  expect(await balance(co, '4-9000')).toBe('1000.00');
  expect(await kasir.act('getkaslacistatus', { compname: 'K1' })).toMatchObject({ data: { tbl_kaslaci: [{ login_flag: false }] } });
  expect(await invariants(co)).toEqual([]);
});

test('with Mode Kas Laci on, a till sale needs the cashier\'s drawer open on its device: refused before it is opened and after the close; an edit, a back-office sale, a user without the drawer right and Mode off are not held to it', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  const kopi = (extra: Row = {}): Row => ({ tanggal: '2026-11-20', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'I', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '1', harga: '15000', jenispajak: '1112' }], pembulatan: '0', tunai: '15000', ...extra });
  const count = async () => (await co.sql<{ n: number }>(`select count(*)::int as n from kasir`))[0].n;
  const refused = { num: 1, msg: 'Kas laci di perangkat ini belum dibuka: buka kas laci (masukkan jumlah kas laci) sebelum transaksi kasir.', data: { kaslaci: true } };
  // Mode off (the default): no drawer asked.
  expect((await actOrEdit(kasir, 'kasir_save', kopi())).num).toBe(0);
  expect((await co.act('pengaturanumum_save', { modekaslaci: '1' })).num).toBe(0);
  // Not opened yet: neither with the device's name nor without one.
  expect(await actOrEdit(kasir, 'kasir_save', kopi({ compname: 'K1' }))).toMatchObject(refused);
  expect(await actOrEdit(kasir, 'kasir_save', kopi())).toMatchObject(refused);
  expect(await count()).toBe(1);
  // Opened on K1: a sale on K1 goes in; on another device it does not.
  expect((await kasir.act('kaslacilogin', { SaldoAwal: '100000', compname: 'K1' })).num).toBe(0);
  const sold = (await actOrEdit(kasir, 'kasir_save', kopi({ compname: 'K1' }))) as Reply;
  expect(sold.num).toBe(0);
  expect(await actOrEdit(kasir, 'kasir_save', kopi({ compname: 'K2' }))).toMatchObject(refused);
  // Closed: the next sale is refused until the drawer is opened again (it belonged to no shift).
  expect((await kasir.act('kaslacitutup', { compname: 'K1', tunai: '115000' })).num).toBe(0);
  expect(await actOrEdit(kasir, 'kasir_save', kopi({ compname: 'K1' }))).toMatchObject(refused);
  expect(await count()).toBe(2);
  expect((await kasir.act('kaslacilogin', { SaldoAwal: '50000', compname: 'K1' })).num).toBe(0);
  expect((await actOrEdit(kasir, 'kasir_save', kopi({ compname: 'K1' }))).num).toBe(0);
  // Not held to it: an edit of a saved till sale, a back-office sale, a user who may not open a drawer.
  const id = ((sold.data.tbl_kasir as Row[])[0] as { id: number }).id;
  expect((await co.edit('kasir_save', { ...kopi({ tunai: '20000' }), id })).num).toBe(0);
  expect((await actOrEdit(kasir, 'jual_save', kopi())).num).toBe(0);
  const password = await addUser(co, { userid: 'KASIR2' });
  await grant(co, 'U', 'KASIR2', [['mJual'], ['mJual', 'madd']]);
  const tanpaLaci = await loginAs(co, 'KASIR2', password);
  expect((await actOrEdit(tanpaLaci, 'kasir_save', kopi({ compname: 'K9' }))).num).toBe(0);
  // Back-office sales have no device field.
  expect((await actOrEdit(kasir, 'jual_save', kopi({ compname: 'K1' }))).num).toBe(15);
});

test('kasir_item: a code, a box barcode or words of the name give the item with every unit and price; its cost only to the till', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  const box = (await kasir.act('kasir_item', { exact: '8991001000024' })) as Reply;
  expect(box).toMatchObject({
    num: 0,
    data: {
      cocok: { satuan: 'BOX' },
      tbl_item: [
        {
          kodeitem: 'KOPI01',
          jenispajak: '1112',
          satuan: 'PCS',
          units: [
            { satuan: 'PCS', konversi: '1.0000', barcode: '8991001000017', hargajual1: '15000.00', hargajual2: '14500.00' },
            { satuan: 'BOX', konversi: '12.0000', barcode: '8991001000024', hargajual1: '170000.00' },
          ],
        },
      ],
    },
  });
  expect(await kasir.act('kasir_item', { exact: 'gula01' })).toMatchObject({ data: { tbl_item: [{ kodeitem: 'GULA01', timbangan: true }] } });
  expect(await kasir.act('kasir_item', { q: 'mie goreng' })).toMatchObject({ data: { tbl_item: [{ kodeitem: 'MIE01' }] } });
  expect(await kasir.act('kasir_item', { exact: '0000' })).toMatchObject({ num: 0, data: { tbl_item: [] } });
  // The till gets each item's cost per base unit (its minimum-profit check): 4 boxes at 144,000 = 48 pieces at 12,000.
  expect(((box.data.tbl_item as Row[])[0] as Row).hpp).toBe('12000.0000');
  // A price terminal user (mTerminalHarga only) sees no cost.
  const password = await addUser(co, { userid: 'TERMINAL' });
  await grant(co, 'U', 'TERMINAL', [['mTerminalHarga']]);
  const terminal = await loginAs(co, 'TERMINAL', password);
  const seen = (await terminal.act('kasir_item', { exact: 'KOPI01' })) as Reply;
  expect(seen).toMatchObject({ num: 0, data: { tbl_item: [{ kodeitem: 'KOPI01' }] } });
  expect((seen.data.tbl_item as Row[])[0]).not.toHaveProperty('hpp');
});

test('a total-spend promo line is sold at its redeem price once the sold lines reach the minimum', async () => {
  const co = await companyWithBooks();
  const kasir = await shop(co);
  expect((await co.act('periodepromotebus_save', { idpromo: 'TB200', subtotal: '200000', tipeper: '1', tgldari: '2026-11-01', tglsampai: '2026-11-30', stsact: true, kodeitemgr: 'MIE01', satuangratis: 'PCS', jumlahgratis: '2', harga: '1000' })).num).toBe(0);
  const box = { kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '1', harga: '170000', diskon1: '10', diskon2: '5', jenispajak: '1112' };
  const tebus = { kodeitem: 'MIE01', satuan: 'PCS', jumlah: '2', harga: '1000', idpromo: 'TB200', jenispajak: '1112' };
  const base = { tanggal: '2026-11-20', kodegudang: 'UTM', kodesupel: 'UMUM', tipeppn: 'I', tunai: '300000' };
  // One box (145,350) does not reach 200,000.
  expect(await actOrEdit(kasir, 'kasir_save', { ...base, pembulatan: '50', lines: [box, tebus] })).toMatchObject({ num: 15, data: { fields: { 'lines.1.idpromo': expect.stringContaining('promo TB200 tidak berlaku') } } });
  // Two boxes (290,700) do: two noodles at 1,000.
  const ok = (await actOrEdit(kasir, 'kasir_save', { ...base, pembulatan: '0', lines: [{ ...box, jumlah: '2' }, tebus] })) as Reply;
  expect(ok).toMatchObject({ num: 0, data: { tbl_kasir: [{ subtotal: '292700.00', total: '292700.00' }] } });
  expect(await actOrEdit(kasir, 'kasir_save', { ...base, pembulatan: '0', lines: [{ ...box, jumlah: '2' }, { ...tebus, harga: '0' }] })).toMatchObject({ num: 15, data: { fields: { 'lines.1.harga': 'Baris 2: harga promo TB200 adalah 1.000.' } } });
});

test('a sale line with a negative quantity is refused on that line alone (not as a card payment over the total)', async () => {
  const co = await companyWithBooks();
  await shop(co);
  const r = await co.act('jual_save', { tanggal: '2026-11-10', kodesupel: 'TOKO01', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '-2', harga: '15000', jenispajak: '0' }] });
  expect(r).toMatchObject({ num: 15 });
  expect((r.data as { fields: Record<string, string> }).fields).toEqual({ 'lines.0.jumlah': expect.stringMatching(/^Baris 1: jumlah/) });
  expect(await co.sql('select count(*)::int as n from jual')).toEqual([{ n: 0 }]);
});
