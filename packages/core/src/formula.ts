/**
 * Text a spreadsheet would run as a formula (CSV injection): a cell that starts with =, +, -, @,
 * a tab or a carriage return. Niaga refuses such text when it is saved (the kernel's text and code
 * fields, packages/kernel/src/validate.ts) and every CSV it writes refuses a cell of user text that
 * starts so (saved before the rule), naming the record.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** True when `v` would start a formula in a spreadsheet cell. */
export const startsFormula = (v: unknown): boolean => typeof v === 'string' && FORMULA_START.test(v);

/** The refusal of such a value, in Indonesian: "<label> tidak boleh diawali …". */
export const formulaMessage = (label: string) => `${label} tidak boleh diawali tanda = + - @ atau tab (dapat terbaca sebagai rumus di Excel)`;

/**
 * The first cell of user text among `cells` (field label → value) that starts a formula, as a
 * sentence naming the record (`what`, e.g. "Pelanggan MAJU"), or null when every cell is safe.
 */
export function formulaIn(what: string, cells: Record<string, unknown>): string | null {
  for (const [label, v] of Object.entries(cells))
    if (startsFormula(v)) return `${what}: ${label} "${String(v).slice(0, 40)}" diawali tanda = + - @ atau tab dan dapat terbaca sebagai rumus di Excel; perbaiki datanya lalu ekspor lagi.`;
  return null;
}
