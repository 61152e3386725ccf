/**
 * Row fields an act proposes while a child table is typed (`ChildMeta.defaults`, e.g. the list
 * price and period discounts of a back-office sale's line from `gethargajual`): when a person
 * changes a row's item, unit, variant or quantity, or the header's customer or date, the rows that
 * changed are asked for at once (one call, a short pause after the last keystroke) and their
 * `fills` set from the answer. Rows loaded with a record are not asked until changed; rows taken
 * from another document or given by a promo never are, and a price typed while the act was asked
 * is kept. The server still judges what is saved.
 */
import { useEffect, useRef } from 'react';
import dayjs from 'dayjs';
import type { FormInstance } from 'antd';
import { Form } from 'antd';
import type { ChildMeta, LineDefaultsSpec } from '@niaga/kernel';
import { LINK_FIELD } from '@niaga/kernel';
import { call } from '../api';
import type { FormRow } from './values';

/** Fields that leave a row as it is: taken from another document, or a promo's line. */
const KEEP = [LINK_FIELD, 'idpromo'];
const WAIT_MS = 250;

/** A form value as the wire has it (dates as yyyy-MM-dd). */
const wire = (v: unknown): string => (v === null || v === undefined ? '' : dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : String(v));

/** A row's proposed fields as they are now. */
const fillsOf = (spec: LineDefaultsSpec, row: FormRow | undefined) => JSON.stringify(spec.fills.map((k) => wire(row?.[k])));

/** What a row is priced from: its keys and the header fields. */
export const rowSignature = (spec: LineDefaultsSpec, row: FormRow | undefined, header: Record<string, unknown>) =>
  JSON.stringify([...spec.keys.map((k) => wire(row?.[k])), ...spec.header.map((h) => wire(header[h]))]);

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
  // Rows to ask for, with their fills when the change was seen: a price typed since is kept.
  const pending = useRef(new Map<number, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const headerKey = spec ? JSON.stringify(spec.header.map((h) => wire(header[h]))) : '';

  useEffect(() => {
    if (!spec) return;
    const headerTouched = form.isFieldsTouched(spec.header.map((h) => [h]));
    const { signatures, ask } = rowsToAsk(child, spec, rows, header, prev.current, (i) => headerTouched || form.isFieldsTouched(spec.keys.map((k) => [child.key, i, k])));
    prev.current = signatures;
    if (!ask.length) return;
    for (const i of ask) if (!pending.current.has(i)) pending.current.set(i, fillsOf(spec, rows[i]));
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
    const next = now.map((r, i) => {
      const n = asked.indexOf(i);
      // A row changed again while asking keeps its values (the next answer sets them), and so does
      // a row whose price or discounts were typed since the change was seen.
      if (n < 0 || !answer[n] || rowSignature(spec, r, nowHead) !== signatures[n] || fillsOf(spec, r) !== seen.get(i)) return r;
      const set = Object.fromEntries(spec.fills.filter((k) => answer[n][k] !== null && answer[n][k] !== undefined && wire(r[k]) !== String(answer[n][k])).map((k) => [k, String(answer[n][k])]));
      if (!Object.keys(set).length) return r;
      changed = true;
      return { ...r, ...set };
    });
    if (!changed) return;
    form.setFieldValue(child.key, next);
    onChanged();
  };
}
