/**
 * Domain errors: a handler throws one, the endpoint turns it into `{num, msg, data}`.
 * Numbers are documented in docs/protocol.md.
 */
export const NUM = {
  OK: 0,
  /** A business rule refused the request. */
  RULE: 1,
  /** Company id unknown (spec §8: number 4, 'Id Perusahaan tidak ditemukan'). */
  COMPANY: 4,
  UNKNOWN_ACT: 10,
  BAD_APRQ: 11,
  BAD_BASE64: 12,
  BAD_ADINFO: 13,
  TOO_LARGE: 14,
  INVALID: 15,
  BAD_REQUEST: 16,
  NO_SESSION: 20,
  EXPIRED: 21,
  LOGIN: 22,
  /** Too many failed logins or reset requests: wait (data.menit). */
  LOGIN_LIMIT: 23,
  /** The company's subscription has expired. */
  SUBSCRIPTION: 24,
  /** A password-reset link is unknown, expired or used. */
  RESET_INVALID: 25,
  /** The reset mail could not be sent. */
  MAIL: 26,
  /** /startingdb refused: already set up, or the user may not set it up. */
  STARTED: 27,
  DENIED: 30,
  NOT_FOUND: 40,
  DUPLICATE: 41,
  IN_USE: 42,
  /** The record is open for editing by another user (edit lock). */
  LOCKED: 43,
  /** The idempotency key (`idem`) was already used for another act or payload. */
  IDEMPOTENCY: 44,
  /** An edit based on a version of the record another save has since replaced (`versi`). */
  STALE: 45,
  /** A long process (a marketplace sync) outlived the wait: it goes on in the background (spec §8: 600). */
  BACKGROUND: 600,
  INTERNAL: 99,
} as const;

export class ActError extends Error {
  constructor(
    readonly num: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * A refusal about one field (or line cell, `lines.<i>.<field>`): the form marks that field with the
 * message (`data.fields`), whatever the number.
 */
export const fieldError = (field: string | undefined, message: string, num: number = NUM.INVALID): ActError =>
  new ActError(num, message, field ? { fields: { [field]: message } } : null);

export const fail = (message: string, num: number = NUM.RULE, data: unknown = null): never => {
  throw new ActError(num, message, data);
};
