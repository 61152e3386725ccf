/** docs/protocol.md, generated from the registry so that it cannot drift from the code. */
import { z } from 'zod';
import { NUM } from '@niaga/kernel';
import { buildRegistry } from './app';

type Right = { modul: string; aksi: string };

/** One right, or a list of which any one will do (a picker serving every document that has items). */
const rightsOf = (a: Right | Right[]): string[] => (Array.isArray(a) ? a : [a]).map((x) => `${x.modul || '(lap)'} · ${x.aksi}`);

function describeAccess(a: unknown): string {
  if (!a) return '—';
  if (typeof a === 'function') {
    // Describe a payload-dependent right by the rights of an add and of an edit.
    // (Report acts take the access name from `lap`, the action from `format`.)
    const seen = [{}, { id: 1 }, { format: 'xlsx' }].flatMap((p) => rightsOf((a as (p: object) => Right | Right[])(p)));
    return [...new Set(seen)].join(' / ');
  }
  return [...new Set(rightsOf(a as Right | Right[]))].join(' / ');
}

function fields(schema: z.ZodType): string {
  try {
    const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; anyOf?: unknown };
    const props = js.properties ? Object.keys(js.properties) : [];
    return props.length ? props.map((p) => `\`${p}\``).join(', ') : '—';
  } catch {
    return '(lihat kode)';
  }
}

export function protocolMarkdown(): string {
  const acts = buildRegistry().all();
  const lines = [
    '# Protocol: `POST /api`',
    '',
    '_Generated from the act registry by `npm run docs:protocol`; a test keeps it current._',
    '',
    'Every call is a form POST (urlencoded or multipart) to `/api` with the fields `act`, `token`',
    '(optional for browsers: the HttpOnly cookie `niaga_session` carries the session), `adinfo` (JSON',
    'object of device info) and `aprq` (JSON text, or base64 of JSON text). The payload is the object',
    'decoded from `aprq`, over any other form fields; `{"FormParam":[row]}` is unwrapped to `row`; an',
    'aprq that is not an object (a list, or a scalar such as `5` or `"KSR-1"`) arrives as',
    '`{aprq: value}`. A field declared as a text or code also takes a JSON number, kept as its text',
    '(`tipeper: 1` is `"1"`); a variant id `iddetailvarian` of 0, `"0"` or null means no variant.',
    'Every reply is HTTP 200 with JSON `{num, msg, data}`; `num` 0 is success.',
    '',
    '## Idempotent calls',
    '',
    'Any act that needs a session takes an optional form field `idem`: a key the client makes (8–100',
    'characters of letters, digits, `.`, `:`, `-`, `_`; a UUID is right). The first call with a key',
    'runs and its reply is stored in the same transaction; a repeat by the same user with the same act',
    'and payload gets that stored reply and changes nothing (a double click, a retry after a lost',
    'reply, the offline till syncing twice). A call that fails stores nothing, so its retry runs. The',
    `same key with another act or payload gets number ${NUM.IDEMPOTENCY}. Keys are kept for 30 days.`,
    '',
    '## Edits carry their version',
    '',
    'Every `<doctype>_save` of an existing record (with `id`) sends `versi`, the version of the record',
    'the edit is based on: `data.versi` of `<doctype>_get` (or of the previous edit\'s reply). An edit',
    `without it is refused with ${NUM.INVALID} ("versi wajib diisi untuk mengubah data: ambil dari <doctype>_get …",`,
    '`data.fields.versi`); one based on an older version, someone having saved the record since, is',
    `refused with ${NUM.STALE}, naming who and when. Nothing is written either way; of concurrent edits`,
    'based on one version exactly one is written. Adding a record (no `id`) needs no version.',
    '',
    '## Report files: `GET /unduh/<token>`',
    '',
    'The one exception to the single endpoint. `laporan_unduh` checks the right (mprint for PDF,',
    'mexport for XLSX) and answers with a one-time address `/unduh/<token>`, valid 120 s for the same',
    'session. A GET of it answers the file (`Content-Type`, `Content-Length`, `Content-Disposition:',
    'attachment`), or the envelope `{num, msg}` with HTTP 403 (the right was withdrawn), 410',
    '(unknown, used or expired token; ended session) or 422 (the report refused). See docs/reports.md.',
    '',
    '## Numbers',
    '',
    '| num | meaning |',
    '|---|---|',
    ...Object.entries({
      OK: 'success',
      RULE: 'a business rule refused the request (message says which)',
      COMPANY: "company id unknown: 'Id Perusahaan tidak ditemukan'",
      UNKNOWN_ACT: 'act missing or unknown',
      BAD_APRQ: 'aprq is not valid JSON, or nests deeper than 32 levels',
      BAD_BASE64: 'aprq is neither JSON nor valid base64',
      BAD_ADINFO: 'adinfo is not a JSON object, or nests deeper than 32 levels',
      TOO_LARGE: 'request body over 10 MB',
      INVALID: 'payload fails validation (a text with a NUL character included; an edit without `versi`); `data.fields` maps field → message',
      BAD_REQUEST: 'not a readable form POST (wrong method or content type, a multipart body cut short or broken)',
      NO_SESSION: 'no or unknown session token: log in',
      EXPIRED: 'session expired or revoked: log in again',
      LOGIN: 'wrong user id or password, or user inactive',
      LOGIN_LIMIT: 'too many failed logins or reset requests: wait `data.menit` minutes',
      SUBSCRIPTION: "the company's subscription has expired",
      RESET_INVALID: 'password-reset link unknown, expired or already used',
      MAIL: 'the reset mail could not be sent',
      STARTED: '/startingdb refused: already set up, or not an administrator',
      DENIED: 'the user lacks the module right (or may not make this change of rights), or a page of another site sent the session cookie',
      NOT_FOUND: 'record not found',
      DUPLICATE: 'a unique code is already used',
      IN_USE: 'record still referenced elsewhere',
      LOCKED: 'the record is open for editing by another user (edit lock; the message names them, `data.userid`), or another call changed or deleted it at the same moment: reload and try again',
      IDEMPOTENCY: 'the idempotency key `idem` was already used for another act or payload',
      STALE: 'an edit sent the version of the record it was based on (`versi`, from `_get`) and someone saved the record since: nothing was written; the message names who and when, `data.versi` is the version now',
      INTERNAL: 'unexpected server error; nothing was saved. `data.reqid` (also at the end of the message) is the id of its line in the server log (stderr)',
    }).map(([k, v]) => `| ${NUM[k as keyof typeof NUM]} | ${v} |`),
    '',
    '## Acts',
    '',
    '| act | session | right (modul · aksi) | payload fields | what it does |',
    '|---|---|---|---|---|',
    ...acts.map((a) => `| \`${a.name}\` | ${a.session === false ? 'no' : 'yes'} | ${describeAccess(a.access)} | ${fields(a.schema)} | ${a.summary.replace(/\|/g, '\\|')} |`),
    '',
  ];
  return lines.join('\n');
}
