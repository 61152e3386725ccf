import { expect, test } from 'vitest';
import dayjs from 'dayjs';
import { kasmasuk, jurnal } from '@niaga/accounting/doctypes';
import { beli as beliMeta } from '@niaga/purchasing';
import { formFieldOf, isBlankRow, isUntakenRow, liveFigures, liveRefusals, recordToWire, takenRows } from './values';
import { pinnedTotals } from './ChildGrid';
import { proposedDue } from '../document/dueDates';

const lines = kasmasuk.tables.lines;

test('blank rows are not sent; computed figures are sent as computed now, not as the form held them', () => {
  expect(isBlankRow(lines, { kodeacc: '', keterangan: '', kontak: '', jumlah: null })).toBe(true);
  expect(isBlankRow(lines, { kodeacc: '', keterangan: '', kontak: '', jumlah: '0' })).toBe(true);
  expect(isBlankRow(lines, { id: 4, kodeacc: '', keterangan: '', kontak: '', jumlah: null })).toBe(false);
  const { payload, sent } = recordToWire(kasmasuk, {
    tanggal: dayjs('2026-01-05'),
    kodeacc: '1-1100',
    keterangan: 'x',
    total: '1.00',
    lines: [{ kodeacc: '', keterangan: '', kontak: '', jumlah: null }, { id: 7, kodeacc: '4-1000', keterangan: '', kontak: '', jumlah: '150000.5', kodeacc_nama: 'Penjualan' }, { kodeacc: '3-1000', jumlah: '50' }],
  });
  expect(payload).toMatchObject({ tanggal: '2026-01-05', total: '150050.50', lines: [{ id: 7, kodeacc: '4-1000', jumlah: '150000.5' }, { kodeacc: '3-1000', jumlah: '50' }] });
  expect(sent).toEqual({ lines: [1, 2] });
  // A refusal of the second sent row is the third form row.
  expect(formFieldOf(kasmasuk, 'lines.1.jumlah', sent)).toEqual(['lines', 2, 'jumlah']);
  expect(formFieldOf(kasmasuk, 'kodeacc', sent)).toEqual(['kodeacc']);
  expect(formFieldOf(kasmasuk, 'lines.5.jumlah', sent)).toBeNull();
});

test('live figures and rules of a journal', () => {
  const v = { tanggal: dayjs('2026-01-05'), lines: [{ kodeacc: '6-1100', debet: '300000', kredit: '0' }, { kodeacc: '1-1100', debet: '0', kredit: '299000' }] };
  expect(liveFigures(jurnal, v).header.total).toBe('300000.00');
  expect(liveRefusals(jurnal, v)).toEqual([{ field: undefined, message: 'Jurnal tidak seimbang: total debet 300.000, total kredit 299.000, selisih 1.000.' }]);
  expect(liveRefusals(jurnal, { ...v, lines: [v.lines[0], { ...v.lines[1], kredit: '300000' }] })).toEqual([]);
});

test('rows taken from another document: what remains, the shared fields, the source row named', async () => {
  const { beli } = await import('@niaga/purchasing');
  const rows = takenRows(beli.tables.lines, [
    { id: 7, kodeitem: 'KOPI01', kodeitem_nama: 'Kopi', satuan: 'BOX', jumlah: '10.0000', harga: '144000.00', diskon1: '10.0000', total: '1296000.00', sisa: '6.0000' },
    { id: 8, kodeitem: 'GULA01', satuan: 'KG', jumlah: '50.0000', harga: '15000.00', total: '750000.00', sisa: '0.0000' },
  ]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ idsumber: 7, kodeitem: 'KOPI01', kodeitem_nama: 'Kopi', satuan: 'BOX', jumlah: '6.0000', harga: '144000.00', diskon1: '10.0000' });
  expect(rows[0].id).toBeUndefined();
});

test('rows taken into a purchase return get what the purchase decides: its net unit prices, its PPN', async () => {
  const { returbeli } = await import('@niaga/purchasing');
  const c = returbeli.tables.lines;
  // A purchase with PPN Include: 438.000 of lines after discounts, DPP 394.200.
  const source = {
    head: { kodesupel: 'SUP01', kodegudang: 'UTM', tipeppn: 'I', jenispajak: '1112', dpp: '394200.00' },
    rows: [
      { id: 7, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2.0000', harga: '144000.00', total: '288000.00', sisa: '2.0000' },
      { id: 8, kodeitem: 'GULA01', satuan: 'KG', jumlah: '10.0000', harga: '15000.00', total: '150000.00', sisa: '0.0000' },
    ],
  };
  const given = c.linksTo!.take!(source);
  expect(given.head).toEqual({ kodesupel: 'SUP01', kodegudang: 'UTM', tipeppn: 'E', jenispajak: '1112' });
  const rows = takenRows(c, source.rows, undefined, given.rows);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ idsumber: 7, kodeitem: 'KOPI01', jumlah: '2.0000', harga: '129600.00' });
});

test('rows taken into a table with several sources (a sales return from a till sale) name the source kind, and send it back', async () => {
  const { returjual } = await import('@niaga/sales');
  const c = returjual.tables.lines;
  const rows = takenRows(c, [{ id: 3, kodeitem: 'KOPI01', satuan: 'BOX', jumlah: '2.0000', harga: '170000.00', jenispajak: '1112', sisa: '1.0000' }], 'kasir');
  expect(rows[0]).toMatchObject({ idsumber: 3, jenissumber: 'kasir', jumlah: '1.0000' });
  const { payload } = recordToWire(returjual, { tanggal: dayjs('2026-11-15'), mode: '1', nojual: 'KSR-2611-00001', kodesupel: 'TOKO01', kodegudang: 'UTM', lines: rows });
  expect((payload.lines as Record<string, unknown>[])[0]).toMatchObject({ idsumber: 3, jenissumber: 'kasir', kodeitem: 'KOPI01', jumlah: '1.0000' });
});

test('a negative payment amount is refused as negative, with no second message on the same cell', async () => {
  const { bayarhutang } = await import('@niaga/purchasing');
  const v = { tanggal: dayjs('2026-02-20'), kodesupel: 'SUP01', kodeacckas: '1-1100', lines: [{ noinvoice: 'BL-2602-00001', bayar: '-5000', potongan: '0' }] };
  expect(liveRefusals(bayarhutang, v).filter((r) => r.field === 'lines.0.bayar')).toEqual([{ field: 'lines.0.bayar', message: 'Baris 1: bayar tidak boleh negatif.' }]);
});

test('a taken row set to 0 is left out of what is sent (a return of some lines); a typed row at 0 is not', async () => {
  const { returjual } = await import('@niaga/sales');
  const c = returjual.tables.lines;
  const taken = (idsumber: number, jumlah: string) => ({ idsumber, jenissumber: 'jual', kodeitem: 'KOPI01', satuan: 'BOX', jumlah, harga: '170000', jenispajak: '1112' });
  expect(isUntakenRow(c, taken(7, '0'))).toBe(true);
  expect(isUntakenRow(c, taken(7, ''))).toBe(true);
  expect(isUntakenRow(c, taken(7, '1'))).toBe(false);
  expect(isUntakenRow(c, { ...taken(7, '0'), idsumber: null })).toBe(false);
  const { payload, sent } = recordToWire(returjual, { tanggal: dayjs('2026-11-15'), mode: '1', nojual: 'JL-2611-00001', lines: [taken(7, '0'), taken(8, '2')] });
  expect((payload.lines as { idsumber: number }[]).map((l) => l.idsumber)).toEqual([8]);
  expect(sent).toEqual({ lines: [1] });
});

test('the grid pins the line total it ends with; a due date proposed from the terms', () => {
  expect([...pinnedTotals(beliMeta.tables.lines)]).toEqual(['total']);
  expect([...pinnedTotals(kasmasuk.tables.lines)]).toEqual([]);
  expect(proposedDue('2026-12-02', 30)).toBe('2027-01-01');
  expect(proposedDue('2026-12-02', 0)).toBe('2026-12-02');
  expect(proposedDue(null, 30)).toBeNull();
  expect(proposedDue('2026-12-02', null)).toBeNull();
});
