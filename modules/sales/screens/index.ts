/** The cashier's screens (issue 14): the till in modes 2 and 3 and the price terminal. Sale lists use the generic document list. */
export { default as Kasir, KasirMode3 } from './Kasir';
export { default as TerminalHarga } from './TerminalHarga';
export { default as DepositSaldo } from './DepositSaldo';
