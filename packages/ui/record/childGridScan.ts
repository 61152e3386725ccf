/**
 * The child grid's scan box (ChildGrid.tsx), for tables of items: a typed or scanned code, Enter →
 * the item found by its code or any unit's barcode becomes a line (with that barcode's unit), the
 * cursor on its quantity; a code not found, or found but not one the field takes, is said why.
 */
import { useRef, useState } from 'react';
import type { FormInstance, InputRef } from 'antd';
import { tableOf, type ChildMeta, type FieldSpec } from '@niaga/kernel';
import { call } from '../api';
import { fillsOf, refTarget, type Picked } from '../doctype/RefPicker';
import { emptyRow, isBlankRow, type FormRow } from './values';

export function useChildScan({
  child,
  scanner,
  fields,
  rowsNow,
  form,
  onChanged,
  addRow,
  focusCell,
  message,
}: {
  child: ChildMeta;
  scanner: { name: string; f: FieldSpec } | null;
  fields: [string, FieldSpec][];
  rowsNow: () => FormRow[];
  form: FormInstance;
  onChanged: () => void;
  addRow: (at?: number, row?: FormRow) => number;
  focusCell: (row: number, field?: string) => void;
  message: { warning: (text: string) => unknown };
}) {
  const scanRef = useRef<InputRef>(null);
  const [scan, setScan] = useState('');
  const [scanning, setScanning] = useState(false);

  /**
   * Why a scanned code gives no line: not found at all, or found but not one this field takes (an
   * assembly order takes assembly items only) — then its declared refusal (`ref.message`).
   */
  const notTaken = async (code: string) => {
    const target = refTarget(scanner!.f.ref!.doctype);
    if (target?.kind !== 'doctype') return `Kode atau barcode '${code}' tidak ditemukan.`;
    const notFound = `${target.meta.title} dengan kode atau barcode '${code}' tidak ditemukan.`;
    if (!scanner!.f.ref!.where) return notFound;
    const any = await call<Record<string, Picked[]>>(`${target.meta.name}_pick`, { exact: code, filter: target.meta.pick.where });
    const found = any.num === 0 ? any.data?.[tableOf(target.meta)]?.[0] : undefined;
    if (!found) return notFound;
    const kode = String(found[target.meta.key]);
    const name = target.meta.nameField ? String(found[target.meta.nameField] ?? '') : '';
    const template = scanner!.f.ref!.message ?? '{label}: {code} {name} tidak dapat dipilih di sini.';
    return template.replaceAll('{label}', scanner!.f.label).replaceAll('{code}', kode).replaceAll('{name}', name).replace(/\s+/g, ' ').trim();
  };

  /** The scan box: a code or barcode, Enter → the item's line, the cursor on its quantity. */
  const onScan = async () => {
    const code = scan.trim();
    if (!code || !scanner || scanning) return;
    const target = refTarget(scanner.f.ref!.doctype);
    if (target?.kind !== 'doctype') return;
    setScanning(true);
    const env = await call<Record<string, Picked[]> & { cocok: Record<string, unknown> | null }>(`${target.meta.name}_pick`, {
      exact: code,
      filter: { ...target.meta.pick.where, ...(scanner.f.ref!.where ?? {}) },
    });
    setScanning(false);
    const picked = env.num === 0 ? env.data?.[tableOf(target.meta)]?.[0] : undefined;
    if (!picked) {
      message.warning(env.num === 0 ? await notTaken(code) : env.msg);
      scanRef.current?.select();
      return;
    }
    const row: FormRow = { ...emptyRow(child), [scanner.name]: String(picked[target.meta.key]) };
    for (const [k, v] of Object.entries({ ...fillsOf(scanner.f, picked), ...(env.data.cocok ?? {}) })) if (k in child.fields && v !== null && v !== undefined) row[k] = String(v);
    if (target.meta.nameField) row[`${scanner.name}_nama`] = String(picked[target.meta.nameField] ?? '');
    const qtyField = fields.find(([, f]) => f.kind === 'decimal' && !f.compute)?.[0];
    if (qtyField && (row[qtyField] === null || row[qtyField] === undefined)) row[qtyField] = '1';
    // A blank last row is taken; otherwise the line is added after the others.
    const cur = rowsNow();
    const blank = cur.length && isBlankRow(child, cur[cur.length - 1]) ? cur.length - 1 : -1;
    let i: number;
    if (blank >= 0) {
      form.setFieldValue(child.key, cur.map((r, j) => (j === blank ? row : r)));
      onChanged();
      i = blank;
    } else i = addRow(undefined, row);
    setScan('');
    if (i >= 0) focusCell(i, qtyField);
  };

  return { scanRef, scan, setScan, scanning, onScan };
}
