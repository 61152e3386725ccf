/**
 * The books' read views (tenant migration 0025_ledger_views): what code outside this package may
 * name in SQL text when it reads the books beside its own tables (a report joining stock to items, a
 * rule asking whether a variant was ever moved). Each is a plain projection of one ledger table, so
 * PostgreSQL inlines it and a query plans as on the table; the tables themselves (their slots,
 * pairing and cost columns, how they are kept) stay the ledger's own. Writes go through post,
 * unpost, repost and the repairs; reads that are more than a join through the read functions
 * (balances, ledgers, stock cards). `packages/ledger/test/sealed-sql.test.ts` fails on SQL text
 * naming a ledger table outside this package.
 */
export const LEDGER_READ_VIEWS = {
  /** Postings (journal headers): live ones have status 0. */
  v_gl_jurnal: 'gl_jurnal',
  /** Journal lines. */
  v_gl_baris: 'gl_baris',
  /** Monthly balances per account (several rows per account and month may add up to it). */
  v_gl_saldo: 'gl_saldo',
  /** Stock moves in base units, with the running company-wide quantity and value after each. */
  v_stok_mutasi: 'stok_mutasi',
  /** Current company-wide quantity and value per item and variant. */
  v_stok_item: 'stok_item',
  /** Current quantity per item, variant and warehouse. */
  v_stok_gudang: 'stok_gudang',
} as const;

export type LedgerReadView = keyof typeof LEDGER_READ_VIEWS;
