/** Marketplace orders on the server: pesananmp is written only by the order import (no person saves or deletes one). */
import { ActError, NUM } from '@niaga/kernel';
import { serverOf } from '@niaga/kernel/server';
import pesananmp from './pesananmp';
import { isImport } from './import';

const ONLY_IMPORT = 'Pesanan Marketplace hanya dibuat dan diubah dari marketplace (Tarik Pesanan), tidak dapat diubah atau dihapus di sini.';

export const pesananmpServer = serverOf(pesananmp, {
  // The import saves as its own user on a session no login has (import.ts).
  beforeSave(ctx) {
    if (!isImport(ctx)) throw new ActError(NUM.RULE, ONLY_IMPORT);
  },
  beforeDelete(ctx) {
    if (!isImport(ctx)) throw new ActError(NUM.RULE, ONLY_IMPORT);
  },
});
