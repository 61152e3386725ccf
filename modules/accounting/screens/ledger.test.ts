import { expect, test } from 'vitest';
import { ledgerCsvRefusal, type LedgerInfo, type LedgerRow } from './ledger';

const info: LedgerInfo = { kodeacc: '1-1100', namaacc: 'Kas', saldonormal: 'D', dari: '2026-11-01', sampai: '2026-11-30', saldoawal: '0', saldoakhir: '0', totdebet: '0', totkredit: '0' };
const row = (keterangan: string): LedgerRow => ({ id: 1, tanggal: '2026-11-02', sumber: 'JU', notransaksi: 'JU-2611-00001', keterangan, debet: '-1000.00', kredit: '0', saldo: '-1000.00' });

test('the ledger CSV is refused, naming the transaction, when a text saved before the rule would start a formula (negative amounts are no text)', () => {
  expect(ledgerCsvRefusal(info, [row('Setoran tunai')])).toBeNull();
  expect(ledgerCsvRefusal(info, [row('Setoran tunai'), row('=HYPERLINK("http://x","y")')])).toBe(
    'Transaksi JU-2611-00001: Keterangan "=HYPERLINK("http://x","y")" diawali tanda = + - @ atau tab dan dapat terbaca sebagai rumus di Excel; perbaiki datanya lalu ekspor lagi.',
  );
  expect(ledgerCsvRefusal({ ...info, namaacc: '@Kas' }, [])).toMatch(/^Perkiraan 1-1100: Nama Perkiraan "@Kas"/);
});
