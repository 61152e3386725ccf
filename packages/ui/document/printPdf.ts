/**
 * Documents with a printed layout made on the server (act `<doctype>_cetak` → a one-time PDF
 * address): the purchase invoice, the purchase order and the purchase return
 * (modules/purchasing/cetak). Their Cetak opens the PDF in a new tab; other documents print the
 * form (window.print, the generic A4 layout).
 */
import type { FileReply } from '@niaga/report';
import { ApiError, callOk } from '../api';

export const PDF_PRINT = new Set(['beli', 'pesanbeli', 'returbeli']);

/**
 * Opens the document's PDF in a new tab. The tab is opened at once (on the click, so that no
 * popup blocker stops it) and shows the file when it has arrived; a refusal closes it and throws.
 */
export async function openDocumentPdf(doctype: string, id: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await callOk<FileReply>(`${doctype}_cetak`, { id });
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
      const env = (await res.json().catch(() => null)) as { num?: number; msg?: string } | null;
      throw new ApiError(env?.num ?? 601, env?.msg || 'Permintaan data ke server gagal.');
    }
    const blob = new Blob([await res.arrayBuffer()], { type: 'application/pdf' });
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (e) {
    tab?.close();
    throw e;
  }
}
