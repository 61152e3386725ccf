/**
 * The posting core: every business document posts through `post` in its own transaction, edits
 * through `repost` (reverse, then post), deletes through `unpost` (reverse). Nothing posted is
 * rewritten, except the values of lines derived from stock moves, which follow re-costing.
 */
import { sql } from 'drizzle-orm';
import { ActError, fieldError, NUM } from '@niaga/kernel';
import { beforeNext, LATE_NUMBER, prepared, rowsOf, valuesList, type Tx } from '@niaga/kernel/server';
import { dec, Dec, isDecimal, ZERO } from '@niaga/core';
import { refKey, resolveAccounts, type Account, type AccountRef } from './accounts';
import { assertOpen, checkOpen, requireBooks } from './periods';
import { BalanceDelta, randomSlot, upsertHarian, upsertSaldo, upsertStok } from './balances';
import { periodeOf } from './dates';
import { assertStock, costAppended, keyOf, lockItems, lockItemsAfter, negativeStockAllowed, recostFrom, sides, type AppendedMove, type ItemKey, type Point, type ShortRow } from './stock';

export type Amount = string | number | Dec;

export interface JournalLine {
  akun: AccountRef;
  debet?: Amount;
  kredit?: Amount;
  keterangan?: string;
  /** Customer or supplier code; required on receivable/payable control accounts. */
  kontak?: string;
  /**
   * Where the line comes from in its document, so a refusal names it: `label` replaces
   * "Baris jurnal N" in the message, `fields` are the document fields (`kodeacc`,
   * `lines.0.kodeacc`, `lines.0.kontak`) reported in `data.fields` for the form to mark.
   */
  label?: string;
  fields?: { akun?: string; kontak?: string };
}

export interface StockMove {
  item: number;
  varian?: number;
  gudang: number;
  /** Signed quantity in base units: + in, − out. */
  qty: Amount;
  /** Fixed value (signed like qty), e.g. a purchase at net cost. Absent: at moving-average cost. */
  nilai?: Amount;
  /** Index in `moves` of the earlier move this one mirrors (transfer in): value = −its value. */
  pasangan?: number;
  /** Inventory account of the derived line; default role 'persediaan'; null only for a mirrored pair. */
  akun?: AccountRef | null;
  /** Counter account of an at-average move (HPP, Selisih Persediaan, …). */
  lawan?: AccountRef;
  keterangan?: string;
}

export interface Posting {
  /** Document code: KM, KK, JU, BL, JL, … */
  sumber: string;
  /** LATE_NUMBER (and its texts may hold it) when `number` gives the number. */
  notransaksi: string;
  /** A new document's number, taken late (PostingRef.number of the kernel). */
  number?: () => Promise<string>;
  tanggal: string;
  keterangan?: string;
  lines: JournalLine[];
  moves?: StockMove[];
  userid?: string;
  /** Opening balances: dated the day before recording starts. */
  opening?: boolean;
  /** System postings (year-end close) may use inactive accounts. */
  sistem?: boolean;
}

export interface PostResult {
  jurnalId: number;
  debet: string;
  kredit: string;
}

export const debit = (akun: AccountRef, jumlah: Amount, extra: Omit<JournalLine, 'akun' | 'debet' | 'kredit'> = {}): JournalLine => ({ akun, debet: jumlah, ...extra });
export const credit = (akun: AccountRef, jumlah: Amount, extra: Omit<JournalLine, 'akun' | 'debet' | 'kredit'> = {}): JournalLine => ({ akun, kredit: jumlah, ...extra });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

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

/** The refusal of the loser of a race: another call reversed this posting first. */
export const reversedMeanwhile = (notransaksi: string) =>
  `Transaksi ${notransaksi} baru saja diubah atau dihapus oleh proses lain, sehingga postingnya sudah dibatalkan. Muat ulang data lalu coba lagi.`;

async function livePosting(tx: Tx, sumber: string, notransaksi: string) {
  const [j] = await rowsOf<{ id: number; tanggal: string }>(
    tx,
    sql`select id, tanggal from gl_jurnal where sumber = ${sumber} and notransaksi = ${notransaksi} and status = 0`,
  );
  return j ? { id: Number(j.id), tanggal: j.tanggal } : null;
}

/** Posts a document's journal and stock moves in the caller's transaction. */
export async function post(tx: Tx, posting: Posting): Promise<PostResult> {
  // A copy: a document that takes its number late (`number`) gets it into its texts here.
  const p = { ...posting };
  if (!p.sumber || !p.notransaksi) throw new ActError(NUM.INVALID, 'Posting memerlukan kode sumber dan nomor transaksi.');
  if (!DATE.test(p.tanggal)) throw new ActError(NUM.INVALID, `Tanggal posting '${p.tanggal}' tidak valid.`);
  // The calendar as this transaction read it (the save checked the date already: no new read).
  checkOpen(await requireBooks(tx), p.tanggal, { opening: p.opening });
  const alreadyPosted = () => new ActError(NUM.RULE, `Transaksi ${p.notransaksi} sudah diposting; ubah melalui posting ulang.`);
  const moves = p.moves ?? [];
  const refs: AccountRef[] = p.lines.map((l) => l.akun);
  for (const m of moves) {
    if (m.akun !== null) refs.push(m.akun ?? { role: 'persediaan' });
    if (m.lawan !== undefined) refs.push(m.lawan);
  }
  const acc = await resolveAccounts(tx, refs);
  const periode = periodeOf(p.tanggal);

  // Explicit lines: negative amounts move to the other side; zero lines are dropped.
  const lines: { a: Account; d: Dec; k: Dec; keterangan: string; kontak: string }[] = [];
  p.lines.forEach((l, i) => {
    const where = l.label ?? `Baris jurnal ${i + 1}`;
    const a = acc.get(refKey(l.akun))!;
    checkAccount(a, where, p.sistem, l.fields?.akun);
    let d = amount(l.debet, `${where} debet`);
    let k = amount(l.kredit, `${where} kredit`);
    if (d.isNegative()) [d, k] = [ZERO, k.plus(d.neg())];
    if (k.isNegative()) [d, k] = [d.plus(k.neg()), ZERO];
    const net = d.minus(k);
    [d, k] = net.gte(0) ? [net, ZERO] : [ZERO, net.neg()];
    if (net.isZero()) return;
    if (a.tipe === 'PERSEDIAAN')
      throw lineError(where, l.fields?.akun, `perkiraan persediaan ${a.kodeacc} hanya berubah melalui transaksi persediaan (mutasi stok).`);
    const kontak = (l.kontak ?? '').trim().toUpperCase();
    if (CONTROL.has(a.tipe) && !kontak)
      throw lineError(where, l.fields?.kontak ?? l.fields?.akun, `perkiraan ${a.kodeacc} ${a.namaacc} adalah akun kontrol; isi kode ${a.tipe === 'PIUTANG' ? 'pelanggan' : 'supplier'}.`);
    if (kontak.length > 30) throw lineError(where, l.fields?.kontak, 'kode kontak maksimal 30 karakter.', NUM.INVALID);
    lines.push({ a, d, k, keterangan: (l.keterangan ?? '').slice(0, 200), kontak });
  });

  // Stock moves: validated before anything is written.
  const pairedWith = new Set(moves.map((o) => o.pasangan));
  const mv = moves.map((m, i) => {
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
  });

  // The journal is inserted only while the document has no live posting: no journal means it has
  // one (refused, and the whole transaction with what the statement wrote is rolled back). Its
  // explicit lines go in the same statement.
  // `id`: the journal's id when it was taken before (with the items' locks, for a late number).
  const head = (id?: number) => sql`insert into gl_jurnal (${id === undefined ? sql`` : sql`id, `}sumber, notransaksi, tanggal, keterangan, userid)
                   select ${id === undefined ? sql`` : sql`${id}::int, `}${p.sumber}, ${p.notransaksi}, ${p.tanggal}::date, ${(p.keterangan ?? '').slice(0, 200)}, ${p.userid ?? ''}
                   where not exists (select 1 from gl_jurnal where sumber = ${p.sumber} and notransaksi = ${p.notransaksi} and status = 0) returning id`;
  // A new document taking its number late (PostingRef.number): asked for it once everything the
  // posting reads is read, just before its first write; the number then goes into its texts. The
  // journal's id is taken with the items' locks, and the journal written with the moves.
  const late = p.number;
  const takeNumber = async () => {
    if (!late) return;
    const no = await late();
    const swap = (t: string | undefined) => t?.replaceAll(LATE_NUMBER, no);
    p.notransaksi = no;
    p.keterangan = swap(p.keterangan);
    for (const l of lines) l.keterangan = swap(l.keterangan)!;
    for (const x of mv) x.m = { ...x.m, keterangan: swap(x.m.keterangan) };
  };
  const explicitLines = () => sql`l as (insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, kontak)
                         select j.id, v.* from j, (values ${valuesList(
                           lines.map((l) => [l.a.id, p.tanggal, periode, l.d.toFixed(2), l.k.toFixed(2), l.keterangan, l.kontak]),
                           ['::int', '::date', '::int', '::numeric', '::numeric', '::varchar', '::varchar'],
                         )}) as v(perkiraan_id, tanggal, periode, debet, kredit, keterangan, kontak))`;
  /** The journal `j` and its explicit lines `l`, as a statement's first CTEs. */
  const journal = (id?: number) => sql`j as (${head(id)})${lines.length ? sql`, ${explicitLines()}` : sql``}`;
  const delta = new BalanceDelta();
  for (const l of lines) delta.add(l.a.id, p.tanggal, l.d, l.k);
  if (!mv.length) {
    // Lines only: refuse an unbalanced journal before writing anything, then one statement.
    const td = lines.reduce((t, l) => t.plus(l.d), ZERO);
    const tk = lines.reduce((t, l) => t.plus(l.k), ZERO);
    await takeNumber();
    if (!td.eq(tk)) throw new ActError(NUM.RULE, `Jurnal ${p.notransaksi} tidak seimbang: debet ${td.toFixed(2)}, kredit ${tk.toFixed(2)}. Transaksi tidak disimpan.`);
    const rows = delta.rows();
    const slot = randomSlot();
    const [j] = lines.length
      ? await rowsOf<{ id: number }>(
          tx,
          prepared(sql`with ${journal()}
                   ${rows.length ? sql`, s as (${upsertSaldo(rows, slot)}), h as (${upsertHarian(rows, slot)})` : sql``}
              select id from j`),
        )
      : await rowsOf<{ id: number }>(tx, head());
    if (!j) throw alreadyPosted();
    return { jurnalId: Number(j.id), debet: td.toFixed(2), kredit: tk.toFixed(2) };
  }

  // The journal (and its explicit lines) in the statement that locks the items and takes the moves' ids.
  const locked = await lockItemsAfter(
    tx,
    mv.map((x) => x.key),
    mv.length,
    late
      ? { with: sql`j as (select nextval(pg_get_serial_sequence('gl_jurnal', 'id'))::int as id)`, value: sql`(select id from j)` }
      : { with: journal(), value: sql`(select id from j)` },
  );
  if (locked.value === null || locked.value === undefined) throw alreadyPosted();
  const j = { id: Number(locked.value) };
  const ids = locked.ids;
  // What this posting wrote to the journal (explicit lines, then the moves' lines): its balance.
  const written: Array<{ d: Dec | string; k: Dec | string }> = lines.map((l) => ({ d: l.d, k: l.k }));
  let recosted = false;

  if (mv.length) {
    const appended: AppendedMove[] = mv.map((x, n) => ({
      id: ids[n],
      key: x.key,
      gudang: x.m.gudang,
      qty: x.qty,
      nilai: x.nilai,
      metode: x.metode,
      pasangan_id: x.m.pasangan !== undefined ? ids[x.m.pasangan] : null,
      perkiraan_id: x.a?.id ?? null,
      lawan_id: x.lawan?.id ?? null,
    }));
    // Costed first, then every move and journal line written once, with its value when it is known.
    // Every move, its journal lines, the warehouse counts and the item totals in one statement,
    // which returns the counts left below zero.
    let derivedLines: Array<{ d: string; k: string }> = [];
    ({ recosted } = await costAppended(tx, p.tanggal, appended, delta, await negativeStockAllowed(tx), locked.items, async (costed, itemTotals, final, checked) => {
      await takeNumber();
      // Taken late: the journal (with the id taken with the locks) and its explicit lines go first.
      const first = late ? sql`${journal(j.id)}, ` : sql``;
      const movesSql = sql`insert into stok_mutasi (id, jurnal_id, sumber, notransaksi, tanggal, item_id, iddetailvarian, gudang_id, qty, nilai, metode, pasangan_id, perkiraan_id, lawan_id, keterangan, saldo_qty, saldo_nilai)
            values ${valuesList(
              mv.map((x, n) => {
                const c = costed.get(ids[n]);
                return [
                  ids[n], j.id, p.sumber, p.notransaksi, p.tanggal, x.key.item, x.key.varian, x.m.gudang, x.qty.toFixed(4), (c?.nilai ?? x.nilai).toFixed(2), x.metode,
                  x.m.pasangan !== undefined ? ids[x.m.pasangan] : null, x.a?.id ?? null, x.lawan?.id ?? null, (x.m.keterangan ?? '').slice(0, 200),
                  (c?.saldo_qty ?? ZERO).toFixed(4), (c?.saldo_nilai ?? ZERO).toFixed(2),
                ];
              }),
              ['::bigint', '::int', '::varchar', '::varchar', '::date', '::int', '::int', '::int', '::numeric', '::numeric', '::varchar', '::bigint', '::int', '::int', '::varchar', '::numeric', '::numeric'],
            )}`;
      // The stock figures of the month take every move at the value it is written with.
      mv.forEach((x, n) => delta.move({ item: x.key.item, varian: x.key.varian, gudang: x.m.gudang, tanggal: p.tanggal, qty: x.qty, nilai: costed.get(ids[n])?.nilai ?? x.nilai }, 1));
      const derived = mv.flatMap((x, n) => {
        if (!x.a) return [];
        // A costed move's lines carry its value (the counter account the mirror); an uncosted one's
        // carry the given value until `recostFrom` moves them.
        const c = costed.get(ids[n]);
        const [d, k] = sides(c?.nilai ?? x.nilai);
        delta.add(x.a.id, p.tanggal, d, k);
        const line = { jurnal_id: j.id, perkiraan_id: x.a.id, tanggal: p.tanggal, periode, debet: d.toFixed(2), kredit: k.toFixed(2), keterangan: (x.m.keterangan ?? '').slice(0, 200), mutasi_id: ids[n] };
        if (!x.lawan) return [line];
        const [ld, lk] = c ? [k, d] : [ZERO, ZERO];
        delta.add(x.lawan.id, p.tanggal, ld, lk);
        return [line, { ...line, perkiraan_id: x.lawan.id, debet: ld.toFixed(2), kredit: lk.toFixed(2) }];
      });
      derivedLines = derived.map((l) => ({ d: l.debet, k: l.kredit }));
      const linesSql = derived.length
        ? sql`, b as (insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, mutasi_id)
              values ${valuesList(
                derived.map((l) => [l.jurnal_id, l.perkiraan_id, l.tanggal, l.periode, l.debet, l.kredit, l.keterangan, l.mutasi_id]),
                ['::int', '::int', '::date', '::int', '::numeric', '::numeric', '::varchar', '::bigint'],
              )})`
        : sql``;
      // One row per item and warehouse: an upsert may not touch the same row twice.
      const counts = new Map<string, { key: ItemKey; gudang: number; qty: Dec }>();
      for (const x of mv) {
        const c = counts.get(`${keyOf(x.key)}:${x.m.gudang}`) ?? { key: x.key, gudang: x.m.gudang, qty: ZERO };
        counts.set(`${keyOf(x.key)}:${x.m.gudang}`, { ...c, qty: c.qty.plus(x.qty) });
      }
      // Nothing re-costed after this write: the balances and the month's stock figures go in the
      // same statement (their rows are locked from here to the commit, which follows with the log
      // in one round trip; the stock figures' rows are the locked items').
      const balances = final ? delta.take() : [];
      const stock = final ? delta.takeStock() : [];
      const slot = randomSlot();
      const balancesSql = sql`${balances.length ? sql`, s as (${upsertSaldo(balances, slot)}), h as (${upsertHarian(balances, slot)})` : sql``}${stock.length ? sql`, f as (${upsertStok(stock)})` : sql``}`;
      const statement = prepared(sql`with ${first}m as (${movesSql})${linesSql}${itemTotals ? sql`, t as (${itemTotals})` : sql``}${balancesSql},
                 g as (insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty)
                       values ${valuesList(
                         [...counts.values()].map((c) => [c.key.item, c.key.varian, c.gudang, c.qty.toFixed(4)]),
                         ['::int', '::int', '::int', '::numeric'],
                       )}
                       on conflict (item_id, iddetailvarian, gudang_id) do update set qty = stok_gudang.qty + excluded.qty
                       returning item_id, iddetailvarian, gudang_id, qty)
            select item_id as item, iddetailvarian as varian, gudang_id as gudang, qty::text as qty from g where qty < 0`);
      // Everything is costed and no count is to be checked (a purchase, stock in): nothing waits on
      // the reply, so the write goes out with the transaction's next statement (the commit).
      if (final && !checked) {
        await beforeNext(tx, statement);
        return [];
      }
      return rowsOf<ShortRow>(tx, statement);
    }));
    written.push(...derivedLines);
  }
  // The journal balances: summed from what was written, unless a back-dated move re-costed lines
  // of this journal after the write (then summed from the table).
  const [tot] = recosted
    ? await rowsOf<{ d: string; k: string }>(tx, sql`select coalesce(sum(debet), 0) as d, coalesce(sum(kredit), 0) as k from gl_baris where jurnal_id = ${j.id}`)
    : [{ d: written.reduce((t, l) => t.plus(l.d), ZERO).toFixed(2), k: written.reduce((t, l) => t.plus(l.k), ZERO).toFixed(2) }];
  if (!dec(tot.d).eq(dec(tot.k)))
    throw new ActError(NUM.RULE, `Jurnal ${p.notransaksi} tidak seimbang: debet ${dec(tot.d).toFixed(2)}, kredit ${dec(tot.k).toFixed(2)}. Transaksi tidak disimpan.`);
  // Balance rows last: their row locks are held only until the commit that follows.
  await delta.flush(tx);
  return { jurnalId: j.id, debet: dec(tot.d).toFixed(2), kredit: dec(tot.k).toFixed(2) };
}

export interface UnpostOptions {
  userid?: string;
  opening?: boolean;
  /** Year-end reopening reverses inside a period it has just unlocked. */
  skipLock?: boolean;
}

/**
 * Reverses the live posting of a document: a reversal journal with every line on the other side
 * (same date), both marked `batal`; its stock moves leave the stock ledger and the item is
 * re-costed from there. Returns false when the document had no live posting; refuses (43) when
 * another transaction reversed it meanwhile, so a posting is never reversed twice.
 */
export async function unpost(tx: Tx, sumber: string, notransaksi: string, opts: UnpostOptions = {}): Promise<boolean> {
  const live = await livePosting(tx, sumber, notransaksi);
  if (!live) return false;
  if (!opts.skipLock) await assertOpen(tx, live.tanggal, { opening: opts.opening });
  // Only a posting that is still live is reversed: the update takes its row lock, so a concurrent
  // reversal of the same posting waits here, then finds it reversed and is refused. Never twice.
  const taken = await rowsOf<{ id: number }>(tx, sql`update gl_jurnal set status = 1 where id = ${live.id} and status = 0 returning id`);
  if (taken.length !== 1) throw new ActError(NUM.LOCKED, reversedMeanwhile(notransaksi));
  const moves = await rowsOf<{ id: number; item_id: number; iddetailvarian: number; gudang_id: number; qty: string; nilai: string; tanggal: string }>(
    tx,
    sql`select id, item_id, iddetailvarian, gudang_id, qty, nilai, tanggal from stok_mutasi where jurnal_id = ${live.id} and not batal order by id`,
  );
  const keys = moves.map((m) => ({ item: Number(m.item_id), varian: Number(m.iddetailvarian) }));
  await lockItems(tx, keys);

  const [rev] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into gl_jurnal (sumber, notransaksi, tanggal, keterangan, status, batal_id, userid)
        select sumber, notransaksi, tanggal, left('Batal: ' || keterangan, 200), 2, id, ${opts.userid ?? ''} from gl_jurnal where id = ${live.id} returning id`,
  );
  const lines = await rowsOf<{ perkiraan_id: number; tanggal: string; debet: string; kredit: string }>(
    tx,
    sql`insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, kontak, batal)
        select ${rev.id}, perkiraan_id, tanggal, periode, kredit, debet, keterangan, kontak, true from gl_baris where jurnal_id = ${live.id}
        returning perkiraan_id, tanggal, debet, kredit`,
  );
  await tx.execute(sql`update gl_baris set batal = true where jurnal_id = ${live.id}`);
  const delta = new BalanceDelta();
  for (const l of lines) delta.add(Number(l.perkiraan_id), l.tanggal, dec(l.debet), dec(l.kredit));

  if (moves.length) {
    await tx.execute(sql`update stok_mutasi set batal = true where jurnal_id = ${live.id}`);
    // The reversed moves leave the stock figures at the value they had.
    for (const m of moves) delta.move({ item: Number(m.item_id), varian: Number(m.iddetailvarian), gudang: Number(m.gudang_id), tanggal: m.tanggal, qty: dec(m.qty), nilai: dec(m.nilai) }, -1);
    const byKey = new Map<string, { key: ItemKey; first: Point; gudang: Set<number> }>();
    moves.forEach((m, n) => {
      const key = keys[n];
      const e = byKey.get(keyOf(key)) ?? { key, first: { tanggal: m.tanggal, id: Number(m.id) }, gudang: new Set<number>() };
      if (dec(m.qty).gt(0)) e.gudang.add(Number(m.gudang_id));
      byKey.set(keyOf(key), e);
    });
    // The warehouse counts lose the moves, one statement for all of them.
    await tx.execute(
      sql`update stok_gudang s set qty = s.qty - v.qty
          from (select item_id, iddetailvarian, gudang_id, sum(qty) as qty from stok_mutasi where jurnal_id = ${live.id} group by 1, 2, 3) v
          where s.item_id = v.item_id and s.iddetailvarian = v.iddetailvarian and s.gudang_id = v.gudang_id`,
    );
    const allowNegative = await negativeStockAllowed(tx);
    for (const e of byKey.values()) {
      const r = await recostFrom(tx, e.key, e.first, delta);
      if (!allowNegative) for (const g of e.gudang) await assertStock(tx, e.key, g, live.tanggal, r.later);
    }
  }
  await delta.flush(tx);
  return true;
}

/** Edit: reverses the live posting (if any) and posts the new version. */
export async function repost(tx: Tx, p: Posting): Promise<PostResult> {
  await unpost(tx, p.sumber, p.notransaksi, { userid: p.userid, opening: p.opening });
  return post(tx, p);
}
