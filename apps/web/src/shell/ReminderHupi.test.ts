import { describe, expect, test } from 'vitest';
import { CHECK_MS, type ReminderRow } from './ReminderHupi';
import { bukaTransaksi, PAGE_SIZE } from './ReminderPopup';
import { turn } from './ReminderGrid';

const row = (tipe: string, notransaksi = `${tipe}-2611-00001`): ReminderRow => ({ supel: 'Toko Berkah', notransaksi, tanggal: '2026-11-01', byr_krd_jt: '2026-11-15', sisakredit: '50000.00', tipe });

describe('reminder popup rules (spec §2.12, §4, §5, §9)', () => {
  test('Buka Transaksi: the edit route by type with the transaction number; nothing selected and opening balances refused', () => {
    expect(bukaTransaksi(null)).toEqual({ pesan: 'Tidak ada yang dipilih, silahkan pilih salah satu data.' });
    expect(bukaTransaksi(row('SAH'))).toEqual({ pesan: 'Maaf, Saldo Awal Hutang tidak dapat dibuka.' });
    expect(bukaTransaksi(row('SAP'))).toEqual({ pesan: 'Maaf, Saldo Awal Piutang tidak dapat dibuka.' });
    expect(bukaTransaksi(row('JL'))).toEqual({ url: '/kasired?mode=edit&id=JL-2611-00001' });
    expect(bukaTransaksi(row('BL'))).toEqual({ url: '/belied?mode=edit&id=BL-2611-00001' });
    expect(bukaTransaksi(row('RJ'))).toEqual({ url: '/returjualed?mode=edit&id=RJ-2611-00001' });
    expect(bukaTransaksi(row('TR'))).toEqual({ url: '/itemtransfered?mode=edit&id=TR-2611-00001' });
  });

  test('page turns from 0: previous ignored on the first page or with no pages, next on the last', () => {
    expect(turn(0, 3, -1)).toBeNull();
    expect(turn(2, 0, -1)).toBeNull();
    expect(turn(2, 3, -1)).toBe(1);
    expect(turn(0, 3, 1)).toBe(1);
    expect(turn(2, 3, 1)).toBeNull();
    expect(turn(0, 0, 1)).toBeNull();
  });

  test('every 25 minutes, pages of 15', () => {
    expect(CHECK_MS).toBe(25 * 60 * 1000);
    expect(PAGE_SIZE).toBe(15);
  });
});
