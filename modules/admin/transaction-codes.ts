/**
 * Transaction codes whose numbers can be formatted (spec §3 "Transaction codes", plus the
 * accounting documents), derived from the module manifests (`codes`, and every document's code).
 * `sp` marks order documents (surat pesanan: /settingnomorsp); the others are on
 * /settingnomortrs. Isomorphic: the web lists them on both screens. The spec's list stays as a
 * test (apps/server/test/transaction-codes.spec-list.ts).
 */
import { isDocument, registeredManifests, type ModuleManifest } from '@niaga/kernel';

export interface TransactionCode {
  kode: string;
  judul: string;
  grup: 'trs' | 'sp';
}

/**
 * The codes of a module list, by sequence: every manifest's `codes` lines (title: the module's
 * document with that code), then each document's code with no line.
 */
export function buildTransactionCodes(manifests: readonly ModuleManifest[]): TransactionCode[] {
  const docTitle = new Map<string, string>();
  for (const m of manifests) for (const d of m.doctypes) if (isDocument(d) && !docTitle.has(d.code)) docTitle.set(d.code, d.title);
  const out: Array<TransactionCode & { sequence: number }> = [];
  for (const m of manifests)
    for (const c of m.codes ?? []) {
      if (out.some((x) => x.kode === c.code)) throw new Error(`kode transaksi ${c.code} dideklarasikan dua kali (modul ${m.name})`);
      const judul = c.title ?? docTitle.get(c.code);
      if (!judul) throw new Error(`kode transaksi ${c.code} (modul ${m.name}) tanpa judul`);
      out.push({ kode: c.code, judul, grup: c.group ?? 'trs', sequence: c.sequence });
    }
  for (const [kode, judul] of docTitle) if (!out.some((x) => x.kode === kode)) out.push({ kode, judul, grup: 'trs', sequence: Infinity });
  return out.sort((x, y) => x.sequence - y.sequence).map(({ sequence: _s, ...c }) => c);
}

let derived: TransactionCode[] | null = null;

/** Every transaction code, derived once from the registered module list (@niaga/modules). */
export const transactionCodes = (): TransactionCode[] => (derived ??= buildTransactionCodes(registeredManifests()));

export const transactionCode = (kode: string) => transactionCodes().find((c) => c.kode === kode);
