/**
 * One-time links for backup files: downloads and uploads go through plain HTTP (apps/server), the
 * acts check the rights and hand out a link valid for one use within a minute. The links are rows
 * of `control.unduh_token` (the report downloads' one-time tokens, `lap` '~backup', format `dl` or
 * `ul`: no report has that name), so a link made by one Niaga process is taken by whichever process
 * the browser's next request reaches (issue 43); the file is found again under `BACKUP_DIR`, which
 * every process shares.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken, rowsOf, type ActContext, type Database } from '@niaga/kernel/server';

export const LINK_SECONDS = 60;
const LAP = '~backup';

/** A link's token for the session's company: `dl` a download of `file`, `ul` an upload. */
export async function issueLink(ctx: ActContext, format: 'dl' | 'ul', file = ''): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await ctx.tx.execute(sql`delete from control.unduh_token where expires_at < now()`);
  await ctx.tx.execute(sql`insert into control.unduh_token (token_hash, company_id, session_id, userid, lap, format, param, expires_at)
    values (${hashToken(token)}, ${ctx.company!.id}, ${ctx.session!.sessionId}, ${ctx.session!.userid}, ${LAP}, ${format},
            ${JSON.stringify({ file })}::jsonb, now() + make_interval(secs => ${LINK_SECONDS}))`);
  return token;
}

/** Takes a link (once: it is deleted) still fresh: its company's id and the file named; null when unknown, used or expired. */
export async function takeLink(db: Database, token: string, format: 'dl' | 'ul'): Promise<{ iper: string; file: string } | null> {
  if (!token || token.length > 100) return null;
  const [r] = await db.tx(null, (tx) =>
    rowsOf<{ iper: string; file: string; fresh: boolean }>(
      tx,
      sql`with t as (delete from control.unduh_token where token_hash = ${hashToken(token)} and lap = ${LAP} and format = ${format} returning company_id, param, expires_at)
          select c.idperusahaan as iper, t.param->>'file' as file, t.expires_at > now() as fresh from t join control.companies c on c.id = t.company_id`,
    ),
  );
  return r?.fresh ? { iper: r.iper, file: r.file } : null;
}
