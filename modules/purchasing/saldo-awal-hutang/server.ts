/** Opening payables: Dr Ekuitas Saldo Awal / Cr Hutang Usaha (SAH); not changed once paid (@niaga/accounting open-items). */
import type { DoctypeServer } from '@niaga/kernel/server';
import { openingServer } from '@niaga/accounting';
import { HUTANG } from '../payables';

export const saldoawalhutangServer: DoctypeServer = openingServer(HUTANG, 'Saldo Awal Hutang');
