/**
 * Customer deposits: Dr Kas/Bank / Cr Uang Muka Penjualan (DP); one that sales or payments used is
 * not reduced below what they used (42); the customer's row is locked while checked, as sales and
 * payments using the deposit lock it (@niaga/accounting open-items).
 */
import type { DoctypeServer } from '@niaga/kernel/server';
import { depositServer } from '@niaga/accounting';
import { PIUTANG } from '../receivables';

export const depositpelServer: DoctypeServer = depositServer(PIUTANG);
