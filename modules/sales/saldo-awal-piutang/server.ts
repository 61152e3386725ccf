/** Opening receivables: Dr Piutang Usaha / Cr Ekuitas Saldo Awal (SAP); not changed once paid (@niaga/accounting open-items). */
import type { DoctypeServer } from '@niaga/kernel/server';
import { openingServer } from '@niaga/accounting';
import { PIUTANG } from '../receivables';

export const saldoawalpiutangServer: DoctypeServer = openingServer(PIUTANG, 'Saldo Awal Piutang');
