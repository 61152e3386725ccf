/**
 * A report file: the act laporan_unduh checks the right (mprint for PDF, mexport for XLSX) and
 * answers with a one-time address; the file is fetched from it with progress (the server sends its
 * length once it is rendered) and saved under its name. A refusal at either step comes back as
 * the envelope's message.
 */
import { ApiError, CLIENT, MSG_CONNECTION, callOk } from '../api';
import type { CountedFileReply, ParamValues } from '@niaga/report';

export type FileFormat = 'pdf' | 'xlsx';

export interface Progress {
  /** 'siap': the server is rendering; 'unduh': bytes are arriving. */
  tahap: 'siap' | 'unduh';
  baris: number;
  diterima: number;
  total: number;
}

export function downloadReport(lap: string, format: FileFormat, param: ParamValues, onProgress: (p: Progress) => void): Promise<string> {
  return downloadFile('laporan_unduh', { lap, format, param }, onProgress);
}

/**
 * Any file behind the one-time download (reports, the tax invoices of /eksporcsv): `act` checks the
 * right and answers {url, nama, baris or jumlah}; the file is fetched with progress and saved.
 */
export async function downloadFile(act: string, payload: unknown, onProgress: (p: Progress) => void = () => undefined): Promise<string> {
  const r = await callOk<CountedFileReply>(act, payload);
  const { url, nama } = r;
  const baris = r.baris ?? r.penjualan ?? 0;
  onProgress({ tahap: 'siap', baris, diterima: 0, total: 0 });
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(CLIENT.CONNECTION, MSG_CONNECTION);
  }
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { num?: number; msg?: string } | null;
    throw new ApiError(env?.num ?? 601, env?.msg || 'Permintaan data ke server gagal.');
  }
  const total = Number(res.headers.get('content-length') ?? 0);
  const parts: Uint8Array[] = [];
  let diterima = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      diterima += value.length;
      onProgress({ tahap: 'unduh', baris, diterima, total });
    }
  } else parts.push(new Uint8Array(await res.arrayBuffer()));
  const blob = new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? 'application/octet-stream' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = nama;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  return nama;
}
