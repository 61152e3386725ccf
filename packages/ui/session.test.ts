import { describe, expect, test } from 'vitest';
import { companyTimeZone, companyToday, type SessionState } from './session';

const signedIn = (tbl_kantor: unknown[]): SessionState => ({
  status: 'in',
  session: { idperusahaan: 'DEMO', namaperusahaan: 'Demo', userid: 'ADMIN', namauser: 'Admin', startflag: 1, appcfg: { tbl_kantor }, remember: false },
});

describe("the company's day", () => {
  test('is the head office day, not the clock zone of the browser', () => {
    // 18:30 UTC on 23 November is already 24 November in Jakarta (UTC+7) and Jayapura (UTC+9) turns the day at 15:00 UTC.
    const evening = new Date('2026-11-23T18:30:00Z');
    expect(companyToday(evening, 'Asia/Jakarta').format('YYYY-MM-DD')).toBe('2026-11-24');
    expect(companyToday(new Date('2026-11-23T16:59:00Z'), 'Asia/Jakarta').format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(companyToday(new Date('2026-11-23T14:59:00Z'), 'Asia/Jayapura').format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(companyToday(new Date('2026-11-23T15:00:00Z'), 'Asia/Jayapura').format('YYYY-MM-DD')).toBe('2026-11-24');
  });

  test('an unknown zone falls back to Jakarta', () => {
    expect(companyToday(new Date('2026-11-23T18:30:00Z'), 'Bukan/Zona').format('YYYY-MM-DD')).toBe('2026-11-24');
  });

  test('the zone comes from the head office of the login reply', () => {
    expect(companyTimeZone({ status: 'out' })).toBe('Asia/Jakarta');
    expect(companyTimeZone(signedIn([{ kodekantor: 'CAB', timezone: 'Asia/Makassar' }, { kodekantor: 'PST', pusat: true, timezone: 'Asia/Jayapura' }]))).toBe('Asia/Jayapura');
    expect(companyTimeZone(signedIn([{ kodekantor: 'PST', pusat: true, timezone: '' }]))).toBe('Asia/Jakarta');
  });
});
