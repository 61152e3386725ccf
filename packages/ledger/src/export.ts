/** The journal in hledger's plain-text format (every posting, reversals included), for audits and the oracle test. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { dec } from '@niaga/core';

export async function hledgerJournal(tx: Tx): Promise<string> {
  const rows = await rowsOf<{ jurnal_id: number; tanggal: string; notransaksi: string; sumber: string; kodeacc: string; debet: string; kredit: string }>(
    tx,
    sql`select b.jurnal_id, j.tanggal, j.notransaksi, j.sumber, p.kodeacc, b.debet, b.kredit
        from gl_baris b join gl_jurnal j on j.id = b.jurnal_id join perkiraan p on p.id = b.perkiraan_id
        where b.debet <> 0 or b.kredit <> 0 order by j.tanggal, b.jurnal_id, b.id`,
  );
  const out: string[] = [];
  let cur = -1;
  for (const r of rows) {
    if (r.jurnal_id !== cur) {
      cur = r.jurnal_id;
      out.push('', `${r.tanggal} (${r.sumber}) ${r.notransaksi.replace(/[;\n]/g, ' ')}`);
    }
    out.push(`    ${r.kodeacc}    ${dec(r.debet).minus(dec(r.kredit)).toFixed(2)}`);
  }
  return out.join('\n').trimStart() + '\n';
}
