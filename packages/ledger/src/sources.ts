/**
 * Which table holds the document behind each posting source. The ledger knows no document tables;
 * a module that posts under a source code says where its documents live, once, when it is loaded
 * (`registerPostingDocument`). The invariants use it to find a live posting whose document is gone
 * and a document without its live posting; tests use it to know every posting document type.
 */
import { isDocument } from '@niaga/kernel';
import { postingDoctypes } from '@niaga/kernel/server';

export interface PostingDocument {
  /** Source code of its postings (gl_jurnal.sumber): KM, KK, JU, BL, … */
  sumber: string;
  /** Header table in the company schema (one row per document). */
  table: string;
  /** What people call it, for messages: "Kas Masuk". */
  title: string;
  /**
   * SQL expression over the table's columns giving the posting's notransaksi (trusted code, not
   * input); default the `notransaksi` column.
   */
  nomor?: string;
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;
const documents = new Map<string, PostingDocument>();

/** Declares the document table of a posting source. Registering the same source twice must agree. */
export function registerPostingDocument(d: PostingDocument): void {
  if (!/^[A-Z]{1,10}$/.test(d.sumber)) throw new Error(`sumber posting '${d.sumber}' tidak valid`);
  if (!IDENT.test(d.table)) throw new Error(`tabel dokumen '${d.table}' tidak valid`);
  const known = documents.get(d.sumber);
  if (known && (known.table !== d.table || (known.nomor ?? '') !== (d.nomor ?? '')))
    throw new Error(`sumber posting ${d.sumber} sudah terdaftar untuk tabel ${known.table}`);
  documents.set(d.sumber, { ...d });
}

/**
 * Every posting document type, by source code: the kernel's documents that declare a posting
 * (registered as their acts are made), and the sources registered here (opening balances, closing).
 */
export function postingDocuments(): PostingDocument[] {
  const all = new Map(documents);
  for (const m of postingDoctypes()) if (isDocument(m) && !all.has(m.code)) all.set(m.code, { sumber: m.code, table: m.name, title: m.title });
  return [...all.values()].sort((a, b) => a.sumber.localeCompare(b.sumber));
}
