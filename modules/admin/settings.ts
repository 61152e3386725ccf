/**
 * Settings of the users module, read from the environment at the moment they are used (so a test
 * or an operator can change them without a rebuild). Documented in docs/operations.md.
 */
const int = (name: string, fallback: number, min = 0) => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min ? n : fallback;
};

export const settings = {
  /** Failed logins of one user of one company allowed within the window (0 = no limit). */
  loginMaxFailures: () => int('LOGIN_MAX_FAILURES', 5),
  /** Failed logins from one address allowed within the window, across users (0 = no limit). */
  loginMaxFailuresPerIp: () => int('LOGIN_MAX_FAILURES_PER_IP', 20),
  /** Window of the login limits, in minutes. */
  loginWindowMinutes: () => int('LOGIN_WINDOW_MINUTES', 15, 1),
  /** Reset-password mails per user within the login window (0 = no limit). */
  resetMaxPerWindow: () => int('RESET_MAX_PER_WINDOW', 3),
  /** Lifetime of a password-reset link, in minutes. */
  resetLinkMinutes: () => int('RESET_LINK_MINUTES', 60, 1),
  /**
   * Origins a reset link may point to (comma-separated, e.g. https://niaga.example.com). When set,
   * the origin sent by the client must be one of them (else the first is used); when empty the
   * link points to the address the server itself is served on.
   */
  appOrigins: () =>
    (process.env.APP_ORIGINS ?? process.env.PUBLIC_URL ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  /** Product name in mails. */
  productName: () => process.env.PRODUCT_NAME || 'Niaga',
};

/** Numbers of the users module's refusals (docs/protocol.md). */

export const LOGIN_SHIFTS = ['PAGI', 'SORE', 'MALAM'] as const;
