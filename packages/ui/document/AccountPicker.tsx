/**
 * The account picker of bespoke screens (the ledger, account settings): the one reference picker
 * (RefPicker over `perkiraan_pick`) with the choices of getlistakun's options — active detail
 * accounts (default), group accounts, cash and bank accounts, or all — and a class or type list.
 */
import { useMemo } from 'react';
import type { WhereValue } from '@niaga/kernel';
import { RefPicker, refTarget } from '../doctype/RefPicker';

export type AccountOption = 'detail' | 'kasbank' | 'semua' | 'grup';

/** The conditions of an option and a class/type list ('KAS,BANK', '4'), as a picker filter. */
export function accountWhere(option: AccountOption = 'detail', kelompok = ''): Record<string, WhereValue> {
  const where: Record<string, WhereValue> = option === 'semua' ? {} : option === 'grup' ? { grup: true } : { grup: false, aktif: true };
  if (option === 'kasbank') where.tipe = ['KAS', 'BANK'];
  const parts = kelompok.split(',').map((x) => x.trim().toUpperCase()).filter(Boolean);
  const classes = parts.filter((x) => /^\d$/.test(x));
  const types = parts.filter((x) => !/^\d$/.test(x));
  if (classes.length) where.kelompok = classes;
  if (types.length) where.tipe = types;
  return where;
}

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (v: string) => void;
  option?: AccountOption;
  kelompok?: string;
  autoFocus?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
  disabled?: boolean;
  'aria-label'?: string;
  variant?: 'outlined' | 'borderless' | 'filled' | 'underlined';
}

export function AccountPicker({ option = 'detail', kelompok = '', placeholder, ...rest }: Props) {
  const filter = useMemo(() => accountWhere(option, kelompok), [option, kelompok]);
  return <RefPicker target={refTarget('perkiraan')!} filter={filter} placeholder={placeholder ?? 'Cari kode / nama perkiraan'} {...rest} />;
}
