/**
 * The stock card's opening balance, totals and running quantity (/kartustok) are taken from
 * maintained figures, not by summing every earlier move: over all warehouses from the running
 * state kept on the moves, in one warehouse from the monthly figures (stok_saldo) before the
 * range's month plus that month's moves before the range; the range's totals in and out from the
 * monthly figures of its whole months plus the moves of the days at its edges; a later page from
 * the moves of the range before it. Each must give what summing the moves gives.
 */
import { expect, test } from 'vitest';
import { stockCompany } from './company';

type Card = { info: { awal: { qty: string }; akhir: { qty: string }; masuk: string; keluar: string }[]; query_data: { totrec: number; totpage: number }[]; tbl_kartustok: { notransaksi: string; masuk: string; keluar: string; saldo: string }[] };

test('opening balance per warehouse from the monthly figures and a month of moves, over all warehouses from the running state, totals from whole months and edge days, and the running quantity on later pages', async () => {
  const co = await stockCompany();
  const ok = async (act: string, p: Record<string, unknown>) => expect((await co.act(act, p)).num).toBe(0);
  // UTM: +24 (Jan 2), −5 (Mar 5), −4 to GD2 (Apr 1), +10 (Dec 1). GD2: +12 (Feb 10), +4 (Apr 1), −3 (Nov 20).
  await ok('saldoawalitem_save', { tanggal: '2026-01-02', kodegudang: 'UTM', lines: [{ kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2', harga: '12000' }] });
  await ok('itemmasuk_save', { tanggal: '2026-02-10', kodegudang: 'GD2', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '12', harga: '1200' }] });
  await ok('itemkeluar_save', { tanggal: '2026-03-05', kodegudang: 'UTM', kodeacc: '6-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '5' }] });
  await ok('transferitem_save', { tanggal: '2026-04-01', kodegudang: 'UTM', kodegudangtujuan: 'GD2', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '4' }] });
  await ok('itemkeluar_save', { tanggal: '2026-11-20', kodegudang: 'GD2', kodeacc: '6-1100', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '3' }] });
  await ok('itemmasuk_save', { tanggal: '2026-12-01', kodegudang: 'UTM', kodeacc: '3-1000', lines: [{ kodeitem: 'KOPI01', satuan: 'PCS', jumlah: '10', harga: '1100' }] });

  const card = async (p: Record<string, unknown>) => {
    const r = await co.act('kartustok', { kodeitem: 'KOPI01', sampai: '2026-12-31', ...p });
    expect(r.num).toBe(0);
    return r.data as Card;
  };
  const opening = async (kodegudang: string, dari: string) => (await card({ kodegudang, dari })).info[0].awal.qty;

  // UTM from March: January and February's figures (24).
  expect(await opening('UTM', '2026-03-01')).toBe('24.0000');
  // UTM from November: the figures of January to October (24 − 5 − 4).
  expect(await opening('UTM', '2026-11-01')).toBe('15.0000');
  // UTM from March 10 and from April 15: the months before, then the month's moves before the day (−5; −4).
  expect(await opening('UTM', '2026-03-10')).toBe('19.0000');
  expect(await opening('UTM', '2026-04-15')).toBe('15.0000');
  // GD2 from November: +12 + 4 to October; the −3 of November 20 is in the range.
  expect(await opening('GD2', '2026-11-01')).toBe('16.0000');
  expect(await opening('GD2', '2026-11-21')).toBe('13.0000');
  // Totals of a range with whole months (April–November from the figures) and edge days (March
  // 10–31, December 1–15 from the moves).
  expect((await card({ kodegudang: 'UTM', dari: '2026-03-10', sampai: '2026-12-15' })).info[0]).toMatchObject({ awal: { qty: '19.0000' }, masuk: '10.0000', keluar: '4.0000', akhir: { qty: '25.0000' } });
  const mid = await card({ dari: '2026-02-15', sampai: '2026-11-20' });
  expect(mid.info[0]).toMatchObject({ awal: { qty: '36.0000' }, masuk: '4.0000', keluar: '12.0000', akhir: { qty: '28.0000' } });
  expect(mid.query_data[0]).toMatchObject({ totrec: 4 });
  expect((await card({ dari: '2026-04-02', sampai: '2026-04-30' })).info[0]).toMatchObject({ awal: { qty: '31.0000' }, masuk: '0.0000', keluar: '0.0000' });
  // Before and after every move of the warehouse.
  expect(await opening('GD2', '2026-01-01')).toBe('0.0000');
  const late = await card({ kodegudang: 'UTM', dari: '2026-12-15' });
  expect(late.info[0]).toMatchObject({ awal: { qty: '25.0000' }, akhir: { qty: '25.0000' }, masuk: '0.0000', keluar: '0.0000' });
  expect(late.tbl_kartustok).toEqual([]);
  // All warehouses from November: the running quantity kept on the last move before it (31).
  expect(await opening('', '2026-11-01')).toBe('31.0000');

  // The whole year two moves a page: every page's running quantity continues the one before.
  const saldo: string[] = [];
  for (let page = 0; page < 4; page++) {
    const c = await card({ dari: '2026-01-01', limit: 2, page });
    expect(c.query_data[0]).toMatchObject({ totrec: 7, totpage: 4 });
    saldo.push(...c.tbl_kartustok.map((x) => x.saldo));
  }
  expect(saldo).toEqual(['24.0000', '36.0000', '31.0000', '27.0000', '31.0000', '28.0000', '38.0000']);
  // One warehouse, a later page: UTM's moves 3 and 4 (the transfer out, then December's +10).
  const utm = await card({ kodegudang: 'UTM', dari: '2026-01-01', limit: 2, page: 1 });
  expect(utm.tbl_kartustok.map((x) => [x.keluar, x.masuk, x.saldo])).toEqual([
    ['4.0000', '0.0000', '15.0000'],
    ['0.0000', '10.0000', '25.0000'],
  ]);
});
