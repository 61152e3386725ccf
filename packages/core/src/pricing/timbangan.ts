/**
 * Weighing-scale barcodes (spec §9 defaults: 2 flag digits, 5 item-code digits, 5 weight digits,
 * units KG and GR; EAN-13 check digit): flag + item code + weight + check digit. The weight is in
 * grams on the label; with KG it becomes kilograms (÷ 1000), with GR it stays grams.
 */
import { dec, type Dec } from '../money';

/** Whether a 13-digit code's last digit is its EAN-13 check digit. */
export function ean13Valid(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const d = code.split('').map(Number);
  const s = d.slice(0, 12).reduce((t, x, i) => t + x * (i % 2 ? 3 : 1), 0);
  return (10 - (s % 10)) % 10 === d[12];
}

export interface TimbanganCfg {
  flags: string[];
  digitflag: number;
  digitkode: number;
  digitberat: number;
  satuan: 'KG' | 'GR';
}

export const TIMBANGAN_DEFAULT: TimbanganCfg = { flags: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'], digitflag: 2, digitkode: 5, digitberat: 5, satuan: 'KG' };

/** The company's weighing settings (names of /pengaturanumum), defaults where empty. */
export function timbanganDariKonfigurasi(cfg: Record<string, string | undefined>): TimbanganCfg {
  const n = (k: string, d: number) => {
    const v = Number(cfg[k]);
    return Number.isInteger(v) && v > 0 ? v : d;
  };
  const flags = (cfg.timbanganflag ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    flags: flags.length ? flags : TIMBANGAN_DEFAULT.flags,
    digitflag: n('digitflagtimbangan', 2),
    digitkode: n('digitkodetimbangan', 5),
    digitberat: n('digitberattimbangan', 5),
    satuan: cfg.satuantimbangan === 'GR' ? 'GR' : 'KG',
  };
}

/** A weighing barcode → item code (digits as written) and weight; null when it is not one. */
export function bacaBarcodeTimbangan(barcode: string, cfg: TimbanganCfg): { kodeitem: string; berat: Dec } | null {
  const b = barcode.trim();
  const len = cfg.digitflag + cfg.digitkode + cfg.digitberat + 1;
  if (!/^\d+$/.test(b) || b.length !== len) return null;
  const flag = b.slice(0, cfg.digitflag);
  if (!cfg.flags.includes(flag)) return null;
  if (len === 13 && !ean13Valid(b)) return null;
  const kodeitem = b.slice(cfg.digitflag, cfg.digitflag + cfg.digitkode);
  const raw = dec(b.slice(cfg.digitflag + cfg.digitkode, cfg.digitflag + cfg.digitkode + cfg.digitberat));
  return { kodeitem, berat: cfg.satuan === 'KG' ? raw.div(1000) : raw };
}
