/**
 * The books as the kernel sees them (Books of @niaga/kernel/server): documents hand their posting
 * here in their own transaction — journal lines and stock moves, reposted on every save (the old
 * version reversed), reversed on delete — and ask for the period lock and today's date.
 */
import { sql } from 'drizzle-orm';
import type { Books, PostingRef, Tx } from '@niaga/kernel/server';
import { knowRoles, rolesJson } from './accounts';
import { assertOpen, booksJson, companyToday, knowBooks } from './periods';
import { knownNegativeStock } from './stock';
import { post, repost, unpost, type JournalLine, type StockMove } from './post';
import { cashWarnings } from './cash-warnings';

/** What a document's posting function returns: its journal lines and stock moves. */
export interface DocumentPosting {
  keterangan?: string;
  lines: JournalLine[];
  moves?: StockMove[];
}

export const ledgerBooks: Books = {
  // Read with the document's facts, before its number is taken: the calendar, the accounts bound
  // to roles and the negative-stock setting, which the posting would otherwise read after it.
  prefetch: {
    sql: sql`json_build_object('b', ${booksJson}, 'r', ${rolesJson}, 's', (select nilai from konfigurasi where nama = 'stokminus'))`,
    known: (tx: Tx, value: unknown) => {
      const v = value as { b?: unknown; r?: unknown; s?: string | null } | null;
      knowBooks(tx, v?.b ?? null);
      knowRoles(tx, v?.r ?? null);
      knownNegativeStock(tx, v?.s ?? undefined);
    },
  },
  checkDate: async (tx, tanggal) => {
    await assertOpen(tx, tanggal);
  },
  today: (tx) => companyToday(tx),
  async post(tx, ref: PostingRef, posting) {
    const p = posting as DocumentPosting;
    const q = { sumber: ref.sumber, notransaksi: ref.notransaksi, number: ref.number, tanggal: ref.tanggal, userid: ref.userid, keterangan: p.keterangan, lines: p.lines, moves: p.moves };
    // A new document has nothing to reverse (post itself refuses one that is posted already).
    await (ref.fresh ? post(tx, q) : repost(tx, q));
  },
  warnings: (tx, ref, posting) => cashWarnings(tx, ref, posting as DocumentPosting),
  unpost: (tx, ref) => unpost(tx, ref.sumber, ref.notransaksi, { userid: ref.userid }),
};
