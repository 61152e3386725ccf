/**
 * Printing a pay-later bill (tagihan, issue 38), loaded by the till only when "Cetak Tagihan" is
 * pressed: the bill's receipt with the dynamic QRIS `qris_buat` gave, through the till's printer
 * (the printer service prints the QR with ESC/POS `GS ( k`; the browser's printer draws it).
 */
import { companyToday } from '@niaga/ui/session';
import { tagihanStruk, type TagihanQris } from './billStruk';
import { printReceipt } from './print';
import type { Bill, TillSettings } from './till';

/** Prints the bill; its failure in words (the printer service's 600), else null. */
export function printTagihan(o: { bill: Bill; settings: TillSettings; userid: string; kodegudang: string; q: TagihanQris }): Promise<string | null> {
  const jam = new Date().toTimeString().slice(0, 8);
  return printReceipt(tagihanStruk(o.bill, o.settings, o.q, { tanggal: companyToday().format('YYYY-MM-DD'), jam, userid: o.userid, kodegudang: o.kodegudang }));
}
