/**
 * Printing a PPOB receipt the way the till prints its sales' (`printReceipt` of @niaga/sales: the
 * POS printer service's ESC/POS or the browser's printer at this browser's paper width), from the
 * shared layout (../receipt.ts `strukPpob`). A reprint is marked CETAK ULANG and opens no drawer.
 */
import { printReceipt } from '@niaga/sales/print';
import { strukPpob } from '../receipt';
import type { PpobTransaksi } from '../replies';

/** Prints it; the printer's message when it failed, else null. */
export async function cetakPpob(t: PpobTransaksi, ulang = false): Promise<string | null> {
  try {
    return await printReceipt(strukPpob(t), ulang);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
