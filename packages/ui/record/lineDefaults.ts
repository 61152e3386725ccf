/**
 * Row fields an act proposes while a child table is typed (`ChildMeta.defaults`, e.g. the list
 * price and period discounts of a back-office sale's line from `gethargajual`): when a person
 * changes a row's item, unit, variant or quantity, or the header's customer or date, the rows that
 * changed are asked for at once (one call, a short pause after the last keystroke) and their
 * `fills` set from the answer. Rows loaded with a record are not asked until changed; rows taken
 * from another document or given by a promo never are, and a price typed while the act was asked
 * is kept.
 *
 * A change of the quantity alone (`defaults.qty`) re-proposes only the fills that came from the
 * act: a price typed on the line is kept, a list price is re-priced (quantity tiers). Each row keeps
 * what was last proposed for it (`_usulan`: the keys it was asked with and the fills answered), so a
 * fill that no longer holds that value was typed; a row without it (loaded with the record) counts
 * the fills a person touched as typed. Any other key (item, unit, variant) or header field
 * re-proposes every fill. The server still judges what is saved (a price other than the list's
 * needs mJual·medit or a supervisor's grant).
 */
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import dayjs from 'dayjs';
import type { FormInstance } from 'antd';
import { Form } from 'antd';
import type { ChildMeta, LineDefaultsSpec } from '@niaga/kernel';
import { LINK_FIELD } from '@niaga/kernel';
import { call } from '../api';
import type { FormRow } from './values';

/** Fields that leave a row as it is: taken from another document, or a promo's line. */
const KEEP = [LINK_FIELD, 'idpromo'];
/** The row's last proposal: JSON {sig: its rowSignature when asked, fills: the answer's fills}. Not a declared field, so never sent. */
export const PROPOSED = '_usulan';
const WAIT_MS = 250;

/** A form value as the wire has it (dates as yyyy-MM-dd). */
const wire = (v: unknown): string => (v === null || v === undefined ? '' : dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : String(v));

/** A row's proposed fields as they are now. */
const fillsOf = (spec: LineDefaultsSpec, row: FormRow | undefined) => JSON.stringify(spec.fills.map((k) => wire(row?.[k])));

/** What a row is priced from: its keys and the header fields. */
export const rowSignature = (spec: LineDefaultsSpec, row: FormRow | undefined, header: Record<string, unknown>) =>
  JSON.stringify([...spec.keys.map((k) => wire(row?.[k])), ...spec.header.map((h) => wire(header[h]))]);

/** Two wire values are the same value: decimals compared as numbers written out ('4200' = '4200.00'), others as text. */
export const sameValue = (a: string, b: string) => {
  const dec = /^-?\d+(\.\d+)?$/;
  const norm = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v).replace(/^-0$/, '0');
  return dec.test(a) && dec.test(b) ? norm(a) === norm(b) : a === b;
};

/** Whether two signatures differ in the quantity key only (`spec.qty`), header and other keys the same. */
export function quantityOnly(spec: LineDefaultsSpec, before: string | undefined, now: string): boolean {
  if (!spec.qty || !before) return false;
  const q = spec.keys.indexOf(spec.qty);
  const a = JSON.parse(before) as string[];
  const b = JSON.parse(now) as string[];
  return a.length === b.length && a.some((v, i) => i === q && !sameValue(v, b[i])) && a.every((v, i) => i === q || v === b[i]);
}

/**
 * The fills to set on a row from the act's answer: each the answer gives that differs from the row,
 * except — when only the quantity changed since the row's last proposal — the fills a person set:
 * no longer the value last proposed (`_usulan`), or, for a row never proposed (loaded), touched.
 */
export function fillsToSet(
  spec: LineDefaultsSpec,
  row: FormRow,
  answer: Record<string, unknown>,
  signature: string,
  before: string | undefined,
  touched: (k: string) => boolean,
): Record<string, string> {
  const last = row[PROPOSED] ? (JSON.parse(String(row[PROPOSED])) as { sig: string; fills: string[] }) : null;
  const qtyOnly = quantityOnly(spec, last ? last.sig : before, signature);
  const typed = (k: string, j: number) => qtyOnly && (last ? !sameValue(wire(row[k]), last.fills[j]) : touched(k));
  const out: Record<string, string> = {};
  spec.fills.forEach((k, j) => {
    const v = answer[k];
    if (v === null || v === undefined || typed(k, j) || wire(row[k]) === String(v)) return;
    out[k] = String(v);
  });
  return out;
}

/**
 * The rows to ask for now: changed since `prev` (their signature), with every required key, not
 * kept, and changed by a person (`touched`: one of its keys, or the header) or still without a
 * value in its first fill (a line a scan just added). `prev` null: the first look, nothing asked.
 */
export function rowsToAsk(
  child: Pick<ChildMeta, 'fields'>,
  spec: LineDefaultsSpec,
  rows: FormRow[],
  header: Record<string, unknown>,
  prev: string[] | null,
  touched: (i: number) => boolean,
): { signatures: string[]; ask: number[] } {
  const signatures = rows.map((r) => rowSignature(spec, r, header));
  if (!prev) return { signatures, ask: [] };
  const ask: number[] = [];
  rows.forEach((r, i) => {
    if (!r || signatures[i] === prev[i]) return;
    if (KEEP.some((k) => r[k])) return;
    if (spec.keys.some((k) => child.fields[k]?.required && !wire(r[k]))) return;
    const first = wire(r[spec.fills[0]]);
    if (touched(i) || !first || Number(first) === 0) ask.push(i);
  });
  return { signatures, ask };
}

/** Keeps the rows' `defaults` fields as the act proposes them (see above); a no-op for a table without `defaults`. */
export function useLineDefaults(form: FormInstance, child: ChildMeta, header: Record<string, unknown>, onChanged: () => void) {
  const spec = child.defaults ?? null;
  const rows = (Form.useWatch(child.key, { form, preserve: true }) as FormRow[] | undefined) ?? [];
  const prev = useRef<string[] | null>(null);
  // Rows to ask for, with their fills when the change was seen (a price typed since is kept) and their signature before it.
  const pending = useRef(new Map<number, { fills: string; before: string | undefined }>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const headerKey = spec ? JSON.stringify(spec.header.map((h) => wire(header[h]))) : '';

  useEffect(() => {
    if (!spec) return;
    const headerTouched = form.isFieldsTouched(spec.header.map((h) => [h]));
    const before = prev.current;
    const { signatures, ask } = rowsToAsk(child, spec, rows, header, before, (i) => headerTouched || form.isFieldsTouched(spec.keys.map((k) => [child.key, i, k])));
    prev.current = signatures;
    if (!ask.length) return;
    for (const i of ask) if (!pending.current.has(i)) pending.current.set(i, { fills: fillsOf(spec, rows[i]), before: before?.[i] });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void askNow(), WAIT_MS);
  }, [spec, rows, headerKey]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const askNow = async () => {
    if (!spec) return;
    const cur = (form.getFieldValue(child.key) as FormRow[] | undefined) ?? [];
    const head = form.getFieldsValue(spec.header.map((h) => [h])) as Record<string, unknown>;
    const seen = new Map(pending.current);
    const asked = [...seen.keys()].filter((i) => i < cur.length);
    pending.current.clear();
    if (!asked.length) return;
    const signatures = asked.map((i) => rowSignature(spec, cur[i], head));
    const env = await call<Record<string, Record<string, unknown>[]>>(spec.act, {
      ...Object.fromEntries(spec.header.map((h) => [h, wire(head[h]) || undefined])),
      lines: asked.map((i) => Object.fromEntries(spec.keys.map((k) => [k, wire(cur[i][k])]))),
    });
    if (env.num !== 0) return;
    const answer = env.data?.[spec.table] ?? [];
    const now = (form.getFieldValue(child.key) as FormRow[] | undefined) ?? [];
    const nowHead = form.getFieldsValue(spec.header.map((h) => [h])) as Record<string, unknown>;
    let changed = false;
    let marked = false;
    const setIds = new Set<string>();
    const next = now.map((r, i) => {
      const n = asked.indexOf(i);
      // A row changed again while asking keeps its values (the next answer sets them), and so does
      // a row whose price or discounts were typed since the change was seen.
      if (n < 0 || !answer[n] || rowSignature(spec, r, nowHead) !== signatures[n] || fillsOf(spec, r) !== seen.get(i)?.fills) return r;
      const set = fillsToSet(spec, r, answer[n], signatures[n], seen.get(i)?.before, (k) => form.isFieldTouched([child.key, i, k]));
      // What was proposed for the row as it is now: a later change of its quantity alone tells a typed fill by it.
      const proposed = JSON.stringify({ sig: signatures[n], fills: spec.fills.map((k) => (answer[n][k] === null || answer[n][k] === undefined ? wire(r[k]) : String(answer[n][k]))) });
      for (const k of Object.keys(set)) setIds.add(`${child.key}_${i}_${k}`);
      if (Object.keys(set).length) changed = true;
      else if (r[PROPOSED] === proposed) return r;
      marked = true;
      return { ...r, ...set, [PROPOSED]: proposed };
    });
    if (!changed && !marked) return;
    // Drawn at once (flushSync: the form's render and the input's own layout effects), so the cell
    // the person is in can be selected before their next key: a proposal landing in the price cell
    // just reached with Enter is selected, as a cell reached with Enter is, and what they type next
    // replaces it (12.000 then '12500' typed read 1.200.012.500). Selecting a frame later let a key
    // typed meanwhile on a busy machine land at the end of the proposal.
    flushSync(() => form.setFieldValue(child.key, next));
    if (changed) onChanged();
    const el = document.activeElement;
    if (setIds.size && el instanceof HTMLInputElement && setIds.has(el.id)) {
      el.select();
      // Should the input draw its value a frame later still, select it then — unless a key was typed since.
      let typed = false;
      const onKey = () => void (typed = true);
      el.addEventListener('keydown', onKey, { once: true });
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          el.removeEventListener('keydown', onKey);
          if (!typed && document.activeElement === el) el.select();
        }),
      );
    }
  };
}
