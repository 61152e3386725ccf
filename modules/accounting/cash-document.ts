import { code, decimal, document, num, refuse, sumOf, text, type DocumentInput } from '@niaga/kernel';

/**
 * Cash in and cash out share one shape (spec §2.8): a cash/bank account in the header and lines
 * naming the other accounts, each amount above 0; the total is the sum of the lines. Only the
 * posting side differs (server.ts).
 */
export const cashDocument = (d: Pick<DocumentInput, 'name' | 'code' | 'title' | 'access' | 'routes'>, word: string) =>
  document({
    ...d,
    fields: {
      kodeacc: code('Perkiraan Kas/Bank', 20).upper().ref('perkiraan', 'kasbank'),
      keterangan: text('Keterangan', 200).optional(),
      total: decimal('Total').computed((doc) => sumOf(doc.lines, 'jumlah')),
    },
    lines: {
      title: `Detail ${d.title}`,
      min: 1,
      fields: {
        kodeacc: code('Perkiraan', 20).upper().ref('perkiraan'),
        keterangan: text('Keterangan', 200).optional(),
        kontak: code('Kode Pelanggan/Supplier', 30).upper().optional(),
        jumlah: decimal('Jumlah'),
      },
      rules: [
        (l, i) => num(l.jumlah).gt(0) || refuse('jumlah', `Baris ${i + 1}: jumlah ${word} harus lebih dari 0.`),
        (l, i, doc) => !l.kodeacc || l.kodeacc !== doc.kodeacc || refuse('kodeacc', `Baris ${i + 1}: perkiraan tidak boleh sama dengan perkiraan kas/bank.`),
      ],
    },
    list: { columns: ['notransaksi', 'tanggal', 'kodeacc', 'keterangan', 'total'], search: ['notransaksi', 'keterangan'], filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodeacc'] },
  });
