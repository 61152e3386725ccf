import { expect, test } from 'vitest';
import { TIMBANGAN_DEFAULT } from '@niaga/core';
import { emptyPay } from '../kasirShared';
import { saleDoc, type Bill, type TillLine, type TillSettings } from '../till';
import { NOMOR_MENYUSUL, offlineStruk, type OfflineSale } from './offlineSale';

const settings: TillSettings = { tipepajak: '2', pembulatanaktif: true, opsipembulatan: '1', timbanganaktif: false, timbangan: TIMBANGAN_DEFAULT };
const line = (kodeitem: string, jumlah: string, harga: string, diskon1 = '0'): TillLine => ({ key: kodeitem, kodeitem, namaitem: kodeitem, satuan: 'PCS', iddetailvarian: null, jumlah, harga, diskon1, diskon2: '0', diskon3: '0', diskon4: '0', jenispajak: '1112', idpromo: null });
const bill: Bill = { lines: [line('MIE01', '3', '3500'), line('KOPI01', '1', '15000', '10')], customer: { kodesupel: 'UMUM', namasupel: 'Umum', levelharga: '1', kgruppel: null }, kodesales: '' };
const sale = (tunai: string): OfflineSale => ({ company: 'C', userid: 'KASIR1', compname: 'K1', idem: 'idem-0001', bill, settings, pay: { ...emptyPay(), tunai }, payload: { tanggal: '2026-12-06', kodegudang: 'UTM' }, numbered: true });

test("an offline receipt has the engine's figures (discount, PPN, rounding) and the change; a short payment is credit", () => {
  const d = saleDoc(bill, settings);
  const s = offlineStruk(sale('50000'), '10:15:00');
  expect(s).toMatchObject({ notransaksi: NOMOR_MENYUSUL, tanggal: '2026-12-06', jam: '10:15:00', subtotal: '24000.00', total: d.total.toFixed(2), ppn: d.ppn.toFixed(2), pembulatan: d.pembulatan, tunai: '50000.00', kredit: '0.00' });
  expect(Number(s.kembali)).toBe(50000 - Number(d.total.toFixed(2)));
  expect(s.lines.map((l) => [l.kodeitem, l.total])).toEqual([
    ['MIE01', '10500.00'],
    ['KOPI01', '13500.00'],
  ]);
  const short = offlineStruk(sale('20000'), '10:16:00');
  expect(short).toMatchObject({ kembali: '0.00', kredit: d.total.minus(20000).toFixed(2) });
});
