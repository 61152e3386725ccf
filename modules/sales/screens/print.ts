/**
 * Printing a receipt: through the POS printer service on this computer when the browser setting
 * says so (ESC/POS, its 600 message when it cannot be reached), else the browser's printer on 58 or
 * 80 mm paper from a hidden frame (`#struk-cetak`, kept until the next receipt, so a person and
 * the browser tests can see what was printed; a pay-later bill's QR drawn there as an image). The company block (name, address, city, phone,
 * NPWP) and the cashier logo come from Data Perusahaan, read once per company.
 */
import { printerCall } from '@niaga/core/printer-client';
import { KOLOM, strukCetak, strukHtml, type StrukPerusahaan, type StrukSale } from '../receipt/receipt';
import { callOk } from '@niaga/ui/api';
import type { AccCfgOptReply } from '@niaga/admin/replies';
import { config } from '@niaga/ui/config';
import { getSession } from '@niaga/ui/session';

export type { StrukSale };

/** Browser settings of the till's printing (per browser, like the spec's other CFG_ values). */
export const PRINT_KEYS = { via: 'niaga_struk_via', lebar: 'niaga_struk_lebar', otomatis: 'niaga_struk_otomatis' } as const;
export const printVia = () => (localStorage.getItem(PRINT_KEYS.via) === 'service' ? 'service' : 'browser');
export const paperMm = (): 58 | 80 => (localStorage.getItem(PRINT_KEYS.lebar) === '80' ? 80 : 58);
/** Whether the till prints each sale's receipt by itself (default yes); a shop without a printer turns it off and shows the receipt on screen only. */
export const autoPrint = () => localStorage.getItem(PRINT_KEYS.otomatis) !== '0';
export const setAutoPrint = (on: boolean) => localStorage.setItem(PRINT_KEYS.otomatis, on ? '1' : '0');

/** The company data a receipt prints (Data Perusahaan; settings any logged-in user may read). */
const HEADER = ['namaperusahaan', 'alamat1', 'kota', 'telepon', 'npwp', 'logokasir'];
let header: { company: string; value: Promise<{ perusahaan: StrukPerusahaan; logo: string | null }> } | null = null;

/** Read once per company and kept (a failed read prints the name from the session only). */
export function strukHeader(): Promise<{ perusahaan: StrukPerusahaan; logo: string | null }> {
  const s = getSession();
  const company = s.status === 'out' ? '' : s.session.idperusahaan;
  const name = s.status === 'out' ? 'Niaga' : s.session.namaperusahaan;
  if (header?.company !== company) {
    const value = callOk<AccCfgOptReply>('acccfgopt', { cfg: HEADER }).then(
      (r) => {
        const c = Object.fromEntries(r.confreq.map((x) => [x.confname, x.confvalue]));
        return { perusahaan: { namaperusahaan: c.namaperusahaan || name, alamat1: c.alamat1, kota: c.kota, telepon: c.telepon, npwp: c.npwp }, logo: c.logokasir || null };
      },
      () => {
        header = null;
        return { perusahaan: { namaperusahaan: name }, logo: null };
      },
    );
    header = { company, value };
  }
  return header.value;
}

export async function printReceipt(sale: StrukSale, ulang = false): Promise<string | null> {
  if (printVia() === 'service') {
    const { perusahaan } = await strukHeader();
    const body = strukCetak(sale, { kolom: KOLOM[paperMm()], perusahaan, ulang, footer: null });
    const env = await printerCall('print', body, { baseUrl: config.printerServiceUrl, timeoutMs: 8000 });
    return env.num === 0 ? null : env.msg;
  }
  let frame = document.getElementById('struk-cetak') as HTMLIFrameElement | null;
  if (!frame) {
    frame = document.createElement('iframe');
    frame.id = 'struk-cetak';
    frame.title = 'Struk';
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    document.body.appendChild(frame);
  }
  const { perusahaan, logo } = await strukHeader();
  // A pay-later bill's QR (issue 38) drawn by the QR library, loaded only for a bill.
  const qrGambar = sale.qris ? await import('qrcode').then((m) => m.toDataURL(sale.qris!, { width: 320, margin: 2, errorCorrectionLevel: 'M' })) : null;
  frame.srcdoc = strukHtml(sale, { lebarMm: paperMm(), perusahaan, logo, ulang, qrGambar });
  await new Promise<void>((ok) => frame.addEventListener('load', () => ok(), { once: true }));
  // A key pressed while the print frame holds the focus is the till's (Enter starts the next sale).
  frame.contentWindow?.addEventListener('keydown', (e) => {
    const copy = new KeyboardEvent('keydown', { key: e.key, code: e.code, ctrlKey: e.ctrlKey, shiftKey: e.shiftKey, altKey: e.altKey, cancelable: true });
    if (!window.dispatchEvent(copy)) e.preventDefault();
  });
  // The frame prints without taking the focus (focusing it first is an old browsers' need): a key
  // the cashier presses meanwhile reaches the till, whose dialog keeps its focused button. Should
  // a print dialog still leave the focus in the frame, the till gets it back (the cashier types on).
  const back = document.activeElement as HTMLElement | null;
  frame.contentWindow?.print();
  if (document.activeElement === frame) {
    if (back && back !== document.body && back !== frame && back.isConnected) back.focus();
    else {
      frame.blur();
      window.focus();
    }
  }
  return null;
}
