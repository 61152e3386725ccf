/** Master data on the server: tables and acts derived from the declarations. */
import { doctypeActs, tableFor, type ActDef } from '@niaga/kernel/server';
import { doctypes } from './index';

export const tables = Object.fromEntries(doctypes.map((d) => [d.name, tableFor(d)]));

export const acts: ActDef[] = doctypes.flatMap((d) => doctypeActs(d, tables[d.name], {}, 'master'));
