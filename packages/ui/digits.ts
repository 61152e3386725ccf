/**
 * The company's digit settings (Pengaturan Umum: Digit Umum, Digit Harga, Digit Kuantitas), as
 * the login reply's appcfg carries them (asked for as SESSION_CONFIG), and the display of decimal fields with them (issue 18):
 * a new company shows Rupiah without decimals. Display only; values keep their scale.
 */
import { digitsOf, type DigitsKind, type FieldSpec } from '@niaga/kernel';
import { formatDecimal, formatFigure } from './format';
import { getSession } from './session';

type SettingKind = Exclude<DigitsKind, 'tetap' | 'persen'>;
const NAME: Record<SettingKind, string> = { umum: 'digitumum', harga: 'digitharga', qty: 'digitqty' };
/** The server's defaults of a new company (modules/admin/company-config.ts). */
const DEFAULT = 0;

/** The company's digits of one kind, from the session (the default when not known). */
export function companyDigits(kind: SettingKind): number {
  const s = getSession();
  if (s.status === 'out') return DEFAULT;
  const config = s.session.appcfg?.config;
  const row = Array.isArray(config) ? (config as Array<{ confname?: string; confvalue?: string }>).find((c) => c.confname === NAME[kind]) : undefined;
  const n = Number(row?.confvalue);
  return row && row.confvalue !== '' && Number.isInteger(n) && n >= 0 && n <= 6 ? n : DEFAULT;
}

/** A decimal field's value as shown: with its company digit setting (see DigitsKind). */
export function formatField(f: Pick<FieldSpec, 'scale' | 'digits'>, value: string | number | null | undefined): string {
  const kind = digitsOf(f);
  if (kind === 'tetap') return formatDecimal(value, f.scale ?? 2);
  if (kind === 'persen') return formatFigure(value, 0, f.scale ?? 2, true);
  return formatFigure(value, companyDigits(kind), f.scale ?? 2, kind === 'qty');
}

/** A general amount (Rupiah) as shown: Digit Umum. */
export const formatMoney = (value: string | number | null | undefined) => formatFigure(value ?? '0', companyDigits('umum'), 2);
