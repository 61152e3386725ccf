/**
 * "Kirim WA" on the sales lists (issue 41; docs/whatsapp.md "Screens"): a row's till receipt
 * (/kasirlistmode2), invoice or the reminder of its remaining receivable (/kasirlist) to the
 * customer's telephone, through `wa_kirim` (the outbox: sent at once, else queued and retried).
 * Loaded when the action runs: the lists' first load carries only the button.
 */
import { callOk } from '@niaga/ui/api';
import type { WaKirimReply } from '../replies';

export type JenisWa = 'struk' | 'faktur' | 'pengingat';
const NAMA: Record<JenisWa, string> = { struk: 'Struk', faktur: 'Faktur', pengingat: 'Pengingat piutang' };

/** Sends it; the message the list shows (a refusal is thrown with the server's message). */
export async function kirimWa(jenis: JenisWa, doctype: 'kasir' | 'jual', id: number): Promise<string> {
  const r = await callOk<WaKirimReply>('wa_kirim', { jenis, doctype, id });
  return r.status === 'terkirim'
    ? `${NAMA[jenis]} terkirim lewat WhatsApp ke ${r.nomor}.`
    : `${NAMA[jenis]} masuk antrean WhatsApp ke ${r.nomor}; dicoba lagi otomatis (${r.last_error}).`;
}
