/**
 * The fields every invoice table of the open-items mechanism declares (@niaga/ledger open-items.ts:
 * payables in @niaga/purchasing, receivables in @niaga/sales): the remaining amount now, and its due date while
 * something remains (null once settled; indexed: "the open invoices, oldest due first" reads the
 * index, not every invoice). The server keeps both (ledger `openItemValues`, `keepOpen`).
 * Isomorphic: the declarations that use them run in the browser too.
 */
import { date, decimal } from '@niaga/kernel';

export const openItemFields = () => ({
  sisakredit: decimal('Sisa Kredit').default('0').hidden(),
  tempo: date('Jatuh Tempo Sisa').optional().hidden().indexed(),
});
