import { describe, expect, test } from 'vitest';
import { documents, doctypes } from '@niaga/accounting/doctypes';
import { pickerOf } from '../doctype/refs';
import { doctypes as master } from '@niaga/master';
import { derivedTotal, emptyLine, isBalanced, isBlankLine, isReadOnlyHeader, lineTotals, linesToWire, selisih, sumDecimals, toUnits } from './lines';

const byName = (n: string) => documents.find((d) => d.name === n)!;
const kasmasuk = byName('kasmasuk');
const jurnal = byName('jurnal');
const kastransfer = byName('kastransfer');

describe('document form helpers', () => {
  test('money sums are exact (no floats)', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.30');
    expect(sumDecimals(['150000', '50000.50', '', null])).toBe('200000.50');
    expect(sumDecimals(['-1.05', '1'])).toBe('-0.05');
    expect(sumDecimals(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(toUnits('1.001')).toBeNull();
    expect(toUnits('abc')).toBeNull();
  });

  test('reference fields get their picker from the declaration: accounts by option, other doctypes by name', () => {
    expect(pickerOf(kasmasuk.fields.kodeacc)).toEqual({ kind: 'account', option: 'kasbank' });
    expect(pickerOf(kasmasuk.lines!.fields.kodeacc)).toEqual({ kind: 'account', option: 'detail' });
    expect(pickerOf(kastransfer.fields.kodeaccke)).toEqual({ kind: 'account', option: 'kasbank' });
    expect(pickerOf(jurnal.lines!.fields.kodeacc)).toEqual({ kind: 'account', option: 'detail' });
    expect(pickerOf(kasmasuk.lines!.fields.kontak)).toBeNull();
    const perkiraan = doctypes.find((d) => d.name === 'perkiraan')!;
    expect(pickerOf(perkiraan.fields.kodeacc)).toBeNull();
    expect(pickerOf(perkiraan.fields.induk)).toEqual({ kind: 'account', option: 'grup' });
    const saldoawal = doctypes.find((d) => d.name === 'saldoawalakun')!;
    expect(pickerOf(saldoawal.fields.kodeacc)).toEqual({ kind: 'account', option: 'detail' });
    const item = master.find((d) => d.name === 'item')!;
    expect(pickerOf(item.fields.satuan)).toEqual({ kind: 'doctype', doctype: 'satuan' });
  });

  test('totals, derived header total and the journal difference', () => {
    const lines = [
      { kodeacc: '6-1100', debet: '300000', kredit: '0' },
      { kodeacc: '1-1100', debet: null, kredit: '299999.99' },
    ];
    const t = lineTotals(jurnal, lines);
    expect(t).toEqual({ debet: '300000.00', kredit: '299999.99' });
    expect(isBalanced(jurnal)).toBe(true);
    expect(isBalanced(kasmasuk)).toBe(false);
    expect(selisih(t)).toBe('0.01');
    expect(derivedTotal(jurnal, t)).toBe('300000.00');
    expect(derivedTotal(kasmasuk, lineTotals(kasmasuk, [{ jumlah: '10' }, { jumlah: '2.5' }]))).toBe('12.50');
    expect(derivedTotal(kastransfer, {})).toBeNull();
    expect(isReadOnlyHeader(kasmasuk, 'total')).toBe(true);
    expect(isReadOnlyHeader(kastransfer, 'jumlah')).toBe(false);
    expect(isReadOnlyHeader(kasmasuk, 'notransaksi')).toBe(true);
  });

  test('blank lines are dropped from the payload, indexes kept for server errors', () => {
    expect(isBlankLine(jurnal, emptyLine(jurnal))).toBe(true);
    const wire = linesToWire(kasmasuk, [emptyLine(kasmasuk), { kodeacc: '4-9000', keterangan: '', kontak: '', jumlah: '1500.5' }]);
    expect(wire).toEqual([{ index: 1, line: { kodeacc: '4-9000', keterangan: '', kontak: '', jumlah: '1500.5' } }]);
  });
});
