import { code, decimal, document, text, type DocumentInput } from '@niaga/kernel';

/**
 * Cash in and cash out share one shape (spec §2.8): a cash/bank account in the header and lines
 * naming the other accounts; only the posting side differs (see documents/server.ts).
 */
export const cashDocument = (d: Pick<DocumentInput, 'name' | 'code' | 'title' | 'access' | 'routes'>) =>
  document({
    ...d,
    fields: {
      kodeacc: code('Perkiraan Kas/Bank', 20).upper().ref('perkiraan', 'kasbank'),
      keterangan: text('Keterangan', 200).optional(),
      total: decimal('Total').default('0'),
    },
    lines: {
      title: `Detail ${d.title}`,
      fields: {
        kodeacc: code('Perkiraan', 20).upper().ref('perkiraan'),
        keterangan: text('Keterangan', 200).optional(),
        kontak: code('Kode Pelanggan/Supplier', 30).upper().optional(),
        jumlah: decimal('Jumlah'),
      },
    },
    list: { columns: ['notransaksi', 'tanggal', 'kodeacc', 'keterangan', 'total'], search: ['notransaksi', 'kodeacc', 'keterangan'] },
  });
