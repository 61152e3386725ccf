/**
 * The Digiflazz account of a company (`ppob_akun`, id 1) as the server uses it: the key and webhook
 * secret opened from their sealed form only here, for a call or a signature check, never returned
 * by an act nor logged. And the deposit in the books (account role depositppob, 1-1700).
 */
import { sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { openSecret, rowsOf, type Tx } from '@niaga/kernel/server';
import { accountOf, balancesAt, companyToday } from '@niaga/ledger';
import type { DigiflazzConfig } from './digiflazz';

export const DEFAULT_BASE_URL = () => process.env.DIGIFLAZZ_BASE_URL || 'https://api.digiflazz.com';

export interface AkunRow {
  baseurl: string;
  username: string;
  apikey: string;
  webhooksecret: string;
  marginumum: string;
  saldo: string | null;
  saldo_at: string | null;
  pricelist_at: string | null;
}

export async function akunOf(tx: Tx): Promise<AkunRow | null> {
  const [a] = await rowsOf<AkunRow>(
    tx,
    sql`select baseurl, username, apikey, webhooksecret, marginumum::text as marginumum, saldo::text as saldo, saldo_at::text as saldo_at, pricelist_at::text as pricelist_at from ppob_akun where id = 1`,
  );
  return a ?? null;
}

export const NOT_SET = 'Akun Digiflazz belum diatur: isi username dan API key di Pengaturan PPOB.';

/** The account to call Digiflazz with, or the refusal when it is not set. */
export async function configOf(tx: Tx): Promise<DigiflazzConfig> {
  const a = await akunOf(tx);
  if (!a || !a.username || !a.apikey) throw new ActError(NUM.RULE, NOT_SET);
  return { baseUrl: a.baseurl || DEFAULT_BASE_URL(), username: a.username, key: openSecret(a.apikey) };
}

/** The webhook secret ('' when not set). */
export async function webhookSecretOf(tx: Tx): Promise<string> {
  const a = await akunOf(tx);
  return a?.webhooksecret ? openSecret(a.webhooksecret) : '';
}

/** The balance of Deposit PPOB (role depositppob, 1-1700) in the books, today. */
export async function depositInBooks(tx: Tx): Promise<string> {
  const akun = await accountOf(tx, { role: 'depositppob' });
  const m = await balancesAt(tx, [akun.id], await companyToday(tx));
  return m.get(akun.id) ?? '0.00';
}
