/**
 * The posting core: every business document posts through `post` in its own transaction, edits
 * through `repost` (reverse, then post), deletes through `unpost` (reverse). Nothing posted is
 * rewritten, except the values of lines derived from stock moves, which follow re-costing.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { beforeNext, LATE_NUMBER, prepared, rowsOf, valuesList, type Tx } from '@niaga/kernel/server';
import { dec, Dec, ZERO } from '@niaga/core';
import { resolveAccounts, type AccountRef } from './accounts';
import { assertOpen, checkOpen, requireBooks } from './periods';
import { BalanceDelta, randomSlot, upsertHarian, upsertSaldo, upsertStok } from './balances';
import { periodeOf } from './dates';
import { accountRefs, checkLine, checkMove, type CheckedLine, type CheckedMove } from './post-check';
import { stockChanged } from './stock-listeners';
import { assertStock, costAppended, keyOf, lockItems, lockItemsAfter, negativeStockAllowed, recostFrom, sides, type AppendedMove, type Costed, type ItemKey, type Point, type ShortRow } from './stock';

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

/**
 * A posting being written: `p` is a copy of the caller's posting (a document that takes its
 * number late gets it into its texts here), with its checked lines and moves and the balance
 * deltas gathered while writing.
 */
interface Draft {
  p: Posting;
  lines: CheckedLine[];
  mv: CheckedMove[];
  periode: number;
  delta: BalanceDelta;
}

const alreadyPosted = (notransaksi: string) => new ActError(NUM.RULE, `Transaksi ${notransaksi} sudah diposting; ubah melalui posting ulang.`);

const unbalanced = (notransaksi: string, d: Dec, k: Dec) =>
  new ActError(NUM.RULE, `Jurnal ${notransaksi} tidak seimbang: debet ${d.toFixed(2)}, kredit ${k.toFixed(2)}. Transaksi tidak disimpan.`);

/**
 * A new document taking its number late (PostingRef.number): asked for it once everything the
 * posting reads is read, just before its first write; the number then goes into its texts.
 */
async function takeNumber(draft: Draft) {
  const late = draft.p.number;
  if (!late) return;
  const no = await late();
  const swap = (t: string | undefined) => t?.replaceAll(LATE_NUMBER, no);
  draft.p.notransaksi = no;
  draft.p.keterangan = swap(draft.p.keterangan);
  for (const l of draft.lines) l.keterangan = swap(l.keterangan)!;
  for (const x of draft.mv) x.m = { ...x.m, keterangan: swap(x.m.keterangan) };
}

/**
 * The journal is inserted only while the document has no live posting: no journal means it has
 * one (refused, and the whole transaction with what the statement wrote is rolled back).
 * `id`: the journal's id when it was taken before (with the items' locks, for a late number).
 */
function journalHead(p: Posting, id?: number) {
  return sql`insert into gl_jurnal (${id === undefined ? sql`` : sql`id, `}sumber, notransaksi, tanggal, keterangan, userid)
                   select ${id === undefined ? sql`` : sql`${id}::int, `}${p.sumber}, ${p.notransaksi}, ${p.tanggal}::date, ${(p.keterangan ?? '').slice(0, 200)}, ${p.userid ?? ''}
                   where not exists (select 1 from gl_jurnal where sumber = ${p.sumber} and notransaksi = ${p.notransaksi} and status = 0) returning id`;
}

/** The explicit lines `l`, inserted with the journal `j` of the same statement. */
function explicitLines({ p, lines, periode }: Draft) {
  return sql`l as (insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, kontak)
                         select j.id, v.* from j, (values ${valuesList(
                           lines.map((l) => [l.a.id, p.tanggal, periode, l.d.toFixed(2), l.k.toFixed(2), l.keterangan, l.kontak]),
                           ['::int', '::date', '::int', '::numeric', '::numeric', '::varchar', '::varchar'],
                         )}) as v(perkiraan_id, tanggal, periode, debet, kredit, keterangan, kontak))`;
}

/** The journal `j` and its explicit lines `l`, as a statement's first CTEs. */
function journal(draft: Draft, id?: number) {
  return sql`j as (${journalHead(draft.p, id)})${draft.lines.length ? sql`, ${explicitLines(draft)}` : sql``}`;
}

/** Lines only: refuse an unbalanced journal before writing anything, then one statement. */
async function postLines(tx: Tx, draft: Draft): Promise<PostResult> {
  const { lines, delta } = draft;
  const td = lines.reduce((t, l) => t.plus(l.d), ZERO);
  const tk = lines.reduce((t, l) => t.plus(l.k), ZERO);
  await takeNumber(draft);
  if (!td.eq(tk)) throw unbalanced(draft.p.notransaksi, td, tk);
  const rows = delta.rows();
  const slot = randomSlot();
  const [j] = lines.length
    ? await rowsOf<{ id: number }>(
        tx,
        prepared(sql`with ${journal(draft)}
                 ${rows.length ? sql`, s as (${upsertSaldo(rows, slot)}), h as (${upsertHarian(rows, slot)})` : sql``}
            select id from j`),
      )
    : await rowsOf<{ id: number }>(tx, journalHead(draft.p));
  if (!j) throw alreadyPosted(draft.p.notransaksi);
  return { jurnalId: Number(j.id), debet: td.toFixed(2), kredit: tk.toFixed(2) };
}

/** The moves' rows of stok_mutasi, each at its costed value and running balance when known. */
function movesInsert({ p, mv }: Draft, jurnalId: number, ids: number[], costed: Map<number, Costed>) {
  return sql`insert into stok_mutasi (id, jurnal_id, sumber, notransaksi, tanggal, item_id, iddetailvarian, gudang_id, qty, nilai, metode, pasangan_id, perkiraan_id, lawan_id, keterangan, saldo_qty, saldo_nilai)
            values ${valuesList(
              mv.map((x, n) => {
                const c = costed.get(ids[n]);
                return [
                  ids[n], jurnalId, p.sumber, p.notransaksi, p.tanggal, x.key.item, x.key.varian, x.m.gudang, x.qty.toFixed(4), (c?.nilai ?? x.nilai).toFixed(2), x.metode,
                  x.m.pasangan !== undefined ? ids[x.m.pasangan] : null, x.a?.id ?? null, x.lawan?.id ?? null, (x.m.keterangan ?? '').slice(0, 200),
                  (c?.saldo_qty ?? ZERO).toFixed(4), (c?.saldo_nilai ?? ZERO).toFixed(2),
                ];
              }),
              ['::bigint', '::int', '::varchar', '::varchar', '::date', '::int', '::int', '::int', '::numeric', '::numeric', '::varchar', '::bigint', '::int', '::int', '::varchar', '::numeric', '::numeric'],
            )}`;
}

/**
 * The journal lines derived from the moves (added to the balance deltas). A costed move's lines
 * carry its value (the counter account the mirror); an uncosted one's carry the given value until
 * `recostFrom` moves them.
 */
function derivedLines({ p, mv, periode, delta }: Draft, jurnalId: number, ids: number[], costed: Map<number, Costed>) {
  return mv.flatMap((x, n) => {
    if (!x.a) return [];
    const c = costed.get(ids[n]);
    const [d, k] = sides(c?.nilai ?? x.nilai);
    delta.add(x.a.id, p.tanggal, d, k);
    const line = { jurnal_id: jurnalId, perkiraan_id: x.a.id, tanggal: p.tanggal, periode, debet: d.toFixed(2), kredit: k.toFixed(2), keterangan: (x.m.keterangan ?? '').slice(0, 200), mutasi_id: ids[n] };
    if (!x.lawan) return [line];
    const [ld, lk] = c ? [k, d] : [ZERO, ZERO];
    delta.add(x.lawan.id, p.tanggal, ld, lk);
    return [line, { ...line, perkiraan_id: x.lawan.id, debet: ld.toFixed(2), kredit: lk.toFixed(2) }];
  });
}

/** The warehouse counts' upsert: one row per item and warehouse (an upsert may not touch the same row twice). */
function warehouseCounts(mv: CheckedMove[]) {
  const counts = new Map<string, { key: ItemKey; gudang: number; qty: Dec }>();
  for (const x of mv) {
    const c = counts.get(`${keyOf(x.key)}:${x.m.gudang}`) ?? { key: x.key, gudang: x.m.gudang, qty: ZERO };
    counts.set(`${keyOf(x.key)}:${x.m.gudang}`, { ...c, qty: c.qty.plus(x.qty) });
  }
  return sql`g as (insert into stok_gudang (item_id, iddetailvarian, gudang_id, qty)
                       values ${valuesList(
                         [...counts.values()].map((c) => [c.key.item, c.key.varian, c.gudang, c.qty.toFixed(4)]),
                         ['::int', '::int', '::int', '::numeric'],
                       )}
                       on conflict (item_id, iddetailvarian, gudang_id) do update set qty = stok_gudang.qty + excluded.qty
                       returning item_id, iddetailvarian, gudang_id, qty)`;
}

/**
 * Every move, its journal lines, the warehouse counts and the item totals in one statement, which
 * returns the counts left below zero. `first`: the journal and its explicit lines when the
 * number is taken late. Returns the statement and the derived lines' sides.
 */
function movesStatement(draft: Draft, jurnalId: number, ids: number[], costed: Map<number, Costed>, itemTotals: SQL | null, final: boolean, first: SQL) {
  const { p, mv, delta } = draft;
  const movesSql = movesInsert(draft, jurnalId, ids, costed);
  // The stock figures of the month take every move at the value it is written with.
  mv.forEach((x, n) => delta.move({ item: x.key.item, varian: x.key.varian, gudang: x.m.gudang, tanggal: p.tanggal, qty: x.qty, nilai: costed.get(ids[n])?.nilai ?? x.nilai }, 1));
  const derived = derivedLines(draft, jurnalId, ids, costed);
  const linesSql = derived.length
    ? sql`, b as (insert into gl_baris (jurnal_id, perkiraan_id, tanggal, periode, debet, kredit, keterangan, mutasi_id)
              values ${valuesList(
                derived.map((l) => [l.jurnal_id, l.perkiraan_id, l.tanggal, l.periode, l.debet, l.kredit, l.keterangan, l.mutasi_id]),
                ['::int', '::int', '::date', '::int', '::numeric', '::numeric', '::varchar', '::bigint'],
              )})`
    : sql``;
  // Nothing re-costed after this write: the balances and the month's stock figures go in the
  // same statement (their rows are locked from here to the commit, which follows with the log
  // in one round trip; the stock figures' rows are the locked items').
  const balances = final ? delta.take() : [];
  const stock = final ? delta.takeStock() : [];
  const slot = randomSlot();
  const balancesSql = sql`${balances.length ? sql`, s as (${upsertSaldo(balances, slot)}), h as (${upsertHarian(balances, slot)})` : sql``}${stock.length ? sql`, f as (${upsertStok(stock)})` : sql``}`;
  const statement = prepared(sql`with ${first}m as (${movesSql})${linesSql}${itemTotals ? sql`, t as (${itemTotals})` : sql``}${balancesSql},
                 ${warehouseCounts(mv)}
            select item_id as item, iddetailvarian as varian, gudang_id as gudang, qty::text as qty from g where qty < 0`);
  return { statement, derived: derived.map((l) => ({ d: l.debet, k: l.kredit })) };
}

/** With stock moves: lock the items, cost the moves, write everything, then check the balance. */
async function postMoves(tx: Tx, draft: Draft): Promise<PostResult> {
  const { p, lines, mv, delta } = draft;
  const late = p.number;
  // The journal (and its explicit lines) in the statement that locks the items and takes the moves'
  // ids; for a late number only the journal's id is taken there, the journal written with the moves.
  const locked = await lockItemsAfter(
    tx,
    mv.map((x) => x.key),
    mv.length,
    late
      ? { with: sql`j as (select nextval(pg_get_serial_sequence('gl_jurnal', 'id'))::int as id)`, value: sql`(select id from j)` }
      : { with: journal(draft), value: sql`(select id from j)` },
    // A late number rides after this statement: every item locked in it.
    !!late,
  );
  if (locked.value === null || locked.value === undefined) throw alreadyPosted(p.notransaksi);
  const j = { id: Number(locked.value) };
  const ids = locked.ids;
  // What this posting wrote to the journal (explicit lines, then the moves' lines): its balance.
  const written: Array<{ d: Dec | string; k: Dec | string }> = lines.map((l) => ({ d: l.d, k: l.k }));
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
  let derived: Array<{ d: string; k: string }> = [];
  const { recosted } = await costAppended(tx, p.tanggal, appended, delta, await negativeStockAllowed(tx), locked.items, async (costed, itemTotals, final, checked) => {
    await takeNumber(draft);
    // Taken late: the journal (with the id taken with the locks) and its explicit lines go first.
    const first = late ? sql`${journal(draft, j.id)}, ` : sql``;
    const w = movesStatement(draft, j.id, ids, costed, itemTotals, final, first);
    derived = w.derived;
    // Everything is costed and no count is to be checked (a purchase, stock in): nothing waits on
    // the reply, so the write goes out with the transaction's next statement (the commit).
    if (final && !checked) {
      await beforeNext(tx, w.statement);
      return [];
    }
    return rowsOf<ShortRow>(tx, w.statement);
  });
  written.push(...derived);
  // The journal balances: summed from what was written, unless a back-dated move re-costed lines
  // of this journal after the write (then summed from the table).
  const [tot] = recosted
    ? await rowsOf<{ d: string; k: string }>(tx, sql`select coalesce(sum(debet), 0) as d, coalesce(sum(kredit), 0) as k from gl_baris where jurnal_id = ${j.id}`)
    : [{ d: written.reduce((t, l) => t.plus(l.d), ZERO).toFixed(2), k: written.reduce((t, l) => t.plus(l.k), ZERO).toFixed(2) }];
  if (!dec(tot.d).eq(dec(tot.k))) throw unbalanced(p.notransaksi, dec(tot.d), dec(tot.k));
  // Balance rows last: their row locks are held only until the commit that follows.
  await delta.flush(tx);
  await stockChanged(tx, mv.map((x) => ({ item: x.key.item, varian: x.key.varian, gudang: x.m.gudang })));
  return { jurnalId: j.id, debet: dec(tot.d).toFixed(2), kredit: dec(tot.k).toFixed(2) };
}

/** Posts a document's journal and stock moves in the caller's transaction. */
export async function post(tx: Tx, posting: Posting): Promise<PostResult> {
  // A copy: a document that takes its number late (`number`) gets it into its texts here.
  const p = { ...posting };
  if (!p.sumber || !p.notransaksi) throw new ActError(NUM.INVALID, 'Posting memerlukan kode sumber dan nomor transaksi.');
  if (!DATE.test(p.tanggal)) throw new ActError(NUM.INVALID, `Tanggal posting '${p.tanggal}' tidak valid.`);
  // The calendar as this transaction read it (the save checked the date already: no new read).
  checkOpen(await requireBooks(tx), p.tanggal, { opening: p.opening });
  const moves = p.moves ?? [];
  const acc = await resolveAccounts(tx, accountRefs(p, moves));
  const lines = p.lines.flatMap((l, i) => checkLine(l, i, acc, p.sistem) ?? []);
  const pairedWith = new Set(moves.map((o) => o.pasangan));
  const mv = moves.map((m, i) => checkMove(m, i, moves, pairedWith, acc));
  const draft: Draft = { p, lines, mv, periode: periodeOf(p.tanggal), delta: new BalanceDelta() };
  for (const l of lines) draft.delta.add(l.a.id, p.tanggal, l.d, l.k);
  return mv.length ? postMoves(tx, draft) : postLines(tx, draft);
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
  await stockChanged(tx, moves.map((m, n) => ({ item: keys[n].item, varian: keys[n].varian, gudang: Number(m.gudang_id) })));
  return true;
}

/** Edit: reverses the live posting (if any) and posts the new version. */
export async function repost(tx: Tx, p: Posting): Promise<PostResult> {
  await unpost(tx, p.sumber, p.notransaksi, { userid: p.userid, opening: p.opening });
  return post(tx, p);
}
