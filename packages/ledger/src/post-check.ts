/**
 * The checks of a posting before anything is written: its explicit journal lines (netted to one
 * side, control accounts with a contact) and its stock moves (pairs, accounts, costing method).
 */
import { ActError, fieldError, NUM } from '@niaga/kernel';
import { dec, Dec, isDecimal, ZERO } from '@niaga/core';
import { refKey, type Account, type AccountRef } from './accounts';
import type { ItemKey } from './stock';
import type { Amount, JournalLine, Posting, StockMove } from './post';

function amount(v: Amount | undefined, what: string, scale = 2): Dec {
  if (v === undefined || v === null || v === '') return ZERO;
  if (typeof v === 'string' && !isDecimal(v, scale)) throw new ActError(NUM.INVALID, `${what}: '${v}' bukan angka dengan maksimal ${scale} desimal.`);
  const d = dec(v);
  if (!d.isFinite() || d.decimalPlaces() > scale) throw new ActError(NUM.INVALID, `${what}: maksimal ${scale} angka desimal.`);
  if (d.abs().gte('1e17')) throw new ActError(NUM.INVALID, `${what}: angka terlalu besar.`);
  return d;
}

const CONTROL = new Set(['PIUTANG', 'HUTANG']);

/** A refusal about one journal line, naming its document field when the line says which. */
const lineError = (where: string, field: string | undefined, reason: string, num: number = NUM.RULE) => fieldError(field, `${where}: ${reason}`, num);

function checkAccount(a: Account, where: string, sistem = false, field?: string) {
  if (a.grup) throw lineError(where, field, `perkiraan ${a.kodeacc} ${a.namaacc} adalah perkiraan grup; pilih perkiraan detail.`);
  if (!a.aktif && !sistem) throw lineError(where, field, `perkiraan ${a.kodeacc} ${a.namaacc} tidak aktif.`);
}

/** A journal line as posted: checked, netted to one side, its texts cut to the columns. */
export interface CheckedLine {
  a: Account;
  d: Dec;
  k: Dec;
  keterangan: string;
  kontak: string;
}

/** A stock move as posted: checked, with its accounts and costing method ('T' given value, 'R' average, 'P' pair). */
export interface CheckedMove {
  m: StockMove;
  i: number;
  qty: Dec;
  nilai: Dec;
  metode: 'T' | 'R' | 'P';
  a: Account | null;
  lawan: Account | null;
  key: ItemKey;
}

/** Every account a posting names: its lines', its moves' inventory (default role) and counter accounts. */
export function accountRefs(p: Posting, moves: StockMove[]): AccountRef[] {
  const refs: AccountRef[] = p.lines.map((l) => l.akun);
  for (const m of moves) {
    if (m.akun !== null) refs.push(m.akun ?? { role: 'persediaan' });
    if (m.lawan !== undefined) refs.push(m.lawan);
  }
  return refs;
}

/** An explicit line: a negative amount moves to the other side; a zero line is dropped (null). */
export function checkLine(l: JournalLine, i: number, acc: Map<string, Account>, sistem: boolean | undefined): CheckedLine | null {
  const where = l.label ?? `Baris jurnal ${i + 1}`;
  const a = acc.get(refKey(l.akun))!;
  checkAccount(a, where, sistem, l.fields?.akun);
  let d = amount(l.debet, `${where} debet`);
  let k = amount(l.kredit, `${where} kredit`);
  if (d.isNegative()) [d, k] = [ZERO, k.plus(d.neg())];
  if (k.isNegative()) [d, k] = [d.plus(k.neg()), ZERO];
  const net = d.minus(k);
  [d, k] = net.gte(0) ? [net, ZERO] : [ZERO, net.neg()];
  if (net.isZero()) return null;
  if (a.tipe === 'PERSEDIAAN')
    throw lineError(where, l.fields?.akun, `perkiraan persediaan ${a.kodeacc} hanya berubah melalui transaksi persediaan (mutasi stok).`);
  const kontak = (l.kontak ?? '').trim().toUpperCase();
  if (CONTROL.has(a.tipe) && !kontak)
    throw lineError(where, l.fields?.kontak ?? l.fields?.akun, `perkiraan ${a.kodeacc} ${a.namaacc} adalah akun kontrol; isi kode ${a.tipe === 'PIUTANG' ? 'pelanggan' : 'supplier'}.`);
  if (kontak.length > 30) throw lineError(where, l.fields?.kontak, 'kode kontak maksimal 30 karakter.', NUM.INVALID);
  return { a, d, k, keterangan: (l.keterangan ?? '').slice(0, 200), kontak };
}

/** A stock move, validated before anything is written. `pairedWith`: the indexes other moves mirror. */
export function checkMove(m: StockMove, i: number, moves: StockMove[], pairedWith: Set<number | undefined>, acc: Map<string, Account>): CheckedMove {
  const where = `Mutasi stok ${i + 1}`;
  const qty = amount(m.qty, `${where} jumlah`, 4);
  if (qty.isZero()) throw new ActError(NUM.INVALID, `${where}: jumlah tidak boleh nol.`);
  if (!Number.isInteger(m.item) || !Number.isInteger(m.gudang)) throw new ActError(NUM.INVALID, `${where}: item dan gudang wajib diisi.`);
  const paired = m.pasangan !== undefined;
  if (paired) {
    const other = moves[m.pasangan!];
    if (!other || m.pasangan! >= i) throw new ActError(NUM.INVALID, `${where}: pasangan harus mutasi sebelumnya.`);
    if (other.item !== m.item || (other.varian ?? 0) !== (m.varian ?? 0)) throw new ActError(NUM.INVALID, `${where}: pasangan harus item yang sama.`);
    if ((other.akun === null) !== (m.akun === null)) throw new ActError(NUM.INVALID, `${where}: pasangan harus sama-sama dengan atau tanpa perkiraan.`);
  }
  const mirrored = paired || pairedWith.has(i);
  const a = m.akun === null ? null : acc.get(refKey(m.akun ?? { role: 'persediaan' }))!;
  if (a === null && !mirrored) throw new ActError(NUM.INVALID, `${where}: mutasi tanpa perkiraan hanya untuk pasangan transfer.`);
  if (a) {
    checkAccount(a, where);
    if (a.tipe !== 'PERSEDIAAN') throw new ActError(NUM.RULE, `${where}: perkiraan ${a.kodeacc} bukan perkiraan persediaan.`);
  }
  const fixed = m.nilai !== undefined && !paired;
  const metode: 'T' | 'R' | 'P' = paired ? 'P' : fixed ? 'T' : 'R';
  let lawan: Account | null = null;
  if (metode === 'R' && a && !mirrored) {
    if (m.lawan === undefined) throw new ActError(NUM.INVALID, `${where}: mutasi dengan harga pokok rata-rata memerlukan perkiraan lawan.`);
    lawan = acc.get(refKey(m.lawan))!;
    checkAccount(lawan, where);
    if (lawan.id === a.id) throw new ActError(NUM.INVALID, `${where}: perkiraan lawan tidak boleh sama dengan perkiraan persediaan.`);
  }
  const nilai = fixed ? amount(m.nilai, `${where} nilai`) : ZERO;
  if (fixed && !nilai.isZero() && nilai.isNegative() !== qty.isNegative()) throw new ActError(NUM.INVALID, `${where}: tanda nilai harus sama dengan tanda jumlah.`);
  return { m, i, qty, nilai, metode, a, lawan, key: { item: m.item, varian: m.varian ?? 0 } as ItemKey };
}
