import { describe, expect, test } from 'vitest';
import { decimal, date, doctype, flag, int, recordSchema, text, code } from '@niaga/kernel';
import { defaultValues, rowToValues, valuesToWire } from './values';

const meta = doctype({
  name: 'contoh',
  title: 'Contoh',
  access: 'mContoh',
  key: 'kode',
  routes: { list: '/listcontoh', add: '/contohad', edit: '/contohed' },
  fields: {
    kode: code('Kode', 10).unique().upper(),
    nama: text('Nama', 50),
    aktif: flag('Aktif'),
    jumlah: int('Jumlah').optional(),
    harga: decimal('Harga').optional(),
    tanggal: date('Tanggal').optional(),
  },
  list: { columns: ['kode', 'nama'], search: ['kode', 'nama'] },
});

describe('form values ⇄ wire', () => {
  test('defaults of an add form', () => {
    expect(defaultValues(meta)).toEqual({ kode: '', nama: '', aktif: true, jumlah: null, harga: null, tanggal: null });
  });

  test('a row round-trips through the form and passes the shared schema', () => {
    const row = { id: 3, kode: 'BOX', nama: 'Kotak', aktif: false, jumlah: 12, harga: '1500.50', tanggal: '2025-10-27' };
    const wire = valuesToWire(meta, rowToValues(meta, row));
    expect(wire).toEqual({ kode: 'BOX', nama: 'Kotak', aktif: false, jumlah: 12, harga: '1500.50', tanggal: '2025-10-27' });
    expect(recordSchema(meta).safeParse({ ...wire, id: 3 }).success).toBe(true);
  });

  test('an empty code gives the same message as the server', () => {
    const r = recordSchema(meta).safeParse(valuesToWire(meta, { ...defaultValues(meta), nama: 'x' }));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Kode wajib diisi');
  });
});
