/**
 * Races on one posted document, for every document type that posts (issue 9): delete × delete,
 * edit × delete and edit × edit from two sessions at the same moment. Whatever the order the
 * database picks, the outcome must be one that the calls could have had one after the other:
 * exactly one delete wins (the others answer 40 or 43), of two edits based on one version one is
 * written (the other answers 45 or 43), a posting is reversed at most once, the
 * balances are exactly those of the surviving version, and the ledger invariants hold.
 *
 * A new document type adds a `RaceSample` (its module's test/race-samples.ts) to the list in
 * document-races.test.ts; that file fails while a registered posting document type
 * (`registerPostingDocument`) has no sample.
 *
 * Real concurrency needs PostgreSQL (TEST_DATABASE_URL, as CI's `npm run test:pg`): each call gets
 * its own connection and the races interleave. On PGlite (one connection) the same calls queue,
 * so the suite there checks the serial outcomes only.
 */
import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@niaga/kernel/server';
import { checkInvariants } from '@niaga/ledger';
import { post, testServer, type TestCompany } from './harness';

export interface RaceVersion {
  /** Payload of `<doctype>_save` (without id). */
  payload: Record<string, unknown>;
  /** What this version alone leaves on the accounts it touches: kodeacc → debit − credit. */
  balances: Record<string, string>;
}

export interface RaceSample {
  /** Posting source code of the document type (gl_jurnal.sumber). */
  sumber: string;
  /** Act prefix: `<doctype>_save`, `<doctype>_del`, `<doctype>_get`. */
  doctype: string;
  /** A company where this document can be saved (books set up, master data present). */
  company(): Promise<TestCompany>;
  /** The document as added, and two different edits of it. */
  add: RaceVersion;
  editA: RaceVersion;
  editB: RaceVersion;
}

/**
 * Rounds per kind of race, each a new document and a new race: several on PostgreSQL, where the
 * interleaving differs from round to round; one on PGlite, where the calls queue the same way.
 */
const rounds = async () => ((await testServer()).db.kind === 'postgres' ? 3 : 1);

type Caller = (act: string, payload: unknown) => Promise<{ num: number; msg: string }>;

async function sessions(co: TestCompany): Promise<[Caller, Caller]> {
  const login = await post({ act: 'lgx', iper: co.iper, uname: 'ADMIN', passw: co.password });
  if (login.num !== 0) throw new Error(`login kedua gagal: ${login.msg}`);
  const token2 = (login.data as { token: string }).token;
  const second: Caller = (act, payload) => post({ act, token: token2, aprq: JSON.stringify(payload) });
  return [(act, payload) => co.act(act, payload), second];
}

async function balances(co: TestCompany, accounts: string[]): Promise<Record<string, string>> {
  const rows = await co.sql<{ kodeacc: string; v: string }>(
    `select p.kodeacc, coalesce(sum(s.debet - s.kredit), 0)::numeric(20,2)::text as v from perkiraan p left join gl_saldo s on s.perkiraan_id = p.id
     where p.kodeacc in (${accounts.map((a) => `'${a}'`).join(', ')}) group by p.kodeacc`,
  );
  return Object.fromEntries(accounts.map((a) => [a, rows.find((r) => r.kodeacc === a)?.v ?? 'tidak ada']));
}

async function problems(co: TestCompany): Promise<string[]> {
  const { db } = await testServer();
  return db.tx(co.company.schema_name, async (tx) => (await checkInvariants(tx, { deep: true })).masalah);
}

/** Registers the three races of one document type as tests. */
export function documentRaces(sample: RaceSample) {
  const accounts = [...new Set([sample.add, sample.editA, sample.editB].flatMap((v) => Object.keys(v.balances)))].sort();
  const full = (v: RaceVersion | null) => Object.fromEntries(accounts.map((a) => [a, v?.balances[a] ?? '0.00']));
  // One company for the three races of a document type (a company's creation costs more than a
  // race): every round ends with its document deleted and the balances back at zero (`settle`),
  // so each race starts from the same books.
  let company: Promise<{ co: TestCompany; callers: [Caller, Caller] }> | null = null;
  const setup = () =>
    (company ??= (async () => {
      const co = await sample.company();
      return { co, callers: await sessions(co) };
    })());

  async function added(co: TestCompany): Promise<number> {
    const r = await co.act(`${sample.doctype}_save`, sample.add.payload);
    expect(r, 'dokumen ditambah').toMatchObject({ num: 0 });
    expect(await balances(co, accounts)).toEqual(full(sample.add));
    return (r.data as { id: number }).id;
  }

  /** The version of the document as both sessions opened it (`_get`), which their edits are based on. */
  async function opened(co: TestCompany, id: number): Promise<string> {
    const got = await co.act(`${sample.doctype}_get`, { id });
    expect(got.num).toBe(0);
    return (got.data as { versi: string }).versi;
  }

  /** After a round: the books hold, and a surviving document is deleted so that every round starts from zero. */
  async function settle(co: TestCompany, id: number, alive: boolean) {
    expect(await problems(co)).toEqual([]);
    const got = await co.act(`${sample.doctype}_get`, { id });
    expect(got.num).toBe(alive ? 0 : 40);
    if (alive) expect((await co.act(`${sample.doctype}_del`, { id })).num).toBe(0);
    expect(await balances(co, accounts)).toEqual(full(null));
  }

  describe(`${sample.doctype} (${sample.sumber}): races on one posted document`, () => {
    test('delete × delete × delete × delete: exactly one wins, the posting is reversed once', async () => {
      const { co, callers } = await setup();
      for (let round = 0, n = await rounds(); round < n; round++) {
        const id = await added(co);
        const out = await Promise.all([0, 1, 2, 3].map((i) => callers[i % 2](`${sample.doctype}_del`, { id })));
        expect(out.filter((r) => r.num === 0), JSON.stringify(out)).toHaveLength(1);
        for (const r of out.filter((x) => x.num !== 0)) expect([40, 43], r.msg).toContain(r.num);
        expect(await balances(co, accounts)).toEqual(full(null));
        await settle(co, id, false);
      }
    });

    test('edit × delete: the delete wins; the edit either ran before it or is refused', async () => {
      const { co, callers } = await setup();
      for (let round = 0, n = await rounds(); round < n; round++) {
        const id = await added(co);
        const versi = await opened(co, id);
        const [edit, del] = await Promise.all([
          callers[round % 2](`${sample.doctype}_save`, { ...sample.editA.payload, id, versi }),
          callers[(round + 1) % 2](`${sample.doctype}_del`, { id }),
        ]);
        expect(del, 'hapus').toMatchObject({ num: 0 });
        expect([0, 40, 43], `ubah: ${edit.num} ${edit.msg}`).toContain(edit.num);
        expect(await balances(co, accounts)).toEqual(full(null));
        await settle(co, id, false);
      }
    });

    test('edit × edit from one version: exactly one is written, with exactly its balances', async () => {
      const { co, callers } = await setup();
      for (let round = 0, n = await rounds(); round < n; round++) {
        const id = await added(co);
        // Both edits are based on the version both sessions opened: the one written first makes the other stale (45).
        const versi = await opened(co, id);
        const out = await Promise.all([
          callers[0](`${sample.doctype}_save`, { ...sample.editA.payload, id, versi }),
          callers[1](`${sample.doctype}_save`, { ...sample.editB.payload, id, versi }),
        ]);
        for (const r of out) expect([0, 43, 45], `${r.num} ${r.msg}`).toContain(r.num);
        expect(out.filter((r) => r.num === 0)).toHaveLength(1);
        // Which edit ran last is the database's choice; the books must be exactly that version.
        expect([full(sample.editA), full(sample.editB)]).toContainEqual(await balances(co, accounts));
        const { db } = await testServer();
        const live = await db.tx(co.company.schema_name, (tx) =>
          rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from gl_jurnal where sumber = ${sample.sumber} and status = 0`),
        );
        expect(live[0].n).toBe(1);
        await settle(co, id, true);
      }
    });
  });
}
