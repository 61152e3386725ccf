/**
 * CLI: `tsx apps/printer-service/src/main.ts` (root script `npm run printer`).
 * Env: PRINTER_PORT (default 5488), PRINTER_CONFIG (default ./printer-config.json),
 * PRINTER_ORIGINS (comma-separated browser origins; default: any origin).
 */
import { resolve } from 'node:path';
import { startPrinterService } from './service';

const port = Number(process.env.PRINTER_PORT || 5488);
const configPath = resolve(process.env.PRINTER_CONFIG || './printer-config.json');
const origins = (process.env.PRINTER_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PRINTER_PORT tidak valid: ${process.env.PRINTER_PORT}`);
  process.exit(1);
}

try {
  const service = await startPrinterService({ port, configPath, allowOrigins: origins.length ? origins : undefined });
  console.log(`Niaga POS Printer Service aktif di ${service.url} (pengaturan: ${configPath})`);
  const stop = () => void service.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.error(
    err.code === 'EADDRINUSE' ? `Port ${port} sudah dipakai: printer service mungkin sudah berjalan.` : `Printer service gagal dimulai: ${err.message}`,
  );
  process.exit(1);
}
