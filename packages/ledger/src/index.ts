/**
 * The posting core's public face: post, reverse and repost documents, the books' checks and
 * repairs, and the read side (balances, ledgers, stock cards). Its tables are not exported: only
 * the ledger writes them (a lint rule refuses imports of its internals; `@niaga/ledger/schema` is
 * for the schema declaration drizzle-kit reads, and nothing else).
 */
export * from './dates';
export { books, requireBooks, openBooks, assertOpen, checkOpen, companyToday, openingDate, NO_BOOKS, type Books, type OpenBooksInput } from './periods';
export { accountOf, resolveAccounts, accountHasPostings, refKey, type Account, type AccountRef } from './accounts';
export { costMoves, costOne, emptyState, type CostMove, type CostResult, type CostState } from './cost';
export { post, unpost, repost, debit, credit, type Posting, type PostResult, type JournalLine, type StockMove, type Amount, type UnpostOptions } from './post';
export { checkInvariants, checkCosting, registerInvariant, type InvariantCheck, type InvariantOptions, type InvariantReport } from './invariants';
export { registerPostingDocument, postingDocuments, type PostingDocument } from './sources';
export { recalculate, type RecalcResult } from './recalc';
export { stockFigures } from './balances';
export * from './views';
export * from './yearend';
export { hledgerJournal } from './export';
export { ledgerBooks, type DocumentPosting } from './books';
export { cashWarnings } from './cash-warnings';
export { stockCard, type StockCard, type StockCardRow, type StockCardInput } from './stockcard';
export { knownNegativeStock, negativeStockAllowed } from './stock';
export * from './listings';
export { invoices, invoicePage, invoiceAgeing, keepOpen, keepsOpen, openItemValues, assertNotSettled, depositBalance, depositBalances, type AgeingRow, type OpenItemSide, type InvoiceSource, type Settlement, type DepositBook, type Invoice, type InvoiceQuery } from './open-items';
export { moveText, qtyText } from './move-text';
export { onStockChanged, type StockChange, type StockListener } from './stock-listeners';
export { bookFigures, type BookFigures } from './figures';
