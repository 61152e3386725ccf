/**
 * The shape of a printed receipt, shared by what lays it out (modules/sales/receipt) and what
 * prints it (apps/printer-service: ESC/POS, `POST /print`). Types only.
 */
export type Align = 'left' | 'center' | 'right';

export interface ReceiptLine {
  text: string;
  align?: Align;
  bold?: boolean;
  /** Double width and height (half as many characters per line). */
  double?: boolean;
  /** A QR code printed centred before the line's text (ESC/POS GS ( k, model 2): a pay-later bill's QRIS. */
  qr?: string;
}
