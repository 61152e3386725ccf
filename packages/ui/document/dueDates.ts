/**
 * Due dates a document's form proposes as the person types (FieldSpec.due: a purchase's Jatuh
 * Tempo from its supplier's terms): when the date or the contact changes — picked, typed or taken
 * from another document — the field gets the date plus the contact's days, unless the person has
 * typed a date of their own there (a field still empty, or still holding the last proposal, follows).
 * An opened document keeps its saved date until its date or contact changes.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { datePlusDays, type DocumentMeta, type DueSpec } from '@niaga/kernel';
import { call } from '../api';
import { toFormValue, toWireValue, type FormValue } from '../doctype/values';

/** The due date the terms give, or null when the date or contact is missing or unknown. */
export function proposedDue(from: string | null, days: unknown): string | null {
  if (!from || days === null || days === undefined || days === '' || !Number.isFinite(Number(days))) return null;
  return datePlusDays(from, Number(days));
}

/** `editing`: a saved document is open (its first date and contact are its own, not a change). */
export function useDueDates(meta: DocumentMeta, form: FormInstance, values: Record<string, unknown>, editing: boolean, onChanged: () => void) {
  const queries = useQueryClient();
  const dues = Object.entries(meta.fields).filter((e): e is [string, (typeof e)[1] & { due: DueSpec }] => !!e[1].due);
  // Per due field: the date and contact last seen, and what was proposed for them.
  const seen = useRef<Record<string, { key: string; proposed: string | null; complete: boolean }>>({});
  const inputs = dues.map(([, f]) => {
    const from = toWireValue(meta.fields[f.due.from], values[f.due.from] as FormValue);
    const contact = String(values[f.due.contact] ?? '').trim();
    return { from: typeof from === 'string' ? from : null, contact };
  });
  const key = JSON.stringify(inputs);

  useEffect(() => {
    dues.forEach(([name, f], i) => {
      const { from, contact } = inputs[i];
      const k = `${from ?? ''}|${contact}`;
      const before = seen.current[name];
      if (before?.key === k) return;
      seen.current[name] = { key: k, proposed: before?.proposed ?? null, complete: before?.complete ?? false };
      if (!from || !contact) return;
      // The first date and contact of a saved document are its own: what its terms give is noted, not applied.
      const apply = !(editing && !before?.complete);
      seen.current[name].complete = true;
      const ref = meta.fields[f.due.contact].ref!;
      void queries
        .fetchQuery({
          queryKey: ['jatuhtempo', ref.doctype, contact],
          queryFn: async () => {
            const env = await call<Record<string, Record<string, unknown>[]>>(`${ref.doctype}_pick`, { exact: contact });
            return env.num === 0 ? (env.data?.[`tbl_${ref.doctype}`]?.[0]?.[f.due.days] ?? null) : null;
          },
          staleTime: 60_000,
        })
        .then((days) => {
          // Changed again while the terms were on their way: the later change decides.
          if (seen.current[name]?.key !== k) return;
          const due = proposedDue(from, days);
          const now = toWireValue(f, form.getFieldValue(name) as FormValue);
          const mine = !!now && now !== before?.proposed;
          seen.current[name] = { key: k, proposed: due, complete: true };
          if (!apply || !due || mine || now === due) return;
          form.setFieldValue(name, toFormValue(f, due));
          onChanged();
        })
        .catch(() => undefined);
    });
    // The inputs' key stands for them.
  }, [key]);
}
