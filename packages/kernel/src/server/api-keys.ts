/**
 * API keys (control.api_keys): another system calls `/api` with `token` = its key instead of a
 * login session. The key names its company (by its row) and holds the rights of one user group;
 * the caller is logged as `API:<nama>`. Keys look like `nka_` + 43 base64url characters (256 bits);
 * only their sha-256 is stored.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { prepared, rowsOf, type Tx } from './db';
import { hashToken } from './sessions';
import type { Company, SessionUser } from './acts';
import { ActError, NUM } from '../errors';
import { assertMigrated } from './catch-up';
import { moveLockShared, movingError } from './moving';

export const API_KEY_PREFIX = 'nka_';

/** Whether a token is an API key (not a login session token). */
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The user id an API key's calls are made and logged as. */
export const apiUserid = (nama: string) => `API:${nama}`;

/** A new key: the text shown once, the hash stored, the prefix shown in the list. */
export function newApiKey(): { key: string; hash: string; awalan: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashToken(key), awalan: key.slice(0, API_KEY_PREFIX.length + 6) };
}

interface KeyRow {
  id: number;
  nama: string;
  kelompok: string;
  c_id: number;
  idperusahaan: string;
  cnama: string;
  schema_name: string;
  startflag: number;
  ip_sistem: string;
  tetap: boolean;
}

/**
 * The company and caller of an API key, or number 20 (unknown or revoked: the same answer, so a
 * caller learns nothing about which keys exist). The statement records the use (time and address)
 * and puts the company's schema first in the search_path, as a session lookup does.
 */
export async function resolveApiKey(tx: Tx, key: string, ip: string): Promise<{ session: SessionUser; company: Company }> {
  if (key.length > 200) throw unknownKey();
  const [row] = await rowsOf<KeyRow>(
    tx,
    prepared(sql`update control.api_keys k set last_used_at = now(), last_ip = ${ip.slice(0, 64)}
      from control.companies c
      where k.key_hash = ${hashToken(key)} and k.revoked_at is null and c.id = k.company_id
      returning k.id, k.nama, k.kelompok, c.id as c_id, c.idperusahaan, c.nama as cnama, c.schema_name, c.startflag, c.ip_sistem,
        set_config('search_path', quote_ident(c.schema_name) || ', control, public', true) as path,
        ${sql.raw(moveLockShared('c.schema_name'))} as tetap`),
  );
  if (!row) throw unknownKey();
  assertMigrated(row.schema_name); // not migrated yet by this process (catch-up.ts)
  // Every call of a key is logged (a write): refused while the company moves (moving.ts).
  if (row.tetap === false) throw movingError();
  return {
    session: { sessionId: 0, userid: apiUserid(row.nama), remember: false, api: { id: Number(row.id), nama: row.nama, kelompok: row.kelompok } },
    company: { id: Number(row.c_id), idperusahaan: row.idperusahaan, nama: row.cnama, schema_name: row.schema_name, startflag: Number(row.startflag), ip_sistem: row.ip_sistem },
  };
}

const unknownKey = () => new ActError(NUM.NO_SESSION, 'Kunci API tidak dikenal atau sudah dicabut.');
