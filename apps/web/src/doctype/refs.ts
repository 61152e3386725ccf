/** Which picker a field gets, from its declared reference (FieldSpec.ref). Pure: testable in node. */
import type { FieldSpec } from '@niaga/kernel';

export type AccountOption = 'detail' | 'kasbank' | 'semua' | 'grup';

export type PickerOf = { kind: 'account'; option: AccountOption } | { kind: 'doctype'; doctype: string } | null;

export function pickerOf(f: FieldSpec): PickerOf {
  if (!f.ref) return null;
  if (f.ref.doctype === 'perkiraan') return { kind: 'account', option: (f.ref.filter ?? 'detail') as AccountOption };
  return { kind: 'doctype', doctype: f.ref.doctype };
}
