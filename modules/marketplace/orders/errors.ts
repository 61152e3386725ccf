/** Spec §8 code 2: what a platform sent (or replied) does not have the shape the contract promises. */
import { ActError } from '@niaga/kernel';
import { MpError } from '../adapter';

export const NUM_MALFORMED = 2;
export const MALFORMED_MSG = 'Data yang diterima bermasalah';

export const malformed = (detail?: string) => new ActError(NUM_MALFORMED, detail ? `${MALFORMED_MSG}: ${detail}.` : MALFORMED_MSG);

/** The message a failed order or pull is logged with (a platform error in words; code 2 for malformed). */
export function messageOf(e: unknown): string {
  if (e instanceof MpError) return e.kind === 'malformed' && !e.message.startsWith(MALFORMED_MSG) ? `${MALFORMED_MSG}${e.message ? `: ${e.message}` : ''}` : e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}
