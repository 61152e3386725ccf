/**
 * Reprinting a saved sale from the sales lists (/kasirlistmode2: doctype `kasir`, /kasirlist:
 * `jual`): the sale is read again (`kasir_get` / `jual_get`, without opening it for editing) and
 * printed with `printReceipt(sale, true)`, marked 'CETAK ULANG' (docs/receipts.md "Reprint").
 */
import type { GetReply } from '@niaga/kernel';
import { callOk } from '@niaga/ui/api';
// Types only: the till loads no declaration (its first load stays light, issue 36 item 5).
import type kasir from '../kasir/kasir';
import type jual from '../jual/jual';
import { printReceipt, type StrukSale } from './print';
import { strukFrom } from '../receipt/receipt';

type Rec = Record<string, unknown>;

/** The receipt of a sale as its `<doctype>_get` returns it (names beside codes: `<field>_nama`). */
export function strukOf(data: Rec, name: 'kasir' | 'jual'): StrukSale {
  const head = (data[`tbl_${name}`] as Rec[] | undefined)?.[0];
  if (!head) throw new Error('Data penjualan tidak ditemukan');
  const lines = (data[`tbl_${name}_detail`] as Rec[] | undefined) ?? [];
  return strukFrom(head, lines);
}

/** Reads a sale by its id and prints it again; the message to show, or an error with the printer's. */
export async function cetakStruk(name: 'kasir' | 'jual', id: number): Promise<string> {
  const sale = strukOf(await (name === 'kasir' ? callOk<GetReply<typeof kasir>>('kasir_get', { id }) : callOk<GetReply<typeof jual>>('jual_get', { id })), name);
  const failed = await printReceipt(sale, true);
  if (failed) throw new Error(failed);
  return `Struk ${sale.notransaksi} dicetak ulang.`;
}
