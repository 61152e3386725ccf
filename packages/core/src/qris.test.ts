import { describe, expect, it } from 'vitest';
import { checkQris, crc16, decodeQris, dynamicQris, parseTlv, QrisError, tlv } from './qris';

// A static QRIS published as an example (a Nobu Bank merchant, quoted in a public dynamic-QRIS guide);
// its printed CRC 7127 is the one CRC-16/CCITT-FALSE gives.
const PUBLISHED =
  '00020101021126670016COM.NOBUBANK.WWW01189360050300000879140214703239147837910303UMI51440014ID.CO.QRIS.WWW0215ID20232709941630303UMI5204481253033605802ID5923GRANOOL STORE OK12295776006KEDIRI61056421262070703A0163047127';

describe('QRIS codec', () => {
  it('CRC-16/CCITT-FALSE check value', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });

  it('a published static QRIS: its CRC checks and it decodes', () => {
    expect(crc16(PUBLISHED.slice(0, -4))).toBe('7127');
    expect(decodeQris(PUBLISHED)).toMatchObject({
      jenis: 'statis', merchant: 'GRANOOL STORE OK1229577', kota: 'KEDIRI', kodepos: '64212', nmid: 'ID2023270994163',
      penerbit: ['COM.NOBUBANK.WWW', 'ID.CO.QRIS.WWW'], mcc: '4812', nominal: '', crc: '7127',
    });
  });

  it('static → dynamic: 01 = 12, 54 before 58, merchant tags byte for byte, CRC recomputed', () => {
    const d = dynamicQris(PUBLISHED, '15000');
    const head = PUBLISHED.slice(0, PUBLISHED.indexOf('5802ID'));
    expect(d.startsWith(head.replace('010211', '010212'))).toBe(true);
    expect(d).toContain('5303360540515000' + '5802ID');
    // Everything after the amount is the static text up to its CRC.
    expect(d.slice(0, -8).endsWith(PUBLISHED.slice(PUBLISHED.indexOf('5802ID'), -8))).toBe(true);
    expect(d.slice(-8, -4)).toBe('6304');
    expect(d.slice(-4)).toBe(crc16(d.slice(0, -4)));
    expect(decodeQris(d)).toMatchObject({ jenis: 'dinamis', nominal: '15000', merchant: 'GRANOOL STORE OK1229577', nmid: 'ID2023270994163' });
    // Made dynamic again with another amount: the old 54 is replaced, not repeated.
    const again = dynamicQris(d, '20000');
    expect(parseTlv(again).filter((o) => o.tag === '54')).toEqual([{ tag: '54', value: '20000' }]);
    expect(again).toBe(dynamicQris(PUBLISHED, 20000));
  });

  it('a published static → dynamic pair: our conversion gives the published string byte for byte (CRC 2C49)', () => {
    // Static QRIS and its dynamic form with amount 50000, both published by the open-source converter
    // github.com/arilukmanp/qris-swap: the static in tests/fixtures/qris.ts (REAL_STATIC, CRC 485D) and the
    // dynamic in tests/core/converter.test.ts ("amount only — exact payload (CRC 2C49)"). That library
    // makes it dynamic by the same rule as ours: 01 = 12, tag 54 with the plain integer amount placed
    // right before 58, every other tag kept byte for byte, CRC-16/CCITT-FALSE over the text up to "6304".
    const staticQris =
      '00020101021126610014COM.GO-JEK.WWW01189360091431799719630210G1799719630303UMI51440014ID.CO.QRIS.WWW0215ID1026478871761' +
      '0303UMI5204597053033605802ID5925ARDIAN M. A. F., Toko Ala6008SURABAYA61056023262070703A016304485D';
    const publishedDynamic =
      '00020101021226610014COM.GO-JEK.WWW01189360091431799719630210G1799719630303UMI51440014ID.CO.QRIS.WWW0215ID1026478871761' +
      '0303UMI5204597053033605405500005802ID5925ARDIAN M. A. F., Toko Ala6008SURABAYA61056023262070703A0163042C49';
    expect(crc16(staticQris.slice(0, -4))).toBe('485D');
    expect(dynamicQris(staticQris, '50000')).toBe(publishedDynamic);
    expect(dynamicQris(staticQris, 50000).slice(-4)).toBe('2C49');
    expect(decodeQris(publishedDynamic)).toMatchObject({ jenis: 'dinamis', nominal: '50000', nmid: 'ID1026478871761', crc: '2C49' });
  });

  it('malformed strings are refused with a clear message', () => {
    const refuse = (s: unknown) => {
      try {
        checkQris(s);
      } catch (e) {
        expect(e).toBeInstanceOf(QrisError);
        return (e as Error).message;
      }
      throw new Error('diterima');
    };
    expect(refuse('')).toBe('QRIS kosong.');
    expect(refuse('hello')).toMatch(/^Bukan QRIS/);
    expect(refuse(PUBLISHED.slice(0, -1) + '8')).toBe('CRC QRIS salah: tertulis 7128, seharusnya 7127. Periksa apakah teks tersalin lengkap.');
    expect(refuse(PUBLISHED.slice(0, 60))).toMatch(/terpotong/);
    const noCity = (() => {
      const body = parseTlv(PUBLISHED).filter((o) => o.tag !== '63' && o.tag !== '60').map((o) => tlv(o.tag, o.value)).join('') + '6304';
      return body + crc16(body);
    })();
    expect(refuse(noCity)).toBe('QRIS tidak valid: kota merchant (tag 60) tidak ada.');
    expect(() => dynamicQris(PUBLISHED, '1500.50')).toThrow('Nominal QRIS harus rupiah bulat (tanpa sen); bulatkan total dahulu.');
    expect(() => dynamicQris(PUBLISHED, '0')).toThrow('Nominal QRIS harus lebih dari 0.');
  });
});
