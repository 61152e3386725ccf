/**
 * Session state of the browser: who is logged in to which company. The server's HttpOnly cookie
 * is the real session; this store only remembers what the login reply said, so the shell can show
 * it and the guard can decide where a person may go (spec §2.1, §4 Session).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { useSyncExternalStore } from 'react';
import type { SessionReply } from '@niaga/kernel';
import { call, CLIENT, setSessionLostHandler, setToken, type Envelope } from './api';

/** What the browser keeps of the login reply (SessionReply, @niaga/kernel replies.ts), read tolerantly: a stored session may come from an older version. */
export interface LoginData {
  token?: string | null;
  idperusahaan: string;
  namaperusahaan: string;
  userid: string;
  namauser: string;
  startflag: number | string;
  /** The page to open after login or token login (spec §2.1): /startingdb, /kasiradmode3, … */
  rute?: string;
  admin?: boolean;
  kodedept?: string;
  loginshift?: string;
  kasirmode?: number;
  akseskasir?: boolean;
  aksesterminalharga?: boolean;
  appcfg: Record<string, unknown>;
}

export interface Session extends LoginData {
  remember: boolean;
}

/** 'checking' while a stored session is being re-validated on startup. */
export type SessionState = { status: 'out' } | { status: 'checking'; session: Session } | { status: 'in'; session: Session };

const KEY = 'niaga_session';

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    return s && typeof s.idperusahaan === 'string' && typeof s.userid === 'string' ? s : null;
  } catch {
    return null;
  }
}

function writeStored(s: Session | null): void {
  try {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
    if (s) (s.remember ? localStorage : sessionStorage).setItem(KEY, JSON.stringify({ ...s, token: undefined }));
  } catch {
    /* storage unavailable: the session lives in memory only */
  }
}

let state: SessionState = { status: 'out' };
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export const getSession = (): SessionState => state;

/** Calls `l` after every change of the session state; returns the unsubscribe function. */
export const onSessionChange = subscribe;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Marks the user logged in with a login (or token login) reply. */
export function signIn(data: LoginData, remember: boolean): Session {
  const session: Session = { ...data, remember };
  setToken(data.token ?? undefined);
  writeStored(session);
  set({ status: 'in', session });
  return session;
}

/** Forgets the session locally (the guard then sends the person to /login-form). */
export function signOut(): void {
  setToken(undefined);
  writeStored(null);
  set({ status: 'out' });
}

let pending = false;
/** Screens with unsaved or in-flight changes set this; logout then waits longer (spec §4). */
export function setPendingChanges(value: boolean): void {
  pending = value;
}

/** Spec §4: the wait after the logout call, 3000 ms with pending changes, otherwise 300 ms. */
export const logoutWaitMs = (pendingChanges: boolean) => (pendingChanges ? 3000 : 300);

/** Logs out: the logout call first, then the wait, then local state (the guard shows /login-form). */
export async function logout(pendingChanges = pending): Promise<void> {
  await call('logoutact', {});
  await new Promise((r) => setTimeout(r, logoutWaitMs(pendingChanges)));
  pending = false;
  signOut();
}

/** The head office's time zone (appcfg.tbl_kantor), Asia/Jakarta when unknown: the company's day. */
export function companyTimeZone(s: SessionState = state): string {
  const offices = s.status === 'out' ? [] : ((s.session.appcfg?.tbl_kantor as Array<{ pusat?: boolean; timezone?: string }> | undefined) ?? []);
  const tz = (offices.find((o) => o.pusat) ?? offices[0])?.timezone;
  return tz || 'Asia/Jakarta';
}

/**
 * Today in the company's time zone, as the server dates documents and filters periods — not the
 * browser's clock zone (a browser in UTC is a day behind Jakarta from 17:00 to midnight UTC).
 */
export function companyToday(now = new Date(), timeZone = companyTimeZone()): Dayjs {
  const parts = (tz: string) => new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  let p: Intl.DateTimeFormatPart[];
  try {
    p = parts(timeZone);
  } catch {
    p = parts('Asia/Jakarta');
  }
  const n = (t: string) => Number(p.find((x) => x.type === t)?.value);
  return dayjs(new Date(n('year'), n('month') - 1, n('day')));
}

/** Spec §4 Database start flag: 0 means the company's database is not set up yet. */
export const needsStartingDb = (s: Pick<LoginData, 'startflag'>) => String(s.startflag) === '0';

/** Where to go after login or token login: /startingdb while the flag is 0, else the server's `rute` (spec §2.1). */
export function landingPath(s: Pick<LoginData, 'startflag' | 'rute'>): string {
  if (needsStartingDb(s)) return '/startingdb';
  return s.rute && s.rute.startsWith('/') && s.rute !== '/startingdb' ? s.rute : '/home';
}

/** The company configuration the client asks for with every login (appcfg.config): the digit settings. */
export const SESSION_CONFIG = ['digitumum', 'digitharga', 'digitqty'];

/** Token login with the session cookie. */
export function tokenLogin(): Promise<Envelope<SessionReply>> {
  return call<SessionReply>('lgxtk', SESSION_CONFIG);
}

/**
 * Startup: a stored session is treated as valid at once and re-validated by token login;
 * a failed validation marks the user logged out (spec §4).
 */
export async function restoreSession(): Promise<void> {
  const stored = readStored();
  if (!stored) return;
  set({ status: 'checking', session: stored });
  const env = await tokenLogin();
  if (env.num === 0 && env.data) signIn(env.data, stored.remember);
  // No answer (network failure, page being left, unreadable reply) is not a refusal: keep the
  // stored session; the next call that the server refuses with 20/21 logs out.
  else if (env.num === CLIENT.CONNECTION || env.num === CLIENT.NO_REPLY || env.num === CLIENT.UNPARSEABLE)
    set({ status: 'in', session: stored });
  else signOut();
}

setSessionLostHandler(() => {
  if (state.status !== 'out') signOut();
});
