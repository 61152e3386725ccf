/**
 * QRIS (EMVCo merchant-presented mode, ../shared/design/INTEGRATIONS.md "QRIS"): one codec for the
 * server (/paymentgateway, qris_buat), the till (the QR it draws) and the receipt. Isomorphic, no
 * dependencies: parse and build the TLV payload, the CRC-16/CCITT-FALSE checksum, static → dynamic.
 *
 * Only structure and CRC can be checked here; whether a merchant is real is the issuer's business.
 */
import { dec, type DecInput } from './money';

/** One data object of the payload: 2-digit tag, its value (the length is the value's). */
export interface Tlv {
  tag: string;
  value: string;
}

/** A refused QRIS text: the message says what is wrong, in Indonesian. */
export class QrisError extends Error {}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 uppercase hex digits. "123456789" → "29B1". */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits a TLV text into its data objects; refuses a length that runs past the end or a tag that is not two digits. */
export function parseTlv(text: string, where = 'QRIS'): Tlv[] {
  const out: Tlv[] = [];
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const len = text.slice(i + 2, i + 4);
    if (!/^\d\d$/.test(tag) || !/^\d\d$/.test(len)) throw new QrisError(`${where} tidak valid: tag atau panjang bukan angka pada posisi ${i + 1}.`);
    const n = Number(len);
    if (i + 4 + n > text.length) throw new QrisError(`${where} tidak valid: isi tag ${tag} terpotong (panjang ${n}).`);
    out.push({ tag, value: text.slice(i + 4, i + 4 + n) });
    i += 4 + n;
  }
  return out;
}

/** One data object as text: tag, 2-digit length, value. */
export function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new QrisError(`Isi tag ${tag} terlalu panjang (${value.length} karakter, maksimal 99).`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** What a QRIS says about its merchant and amount. */
export interface QrisInfo {
  /** '11' static (the buyer types the amount), '12' dynamic (the amount is in the code). */
  jenis: 'statis' | 'dinamis';
  merchant: string;
  kota: string;
  kodepos: string;
  /** The national merchant id (tag 51 sub-tag 02), '' when absent. */
  nmid: string;
  /** The acquirers' global ids (sub-tag 00 of tags 26–51), in order. */
  penerbit: string[];
  mcc: string;
  /** Tag 54, '' in a static QRIS. */
  nominal: string;
  crc: string;
}

const text = (s: unknown) => (typeof s === 'string' ? s.trim() : '');

/**
 * Checks a QRIS text (structure, mandatory tags, the CRC as the last object over everything up to
 * and including "6304") and returns its data objects. Refused with a clear message.
 */
export function checkQris(raw: unknown): Tlv[] {
  const s = text(raw);
  if (!s) throw new QrisError('QRIS kosong.');
  if (!s.startsWith('000201')) throw new QrisError('Bukan QRIS: teks harus diawali 000201 (Payload Format Indicator).');
  const objs = parseTlv(s);
  const last = objs[objs.length - 1];
  if (last.tag !== '63' || last.value.length !== 4) throw new QrisError('QRIS tidak valid: CRC (tag 63) harus di akhir, 4 karakter.');
  const want = crc16(s.slice(0, -4));
  if (last.value.toUpperCase() !== want) throw new QrisError(`CRC QRIS salah: tertulis ${last.value}, seharusnya ${want}. Periksa apakah teks tersalin lengkap.`);
  const get = (t: string) => objs.find((o) => o.tag === t)?.value;
  if (get('01') !== '11' && get('01') !== '12') throw new QrisError('QRIS tidak valid: tag 01 harus 11 (statis) atau 12 (dinamis).');
  if (!objs.some((o) => Number(o.tag) >= 26 && Number(o.tag) <= 51)) throw new QrisError('QRIS tidak valid: tidak ada informasi akun merchant (tag 26–51).');
  if (get('53') !== '360') throw new QrisError('QRIS tidak valid: mata uang (tag 53) harus 360 (Rupiah).');
  if (get('58') !== 'ID') throw new QrisError('QRIS tidak valid: negara (tag 58) harus ID.');
  if (!get('59')) throw new QrisError('QRIS tidak valid: nama merchant (tag 59) tidak ada.');
  if (!get('60')) throw new QrisError('QRIS tidak valid: kota merchant (tag 60) tidak ada.');
  for (const o of objs) if (Number(o.tag) >= 26 && Number(o.tag) <= 51) parseTlv(o.value, `QRIS tag ${o.tag}`);
  return objs;
}

/** The merchant, city, NMID and the rest of a checked QRIS (refused as `checkQris` refuses). */
export function decodeQris(raw: unknown): QrisInfo {
  const objs = checkQris(raw);
  const get = (t: string) => objs.find((o) => o.tag === t)?.value ?? '';
  const accounts = objs.filter((o) => Number(o.tag) >= 26 && Number(o.tag) <= 51).map((o) => parseTlv(o.value));
  const t51 = objs.find((o) => o.tag === '51');
  const nmid = t51 ? (parseTlv(t51.value).find((s) => s.tag === '02')?.value ?? '') : '';
  return {
    jenis: get('01') === '12' ? 'dinamis' : 'statis',
    merchant: get('59'),
    kota: get('60'),
    kodepos: get('61'),
    nmid,
    penerbit: accounts.map((a) => a.find((s) => s.tag === '00')?.value ?? '').filter(Boolean),
    mcc: get('52'),
    nominal: get('54'),
    crc: get('63'),
  };
}

/** The amount as tag 54 writes it: whole rupiah, positive. */
export function qrisAmount(total: DecInput): string {
  const v = dec(total);
  if (!v.isFinite() || v.lte(0)) throw new QrisError('Nominal QRIS harus lebih dari 0.');
  if (!v.isInteger()) throw new QrisError('Nominal QRIS harus rupiah bulat (tanpa sen); bulatkan total dahulu.');
  if (v.toFixed(0).length > 13) throw new QrisError('Nominal QRIS terlalu besar.');
  return v.toFixed(0);
}

/**
 * The static QRIS made dynamic for one amount: tag 01 = 12, tag 54 put before tag 58 (an old 54
 * replaced), every other object kept byte for byte in its place, the CRC recomputed.
 */
export function dynamicQris(staticQris: unknown, total: DecInput): string {
  const objs = checkQris(staticQris).filter((o) => o.tag !== '63' && o.tag !== '54');
  const amount = qrisAmount(total);
  let body = '';
  let placed = false;
  for (const o of objs) {
    if (!placed && Number(o.tag) >= 55) {
      body += tlv('54', amount);
      placed = true;
    }
    body += o.tag === '01' ? tlv('01', '12') : tlv(o.tag, o.value);
  }
  if (!placed) body += tlv('54', amount);
  body += '6304';
  return body + crc16(body);
}
