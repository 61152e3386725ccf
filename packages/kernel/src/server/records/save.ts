/**
 * `<name>_save`: one save path for masters and documents —
 *
 *   lock the record → check it may change (edit lock, in use, dates) → compute its figures and
 *   refuse a sent figure that differs → rules → uniqueness → references → the module's rules
 *   (`beforeSave`, which returns what it learnt: its facts) → links (remaining quantities) →
 *   number → write the record and the changes of its rows → post (`posting`, given those facts
 *   and the number) → log.
 *
 * All in the request's one transaction: any refusal leaves nothing written.
 */
import { LATE_NUMBER } from '../books';
import { rightFor } from '../../doctype';
import { checkRules, computedMismatches, computeRecord } from '../../compute';
import { ActError, NUM } from '../../errors';
import { recordSchema } from '../../validate';
import { defineAct, type ActContext, type ActDef } from '../acts';
import { afterNext } from '../db';
import { assertNotLocked, releaseLock } from '../locks';
import { assertCurrent, requireVersion, VERSI, versionOf } from './version';
import { nextNumber, planNumber, type NumberPlan } from '../numbering';
import { assertNotReferenced, checkRefs, planRefs, refKeyOf, type RefSource } from '../refs';
import { checkUnique } from './checks';
import { headerOf, refuseAll, shown, stripKept, untaken, type Rec, type RecordContext, type Row, type SaveAct } from './context';
import { askFirst, KONFIRMASI, prepareDocument, type DocumentFacts } from './document';
import { applyLinks, updateStatus, type Touched } from './links';
import { saveNew } from './save-new';
import { isPlain, type RecordWriter } from './write';

/** A record checked and ready to be written: what the module's rules learnt and what the links touched with it. */
interface Checked {
  rec: Rec;
  old: Row | null;
  /** A document's facts read before its checks (its number series); null for a master. */
  document: DocumentFacts | null;
  /** What `beforeSave` returned: handed to `posting`. */
  facts: unknown;
  /** The source documents whose status follows what this record takes. */
  touched: Touched[];
  konfirmasi: boolean | undefined;
}

export function saveAct(cx: RecordContext, writer: RecordWriter): ActDef {
  const { meta, doc, children, server, module } = cx;
  // A posting document's save may carry `konfirmasi` (KONFIRMASI): absent, the books' warnings are not asked.
  // An edit carries the version it was based on (`versi` from _get): none, or a newer one, refuses it (version.ts).
  const schema = recordSchema(meta, { ...server.extra, ...(doc?.posts ? { konfirmasi: KONFIRMASI } : {}), versi: VERSI });
  const save = defineAct({
    name: cx.names.save,
    summary:
      `Simpan ${meta.title}${doc ? ` (${doc.code})` : ''}: tanpa id menambah${doc ? ' dan memberi nomor' : ''}, dengan id mengubah` +
      (children.length ? `; ${children.map((c) => `${c.key}: [baris, dengan id bila sudah ada]`).join(', ')}` : '') +
      (doc?.posts ? '; diposting dalam transaksi yang sama' : '') +
      (doc?.posts ? '; konfirmasi 0: peringatan (saldo kas/bank menjadi minus) ditanyakan dulu — dijawab 1 dengan data.perlukonfirmasi dan data.peringatan, tidak disimpan; konfirmasi 1: peringatan sudah disetujui; tanpa konfirmasi: tidak ditanyakan' : '') +
      '. Angka hitungan (total …) dihitung ulang server; yang berbeda ditolak (15). versi (dari _get; balasan perubahan memberi versi barunya) wajib untuk mengubah (tanpa versi ditolak, 15); perubahan yang didasarkan pada versi lama ditolak (45, siapa dan kapan); tidak ada yang disimpan.',
    access: (p) => ({ modul: meta.access, aksi: rightFor(meta, (p as { id?: number }).id ? 'edit' : 'add') }),
    schema,
    module,
    async handler(ctx, payload) {
      // A read-only doctype (declared `readOnly`) is written only by the server's own code.
      if (meta.readOnly && !ctx.internal) throw new ActError(NUM.RULE, meta.readOnly);
      const { id, konfirmasi, versi, ...rest } = payload as Rec & { id?: number | null; konfirmasi?: boolean; versi?: string };
      const extra: Rec = {};
      for (const k of Object.keys(server.extra ?? {})) {
        extra[k] = rest[k];
        delete rest[k];
      }
      const old = id ? await cx.load(ctx.tx, { id }, { lock: true }) : null;
      if (id && !old) throw cx.notFound();
      if (old) await assertNotLocked(ctx, cx.lockOf(old));
      if (old) {
        requireVersion(cx, versi);
        await assertCurrent(cx, ctx, old, versi);
      }
      const { rec, document } = await checkRecord(cx, ctx, rest, old);
      const facts: unknown = await server.beforeSave?.(ctx, rec, old, extra);
      const touched = await applyLinks(cx, ctx, rec, old);
      const saved = await writeAndPost(cx, writer, ctx, { rec, old, document, facts, touched, konfirmasi });
      await server.afterSave?.(ctx, saved, old, extra);
      ctx.activity?.({ dokumen: String(saved[meta.key] ?? saved.id), before: headerOf(meta, old), after: headerOf(meta, saved) });
      if (old) await releaseLock(ctx, cx.lockOf(old));
      // An edit's reply carries the version it made, for the next edit based on it.
      if (old) return { ...cx.reply(saved), versi: await versionOf(ctx.tx, cx, Number(saved.id)) };
      return cx.reply(saved);
    },
  });
  // Masters written as plain columns, without an afterSave, take batches of new records.
  if (!doc && writer.plainColumns && !server.afterSave && meta.fields[meta.key]?.unique) (save as SaveAct).saveNew = (ctx, payloads, progress) => saveNew(cx, ctx, payloads, progress);
  return save as ActDef;
}

/**
 * The record as it will be written, checked: rows kept or left out, a document's date, number and
 * office, figures computed (a sent figure that differs refused), references, rules, uniqueness.
 */
async function checkRecord(cx: RecordContext, ctx: ActContext, rest: Rec, old: Row | null): Promise<{ rec: Rec; document: DocumentFacts | null }> {
  const { meta, doc, children } = cx;
  // Child tables left out of an edit keep their rows; a new record starts without rows.
  for (const c of children) if (rest[c.key] === undefined) rest[c.key] = old ? stripKept(c, old[c.key] as Rec[]) : [];
  // A row taken from another document with nothing taken (quantity 0) is not part of the record:
  // leaving a taken line at 0 leaves it out (a return of some of a sale's lines).
  for (const c of children) if (c.linksTo) rest[c.key] = (rest[c.key] as Rec[]).filter((r) => !untaken(c, r));
  // The reference check's read goes out with the document's facts, for the codes as sent; used
  // when the record, once dated, numbered and computed, names the same codes (it nearly always does).
  const refSources = (r: Rec): RefSource[] => [
    { fields: meta.fields, records: [r], path: (_, k) => k },
    ...children.map((c) => ({ fields: c.fields, records: (r[c.key] ?? []) as Rec[], path: (i: number, k: string) => `${c.key}.${i}.${k}`, header: r })),
  ];
  const document = doc ? await prepareDocument(cx, ctx, doc, rest, old, planRefs(ctx.tx, refSources(rest))) : null;
  for (const c of children) {
    const n = (rest[c.key] as Rec[]).length;
    if (n < c.min) throw new ActError(NUM.INVALID, `${c.title} minimal ${c.min} baris.`, { fields: { [c.key]: `${c.title} minimal ${c.min} baris` } });
  }
  // Figures: computed again; a figure sent that differs is refused, one left out is filled.
  const rec = computeRecord(meta, rest);
  refuseAll(computedMismatches(meta, rest, rec, shown), NUM.INVALID);
  if (document?.refs && document.refs.key === refKeyOf(refSources(rec))) document.refs.judge(ctx.tx);
  else await checkRefs(ctx.tx, refSources(rec));
  refuseAll(checkRules(meta, rec), NUM.INVALID);
  await checkUnique(cx, ctx, rec, old);
  if (old && !doc && old[meta.key] !== rec[meta.key]) await assertNotReferenced(ctx.tx, meta.name, meta.title, String(old[meta.key]), 'diubah kodenya');
  return { rec, document };
}

/**
 * The number last, after every check: the series row stays locked from there to the commit. A new
 * record is written in one statement (header, rows, and the number when it takes one); a posting
 * document is then posted with its `beforeSave` facts — or, taking its number late, posted first.
 */
async function writeAndPost(cx: RecordContext, writer: RecordWriter, ctx: ActContext, s: Checked): Promise<Row> {
  const { meta, cols, doc, server } = cx;
  const { rec, old, touched } = s;
  const numbering = doc && !old && !rec.notransaksi ? { code: doc.code, date: rec.tanggal as string, kodekantor: (rec.kodekantor as string) || undefined } : null;
  const oneStatement = doc && !old && writer.plainColumns && Object.entries(rec).every(([k, v]) => k === 'id' || k in meta.tables || v === undefined || (cols[k] && isPlain(cols[k])));
  const plan = numbering ? planNumber(numbering, s.document?.series ?? { formats: [], headOffice: '' }) : null;
  if (oneStatement && plan && server.numberLast) {
    const late = await postFirst(cx, writer, ctx, s, plan);
    if (late) return late;
  }
  let saved: Row;
  if (oneStatement) saved = await writer.insertRecord(ctx, rec, plan);
  else {
    if (numbering) rec.notransaksi = await nextNumber(ctx.tx, numbering, s.document?.series);
    saved = await writer.write(ctx, rec, old);
  }
  await updateStatus(ctx.tx, touched);
  if (doc?.posts && server.posting && ctx.books) {
    const number = String(saved.notransaksi);
    const posting = await server.posting(ctx, saved, { facts: s.facts, number, late: false });
    await askFirst(ctx, { sumber: doc.code, notransaksi: number, tanggal: String(saved.tanggal), fresh: !old }, posting, s.konfirmasi);
    await ctx.books.post(ctx.tx, { sumber: doc.code, notransaksi: number, tanggal: String(saved.tanggal), userid: ctx.session?.userid, fresh: !old }, posting);
  }
  return saved;
}

/**
 * A new document that takes its number after its posting's locks (DoctypeServer.numberLast): the
 * posting is made from the record as it will be written (`late`, LATE_NUMBER); the record's
 * statement (with the number) goes out with the posting's next statement, after it, in its
 * message (`afterNext`) — the items' locks — and the books, once they have costed the moves, ask
 * the number (`PostingRef.number`: the record's row); their own writes then go with the COMMIT.
 * Null when the document does not post here (no posting or no books): written as any other.
 */
async function postFirst(cx: RecordContext, writer: RecordWriter, ctx: ActContext, s: Checked, plan: NumberPlan): Promise<Row | null> {
  const { doc, server } = cx;
  if (!doc?.posts || !server.posting || !ctx.books) return null;
  const { rec, touched } = s;
  const posting = await server.posting(ctx, { ...rec, id: 0, notransaksi: LATE_NUMBER } as Row, { facts: s.facts, number: LATE_NUMBER, late: true });
  await askFirst(ctx, { sumber: doc.code, notransaksi: LATE_NUMBER, tanggal: String(rec.tanggal), fresh: true }, posting, s.konfirmasi);
  const late = await lateRecord(ctx, writer.recordInsert(rec, plan), touched);
  await ctx.books.post(ctx.tx, { sumber: doc.code, notransaksi: LATE_NUMBER, number: late.number, tanggal: String(rec.tanggal), userid: ctx.session?.userid, fresh: true }, posting);
  return late.saved();
}

/**
 * The record of a document taking its number late, its statement handed to `afterNext`: `number`
 * (given to the books as PostingRef.number) and `saved` wait for its row, once; the documents it
 * takes from then get their status.
 */
async function lateRecord(ctx: ActContext, insert: ReturnType<RecordWriter['recordInsert']>, touched: Touched[]) {
  const later = await afterNext<Rec>(ctx.tx, insert.query);
  let written: Row | null = null;
  const saved = async (): Promise<Row> => {
    if (written) return written;
    written = insert.saved((await later.rows())[0]);
    await updateStatus(ctx.tx, touched);
    return written;
  };
  return { number: async () => String((await saved()).notransaksi), saved };
}
