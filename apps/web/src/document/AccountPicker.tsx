/**
 * The account picker: a searchable select of accounts (getlistakun), by code or name. One widget
 * for every account-code field (document headers and lines, account settings, the ledger).
 * Value: the account code (kodeacc). antd Form.Item passes id, value and onChange.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { callOk } from '../api';

export interface Account {
  kodeacc: string;
  namaacc: string;
  tipe?: string;
  kelompok?: string;
  grup?: boolean;
  saldonormal?: string;
}

import type { AccountOption } from '../doctype/refs';
export type { AccountOption };

/** The query of one getlistakun option: for `useQuery`, or `queryClient.fetchQuery` in handlers. */
export const accountsQuery = (option: AccountOption = 'detail', kelompok = '') => ({
  queryKey: ['getlistakun', option, kelompok],
  queryFn: async () => (await callOk<{ tbl_perkiraan: Account[] }>('getlistakun', { option, kelompok }))?.tbl_perkiraan ?? [],
  staleTime: 60_000,
});

/** Accounts of one getlistakun option, cached for the session of the screen. */
export function useAccounts(option: AccountOption = 'detail', kelompok = '') {
  return useQuery(accountsQuery(option, kelompok));
}

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (v: string) => void;
  option?: AccountOption;
  /** Account types or classes to offer (getlistakun kelompok: 'KAS,BANK', '4', …). */
  kelompok?: string;
  autoFocus?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
  allowClear?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  variant?: 'outlined' | 'borderless' | 'filled' | 'underlined';
}

export function AccountPicker({ id, value, onChange, option = 'detail', kelompok = '', autoFocus, placeholder, style, allowClear, disabled, variant, ...rest }: Props) {
  const accounts = useAccounts(option, kelompok);
  const options = useMemo(() => {
    const list = (accounts.data ?? []).map((a) => ({ value: a.kodeacc, label: `${a.kodeacc} · ${a.namaacc}`, search: `${a.kodeacc} ${a.namaacc}`.toLowerCase() }));
    // A saved code that is no longer offered (inactive, another type) still shows as itself.
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: value, search: value.toLowerCase() });
    return list;
  }, [accounts.data, value]);
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? '')}
      options={options}
      showSearch={{ filterOption: (input, o) => !!o && (o as { search: string }).search.includes(input.trim().toLowerCase()) }}
      loading={accounts.isLoading}
      notFoundContent={accounts.isError ? 'Gagal memuat daftar perkiraan' : 'Perkiraan tidak ditemukan'}
      placeholder={placeholder ?? 'Cari kode / nama perkiraan'}
      autoFocus={autoFocus}
      allowClear={allowClear}
      disabled={disabled}
      variant={variant}
      popupMatchSelectWidth={false}
      style={{ width: '100%', minWidth: 200, maxWidth: 420, ...style }}
    />
  );
}
