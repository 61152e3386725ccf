/**
 * Print settings: defaults, validation, and the JSON config file (a flat `{confname: confvalue}`
 * object of strings, written atomically). The logo is a file next to the config file; the `logo`
 * setting only reports (and can remove) it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isIPv4 } from 'node:net';
import type { ConfRow } from '@niaga/core/printer-client';

export interface PrinterConfig {
  /** Printer host name or IPv4 address; '' = not set yet. */
  printerip: string;
  printerport: number;
  /** Characters per line: 32 (58 mm), 42 or 48 (80 mm). */
  papersize: number;
  copies: number;
  blanklines: number;
  autocutter: boolean;
  cashdrawer: boolean;
  footer: string;
  header: string;
  logo: boolean;
}

export const DEFAULTS: Record<string, string> = {
  printerip: '',
  printerport: '9100',
  papersize: '32',
  copies: '1',
  blanklines: '2',
  autocutter: '1',
  cashdrawer: '1',
  footer: 'Terima kasih atas kunjungan Anda',
  header: '',
  logo: '0',
};
export const NAMES = Object.keys(DEFAULTS);
export const PAPER_SIZES = [32, 42, 48];
const TEXT_MAX = 500;

/** Returns the normalised value, or throws an Error with the reason (Indonesian). */
type Check = (value: string) => string;

const bad = (reason: string): never => {
  throw new Error(reason);
};
const integer =
  (min: number, max: number, what: string): Check =>
  (v) => {
    const s = v.trim();
    if (!/^\d{1,5}$/.test(s) || Number(s) < min || Number(s) > max) bad(`${what} harus bilangan bulat ${min} sampai ${max}`);
    return String(Number(s));
  };
const flag: Check = (v) => {
  const s = v.trim().toLowerCase();
  if (s === '1' || s === 'true') return '1';
  if (s === '0' || s === 'false') return '0';
  return bad('isi 1 (aktif) atau 0 (tidak aktif)');
};
const text: Check = (v) => {
  const s = v.replace(/\r\n?/g, '\n');
  if (s.length > TEXT_MAX) bad(`maksimal ${TEXT_MAX} karakter`);
  return s;
};
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const host: Check = (v) => {
  const s = v.trim();
  if (s === '') return '';
  // All digits and dots must be a real IPv4 address (refuses 999.1.1.1 and 192.168.1).
  if (/^[\d.]+$/.test(s) ? !isIPv4(s) : !HOSTNAME.test(s)) bad('isi alamat IPv4 (mis. 192.168.1.100) atau nama host printer');
  return s;
};

const CHECKS: Record<string, Check> = {
  printerip: host,
  printerport: integer(1, 65535, 'port'),
  papersize: (v) => {
    const s = v.trim();
    return /^\d+$/.test(s) && PAPER_SIZES.includes(Number(s)) ? String(Number(s)) : bad('pilih 32, 42 atau 48 kolom');
  },
  copies: integer(1, 5, 'jumlah salinan'),
  blanklines: integer(0, 10, 'jumlah baris kosong'),
  autocutter: flag,
  cashdrawer: flag,
  footer: text,
  header: text,
  logo: flag,
};

/** Validates one setting; returns the normalised value or an Indonesian error naming the setting. */
export function checkSetting(name: string, value: string): { value: string } | { error: string } {
  const check = CHECKS[name];
  if (!check) return { error: `Pengaturan "${name}" tidak dikenal. Pengaturan yang ada: ${NAMES.join(', ')}.` };
  try {
    return { value: check(value) };
  } catch (e) {
    return { error: `Pengaturan "${name}" tidak valid: ${(e as Error).message}.` };
  }
}

export const logoPaths = (configPath: string) => {
  const base = configPath.replace(/\.json$/i, '');
  return { png: `${base}-logo.png`, jpg: `${base}-logo.jpg` };
};
export const hasLogo = (configPath: string) => Object.values(logoPaths(configPath)).some((p) => existsSync(p));

/** Stored values over defaults; an unreadable file or an invalid stored value falls back to the default. */
export function loadValues(configPath: string): Record<string, string> {
  const values = { ...DEFAULTS };
  let stored: unknown = {};
  if (existsSync(configPath)) {
    try {
      stored = JSON.parse(readFileSync(configPath, 'utf8'));
    } catch {
      console.warn(`[printer] berkas pengaturan ${configPath} tidak dapat dibaca, memakai nilai bawaan`);
    }
  }
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [name, raw] of Object.entries(stored as Record<string, unknown>)) {
      if (name === 'logo' || !(name in DEFAULTS) || typeof raw !== 'string') continue;
      const r = checkSetting(name, raw);
      if ('value' in r) values[name] = r.value;
    }
  }
  values.logo = hasLogo(configPath) ? '1' : '0';
  return values;
}

export const toRows = (values: Record<string, string>): ConfRow[] => NAMES.map((confname) => ({ confname, confvalue: values[confname] }));

export const toConfig = (v: Record<string, string>): PrinterConfig => ({
  printerip: v.printerip,
  printerport: Number(v.printerport),
  papersize: Number(v.papersize),
  copies: Number(v.copies),
  blanklines: Number(v.blanklines),
  autocutter: v.autocutter === '1',
  cashdrawer: v.cashdrawer === '1',
  footer: v.footer,
  header: v.header,
  logo: v.logo === '1',
});

/** Writes `data` to `path` via a temporary file and a rename, so readers never see half a file. */
export function writeAtomic(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Saves all settings except the derived `logo`. */
export function saveValues(configPath: string, values: Record<string, string>): void {
  const stored: Record<string, string> = {};
  for (const name of NAMES) if (name !== 'logo') stored[name] = values[name];
  writeAtomic(configPath, JSON.stringify(stored, null, 2) + '\n');
}
