/**
 * Sales reads of issue 15 with known sales: the points report (mLaporanPoint, /pointpenjualanlist),
 * the sales price history (/historyhj, the same shape as /historyhb), /infopayment, and the shipping
 * data of a sale (/datapengirimanlist, /datapengirimaned).
 */
import { expect, test } from 'vitest';
import { companyWithBooks, invariants } from '../../accounting/test/books';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { tokoPajak } from './toko-pajak';
import { actOrEdit } from '../../../apps/server/test/harness';

type Row = Record<string, unknown>;
const ok = async (p: Promise<{ num: number; msg: string }>) => {
  const r = await p;
  expect(r, r.msg).toMatchObject({ num: 0 });
  return r as { num: number; msg: string; data: Row };
};

test('points earned and redeemed per sale and customer; the sales price history; how the sales of a period were paid', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);
  // One point per 10,000 spent, worth 100 when redeemed.
  await ok(co.act('pointpel_save', { kodepoint: 'P1', namapoint: 'Semua pelanggan', nominal: '10000', nilaipoint: '100' }));
  const p1 = await ok(co.act('jual_save', { tanggal: '2026-11-22', kodegudang: 'UTM', kodesupel: 'MAJU', tipeppn: 'I', tunai: '111000', lines: [{ kodeitem: 'BRG1112', satuan: 'PCS', jumlah: '1', harga: '111000' }] }));
  const p2 = await ok(
    co.act('jual_save', { tanggal: '2026-11-23', kodegudang: 'UTM', kodesupel: 'MAJU', tipeppn: 'I', pointpakai: '5', bayarpoint: '500', tunai: '21700', lines: [{ kodeitem: 'BRG2', satuan: 'PCS', jumlah: '1', harga: '22200' }] }),
  );
  const no1 = (p1.data.tbl_jual as Row[])[0].notransaksi;
  const no2 = (p2.data.tbl_jual as Row[])[0].notransaksi;

  // Points: 11 earned on 111,000; 2 on 22,200 less the 500 the 5 redeemed points paid.
  const rep = await ok(co.act('laporan_run', { lap: 'mLaporanPoint', param: { periode: { dari: '2026-11-01', sampai: '2026-11-30' } } }));
  expect((rep.data.tbl_laporan as Row[]).map((r) => [r._k, r._l ?? r.notransaksi, r.pointdapat ?? '', r.pointpakai ?? '', r.bayarpoint ?? ''])).toEqual([
    ['h', 'MAJU · PT Maju Jaya', '', '', ''],
    ['d', no1, '11.00', '0.00', '0.00'],
    ['d', no2, '2.00', '5.00', '500.00'],
    ['s', 'Jumlah MAJU (saldo point sekarang 8)', '13.00', '5.00', '500.00'],
    ['t', 'Total', '13.00', '5.00', '500.00'],
  ]);
  // Another customer: nothing.
  const none = await ok(co.act('laporan_run', { lap: 'mLaporanPoint', param: { periode: { dari: '2026-11-01', sampai: '2026-11-30' }, kodesupel: 'CV16' } }));
  expect((none.data.tbl_laporan as Row[]).map((r) => r._l)).toEqual(['Total']);

  // Sales price history: both sale documents, newest first; one customer.
  const hj = await ok(co.act('historyhj', { kodeitem: 'brg1112' }));
  expect((hj.data.tbl_historyhj as Row[]).map((r) => [r.tanggal, r.tipe, r.notransaksi, r.kodesupel])).toEqual([
    ['2026-12-01', 'JL', s.z, 'MAJU'],
    ['2026-11-22', 'JL', no1, 'MAJU'],
    ['2026-11-21', 'JL', s.e, 'MAJU'],
    ['2026-11-21', 'JL', s.d, 'UMUM'],
    ['2026-11-21', 'KSR', s.h, 'MAJU'],
    ['2026-11-20', 'JL', s.a, 'MAJU'],
  ]);
  expect(hj.data.query_data).toEqual([{ totpage: 1, totrec: 6, page: 0, limit: 15 }]);
  const g = await ok(co.act('historyhj', { kodeitem: 'BRG3', kodesupel: 'MAJU' }));
  expect(g.data.tbl_historyhj).toEqual([
    { tanggal: '2026-11-21', tipe: 'JL', notransaksi: s.g, kodesupel: 'MAJU', namasupel: 'PT Maju Jaya', satuan: 'PCS', jumlah: '2.0000', harga: '55500.00', diskon1: '0.0000', diskon2: '0.0000', diskon3: '0.0000', diskon4: '0.0000', total: '111000.00', hargabersih: '55500.00' },
  ]);
  const paged = await ok(co.act('historyhj', { kodeitem: 'BRG1112', page: 1, limit: 4 }));
  expect((paged.data.tbl_historyhj as Row[]).map((r) => r.notransaksi)).toEqual([s.h, s.a]);
  expect(await co.act('historyhj', { kodeitem: '' })).toMatchObject({ num: 15 });

  // How November was paid: cash net of change, points, credit; every sale once.
  const info = await ok(co.act('infopayment', { dari: '2026-11-01', sampai: '2026-11-30' }));
  expect(info.data.tbl_ringkasan).toEqual([
    { jenis: 'tunai', label: 'Tunai', rincian: '', jumlah: 3, nilai: '243700.00' },
    { jenis: 'deposit', label: 'Deposit', rincian: '', jumlah: 0, nilai: '0.00' },
    { jenis: 'point', label: 'Point', rincian: '', jumlah: 1, nilai: '500.00' },
    { jenis: 'kredit', label: 'Kredit (Piutang)', rincian: '', jumlah: 7, nilai: '872280.00' },
  ]);
  expect(info.data.tbl_total).toEqual([{ transaksi: 10, total: '1116480.00', jumlahrincian: '1116480.00' }]);
  expect(await co.act('infopayment', { dari: '2026-11-30', sampai: '2026-11-01' })).toMatchObject({ num: 15 });

  // Rights: the history and the report need their own access names.
  const pw = await addUser(co, { userid: 'STAF' });
  await grant(co, 'U', 'STAF', [['mJual']]);
  const staf = await loginAs(co, 'STAF', pw);
  expect(await staf.act('historyhj', { kodeitem: 'BRG1112' })).toMatchObject({ num: 30 });
  expect(await staf.act('laporan_run', { lap: 'mLaporanPoint', param: {} })).toMatchObject({ num: 30 });
  await ok(staf.act('infopayment', { dari: '2026-11-01', sampai: '2026-11-30' }));
  await grant(co, 'U', 'STAF', [['mHistoryHJ']]);
  await ok(staf.act('historyhj', { kodeitem: 'BRG1112' }));
  expect(await invariants(co)).toEqual([]);
});

test('shipping data: one record per existing sale, the courier from the shipping-cost master, the receipt number once sent', async () => {
  const co = await companyWithBooks();
  const s = await tokoPajak(co);
  await ok(co.act('ongkir_save', { kodeongkir: 'JNE-REG', namaongkir: 'JNE Reguler', tarif: '15000' }));
  const kirim = { tanggal: '2026-11-21', kodeongkir: 'JNE-REG', kurir: 'JNE Reguler', ongkir: '15000', status: '1' };
  expect(await actOrEdit(co, 'datapengiriman_save', { ...kirim, notransaksi: 'JL-TIDAK-ADA', noresi: 'X1' })).toMatchObject({ num: 15, msg: "Penjualan 'JL-TIDAK-ADA' tidak ditemukan.", data: { fields: { notransaksi: 'Penjualan tidak ditemukan' } } });
  expect(await actOrEdit(co, 'datapengiriman_save', { ...kirim, notransaksi: s.a })).toMatchObject({ num: 15, data: { fields: { noresi: 'Isi No. Resi untuk pengiriman yang sudah dikirim.' } } });
  expect(await actOrEdit(co, 'datapengiriman_save', { ...kirim, notransaksi: s.a, noresi: 'R1', ongkir: '-1' })).toMatchObject({ num: 15, data: { fields: { ongkir: 'Biaya kirim tidak boleh kurang dari 0.' } } });
  const saved = await ok(actOrEdit(co, 'datapengiriman_save', { ...kirim, notransaksi: s.a, noresi: 'JNE0001234' }));
  const id = (saved.data.tbl_datapengiriman as Row[] | undefined)?.[0]?.id ?? (saved.data as Row).id;
  // The till sale too; its customer comes from the sale.
  await ok(co.act('datapengiriman_save', { notransaksi: s.h, tanggal: '2026-11-22', kurir: 'Kurir Toko', status: '0', kodesupel: 'UMUM' }));
  const list = await ok(co.act('datapengiriman_list', { q: 'JNE0001234', filter: { tanggal: { dari: '2026-11-01', sampai: '2026-11-30' } } }));
  expect((list.data.tbl_datapengiriman as Row[]).map((r) => [r.notransaksi, r.kodesupel, r.kurir, r.noresi, r.ongkir, r.status])).toEqual([[s.a, 'MAJU', 'JNE Reguler', 'JNE0001234', '15000.00', '1']]);
  const all = await ok(co.act('datapengiriman_list', { filter: { tanggal: { dari: '2026-11-01', sampai: '2026-11-30' } } }));
  expect((all.data.tbl_datapengiriman as Row[]).map((r) => [r.notransaksi, r.kodesupel]).sort()).toEqual(
    [
      [s.a, 'MAJU'],
      [s.h, 'MAJU'],
    ].sort(),
  );
  // Delivered: edited on /datapengirimaned.
  const row = (list.data.tbl_datapengiriman as Row[])[0];
  await ok(co.edit('datapengiriman_save', { ...row, id: row.id ?? id, status: '2' }));
  expect((await ok(co.act('datapengiriman_list', { filter: { status: '2', tanggal: { dari: '2026-11-01', sampai: '2026-11-30' } } }))).data.tbl_datapengiriman).toHaveLength(1);
  // One record per sale.
  expect(await actOrEdit(co, 'datapengiriman_save', { ...kirim, notransaksi: s.a, noresi: 'LAGI' })).toMatchObject({ num: 41 });
});
