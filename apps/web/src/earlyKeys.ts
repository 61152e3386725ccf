/**
 * The keys typed before the first screen was drawn (public/early-keys.js keeps them): taken once,
 * as the texts of the fields they were meant for (a Tab moves to the next field).
 */
export function takeEarlyKeys(): string[] {
  const w = window as unknown as { __niagaEarlyKeys?: string[] | null };
  const keys = w.__niagaEarlyKeys ?? [];
  w.__niagaEarlyKeys = null;
  const fields = [''];
  for (const k of keys) {
    if (k === 'Tab') fields.push('');
    else fields[fields.length - 1] += k;
  }
  return fields.length === 1 && fields[0] === '' ? [] : fields;
}
