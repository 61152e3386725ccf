import { expect, test } from 'vitest';
import { balance, companyWithBooks, invariants } from './books';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const Y = Number(today.slice(0, 4)) - 1;

test('buku besar: running balance on the normal side, any period, reversed entries hidden', async () => {
  const co = await companyWithBooks({ tahun: Y });
  expect((await co.act('saldoawalakun_save', { kodeacc: '1-1100', debet: '100000' })).num).toBe(0);
  const a = await co.act('kasmasuk_save', { tanggal: `${Y}-03-10`, kodeacc: '1-1100', lines: [{ kodeacc: '4-1000', jumlah: '1000000' }] });
  expect((await co.act('kaskeluar_save', { tanggal: `${Y}-04-01`, kodeacc: '1-1100', lines: [{ kodeacc: '6-1200', jumlah: '300000' }] })).num).toBe(0);
  expect((await co.edit('kasmasuk_save', { id: (a.data as { id: number }).id, tanggal: `${Y}-03-10`, kodeacc: '1-1100', lines: [{ kodeacc: '4-1000', jumlah: '1200000' }] })).num).toBe(0);

  const bb = await co.act('bukubesar', { kodeacc: '1-1100', dari: `${Y}-01-01`, sampai: `${Y}-12-31` });
  expect(bb).toMatchObject({
    num: 0,
    data: {
      info: [{ saldoawal: '100000.00', saldoakhir: '1000000.00', totdebet: '1200000.00', totkredit: '300000.00' }],
      query_data: [{ totrec: 2 }],
      tbl_bukubesar: [
        { tanggal: `${Y}-03-10`, sumber: 'KM', debet: '1200000.00', kredit: '0.00', saldo: '1300000.00' },
        { tanggal: `${Y}-04-01`, sumber: 'KK', debet: '0.00', kredit: '300000.00', saldo: '1000000.00' },
      ],
    },
  });
  const all = (await co.act('bukubesar', { kodeacc: '1-1100', dari: `${Y}-03-01`, sampai: `${Y}-03-31`, semua: 1 })).data as { tbl_bukubesar: Array<{ saldo: string; batal: boolean }> };
  expect(all.tbl_bukubesar.map((r) => [r.saldo, r.batal])).toEqual([
    ['1100000.00', true],
    ['100000.00', true],
    ['1300000.00', false],
  ]);
  // A revenue account runs on the credit side; a page of one row keeps the running balance.
  const rev = (await co.act('bukubesar', { kodeacc: '4-1000', dari: `${Y}-03-11`, sampai: `${Y}-12-31` })).data as { info: [{ saldoawal: string }] };
  expect(rev.info[0].saldoawal).toBe('1200000.00');
  const page = (await co.act('bukubesar', { kodeacc: '1-1100', dari: `${Y}-01-01`, sampai: `${Y}-12-31`, page: 1, limit: 1 })).data as { tbl_bukubesar: Array<{ saldo: string }> };
  expect(page.tbl_bukubesar).toEqual([expect.objectContaining({ saldo: '1000000.00' })]);
  expect(await co.act('bukubesar', { kodeacc: '1-0000' })).toMatchObject({ num: 15 });

  const ns = (await co.act('neracasaldo', { dari: `${Y}-04-01`, sampai: `${Y}-04-30` })).data as { tbl_neracasaldo: Array<Record<string, string>>; total: [Record<string, string>] };
  expect(ns.total[0]).toEqual({ awal: '0.00', debet: '300000.00', kredit: '300000.00', akhir: '0.00' });
  expect(ns.tbl_neracasaldo.find((r) => r.kodeacc === '1-1100')).toMatchObject({ awal: '1300000.00', debet: '0.00', kredit: '300000.00', akhir: '1000000.00' });
  expect(await invariants(co)).toEqual([]);
});

test('year-end: close moves profit to Laba Ditahan and locks the year; reopen needs confirmation', async () => {
  const co = await companyWithBooks({ tahun: Y });
  await co.act('kasmasuk_save', { tanggal: `${Y}-03-10`, kodeacc: '1-1100', lines: [{ kodeacc: '4-1000', jumlah: '1000000' }] });
  await co.act('kaskeluar_save', { tanggal: `${Y}-04-01`, kodeacc: '1-1100', lines: [{ kodeacc: '6-1200', jumlah: '300000.40' }] });
  expect(await co.act('prosestahunan_tutup', { tahun: Y + 1 })).toMatchObject({ num: 1, msg: `Tutup tahun buku ${Y} terlebih dahulu.` });
  const close = await co.act('prosestahunan_tutup', { tahun: Y });
  expect(close).toMatchObject({ num: 0, msg: `Tahun buku ${Y} sudah ditutup.`, data: { laba: '699999.60', tglkunci: `${Y}-12-31` } });
  expect(await balance(co, '4-1000')).toBe('0.00');
  expect(await balance(co, '6-1200')).toBe('0.00');
  expect(await balance(co, '3-3000')).toBe('-699999.60');
  expect(await balance(co, '1-1100')).toBe('699999.60');
  expect(await co.act('kasmasuk_save', { tanggal: `${Y}-05-01`, kodeacc: '1-1100', lines: [{ kodeacc: '4-1000', jumlah: '1' }] })).toMatchObject({ num: 1 });
  expect(await co.act('prosestahunan_tutup', { tahun: Y })).toMatchObject({ num: 1, msg: `Tahun buku ${Y} sudah ditutup.` });
  expect(await co.act('prosestahunan_tutup', { tahun: Y + 1 })).toMatchObject({ num: 1, msg: `Tahun buku ${Y + 1} belum berakhir (sampai 31/12/${Y + 1}).` });
  const info = (await co.act('prosestahunan_info')).data as { tbl_tahunbuku: Array<{ tahun: number; tutup: boolean }> };
  expect(info.tbl_tahunbuku.map((t) => [t.tahun, t.tutup])).toEqual([
    [Y, true],
    [Y + 1, false],
  ]);

  const warn = await co.act('prosestahunan_buka', { tahun: Y });
  expect(warn).toMatchObject({ num: 1, data: { perlukonfirmasi: true } });
  expect(warn.msg).toContain(`Membuka kembali tahun buku ${Y} akan membuka kunci semua transaksi sampai 31/12/${Y}`);
  expect(await co.act('prosestahunan_buka', { tahun: Y, konfirmasi: true })).toMatchObject({ num: 0 });
  expect(await balance(co, '4-1000')).toBe('-1000000.00');
  expect(await balance(co, '3-3000')).toBe('0.00');
  expect(await co.act('kasmasuk_save', { tanggal: `${Y}-05-01`, kodeacc: '1-1100', lines: [{ kodeacc: '4-1000', jumlah: '1' }] })).toMatchObject({ num: 0 });
  expect(await co.act('cekbuku')).toMatchObject({ num: 0, data: { ok: true, masalah: [] } });
  expect(await co.act('perbaikansaldo')).toMatchObject({ num: 0, data: { ok: true, mutasiBerubah: 0 } });
  expect(await invariants(co)).toEqual([]);
});
