/** Sends raw bytes to a network (raw TCP, "JetDirect") printer. */
import { connect } from 'node:net';

export const PRINTER_TIMEOUT_MS = 5000;

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'koneksi ditolak (printer mati atau port salah)',
  ECONNRESET: 'koneksi diputus oleh printer',
  EHOSTUNREACH: 'alamat tidak terjangkau',
  ENETUNREACH: 'jaringan tidak terjangkau',
  ENOTFOUND: 'nama host tidak ditemukan',
  EAI_AGAIN: 'nama host tidak ditemukan',
};

/**
 * Connects, writes `data`, closes. Rejects with an Error whose message is the Indonesian text for
 * the cashier ('Printer host:port tidak dapat dihubungi: ...') when the printer cannot be reached
 * or has not taken the data within `timeoutMs`.
 */
export function sendToPrinter(host: string, port: number, data: Buffer, timeoutMs = PRINTER_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const fail = (why: string) => {
      clearTimeout(timer);
      socket.destroy();
      reject(new Error(`Printer ${host}:${port} tidak dapat dihubungi: ${why}`));
    };
    const timer = setTimeout(() => fail(`waktu habis (${timeoutMs / 1000} detik)`), timeoutMs);
    socket.on('error', (e: NodeJS.ErrnoException) => fail(REASONS[e.code ?? ''] ?? e.message));
    socket.on('connect', () => {
      socket.resume(); // discard any status bytes the printer sends back
      socket.end(data);
    });
    // 'finish': every byte is handed to the operating system, which delivers it and closes the
    // connection normally. Give the printer a moment to close its side, then let go.
    socket.on('finish', () => {
      clearTimeout(timer);
      resolve();
      setTimeout(() => socket.destroy(), 1000).unref();
    });
  });
}
