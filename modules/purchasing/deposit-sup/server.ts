/**
 * Deposits to suppliers: Dr Uang Muka Pembelian / Cr Kas/Bank (DB); one that purchases used is not
 * reduced below what they used; the supplier's row is locked while checked, as purchases using the
 * deposit lock it (@niaga/accounting open-items).
 */
import type { DoctypeServer } from '@niaga/kernel/server';
import { depositServer } from '@niaga/accounting';
import { HUTANG } from '../payables';

export const depositsupServer: DoctypeServer = depositServer(HUTANG);
