import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshCompany, testServer } from './harness';
import { addUser, loginAs } from './auth-helpers';

const row = (over: Record<string, unknown> = {}) => ({ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Kantor Pusat', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12, ...over });
const flag = async (id: number) => {
  const { db } = await testServer();
  return (await db.rows<{ startflag: number }>(sql`select startflag from control.companies where id = ${id}`))[0].startflag;
};

describe('startingdb', () => {
  test('every rule of spec §5 and §9 with its text, and nothing saved', async () => {
    const co = await freshCompany({ startflag: 0 });
    const cases: Array<[unknown, string]> = [
      [{}, 'Terjadi masalah pada sistem [Hd]. Proses simpan dibatalkan.'],
      [{ DeptData: [] }, 'Terjadi masalah pada sistem [Hd]. Proses simpan dibatalkan.'],
      [{ DeptData: [row(), row()] }, 'Terjadi masalah pada sistem [Hd]. Proses simpan dibatalkan.'],
      [{ DeptData: 'UTM' }, 'Terjadi masalah pada sistem [Hd]. Proses simpan dibatalkan.'],
      [{ DeptData: [row({ KodeKantorPusat: '' })] }, 'Maaf Kode Kantor belum diinput !.'],
      [{ DeptData: [row({ KodeKantorPusat: '   ' })] }, 'Maaf Kode Kantor belum diinput !.'],
      [{ DeptData: [row({ KodeKantorPusat: 'UT-1' })] }, 'format kode kantor tidak valid'],
      [{ DeptData: [row({ KodeKantorPusat: 'KANTOR' })] }, 'format kode kantor tidak valid'],
      [{ DeptData: [row({ KodeKantorPusat: 'ÜTM' })] }, 'format kode kantor tidak valid'],
      [{ DeptData: [row({ KodeKantor: 'AB CD' })] }, 'format kode kantor tidak valid'],
      [{ DeptData: [row({ NamaKantor: '' })] }, 'Maaf Nama Kantor belum diinput !.'],
      [{ DeptData: [row({ TimeZone: 'Asia/Singapore' })] }, 'Zona Waktu harus salah satu dari Asia/Jakarta, Asia/Makassar, Asia/Jayapura.'],
      [{ DeptData: [row({ BulanAwal: 13 })] }, 'Bulan Mulai harus antara 1 sampai 12.'],
      [{ DeptData: [row({ BulanAwal: 0 })] }, 'Bulan Mulai harus antara 1 sampai 12.'],
      [{ DeptData: [row({ Tahun: 2016 })] }, 'Tahun Mulai harus antara 2017 sampai 2050.'],
      [{ DeptData: [row({ Tahun: 2051 })] }, 'Tahun Mulai harus antara 2017 sampai 2050.'],
      [{ DeptData: [row({ Tahun: '20x6' })] }, 'Tahun Mulai harus antara 2017 sampai 2050.'],
      [{ DeptData: [row({ Bulan: 0 })] }, 'Bulan Periode Akhir Akuntansi harus antara 1 sampai 12.'],
    ];
    for (const [payload, msg] of cases) {
      const r = await co.act('startingdb', payload);
      expect(r.msg, JSON.stringify(payload)).toBe(msg);
      expect(r.num).toBe(15);
    }
    expect(await co.sql('select * from kantor')).toHaveLength(0);
    expect(await co.sql('select * from perkiraan')).toHaveLength(0);
    expect(await flag(co.company.id)).toBe(0);
  });

  test('saves the head office (uppercase), sets the flag to 1 and says so; a second save is refused', async () => {
    const co = await freshCompany({ startflag: 0 });
    const r = await co.act('startingdb', { DeptData: [row({ KodeKantorPusat: 'pst01', KodeKantor: '', NamaKantor: ' Toko Maju ', TimeZone: 'Asia/Makassar', BulanAwal: '7', Tahun: '2017', Bulan: '6' })] });
    expect(r).toMatchObject({ num: 0, msg: 'Simpan berhasil, sistem akan logout otomatis.', data: { startflag: 1, kodekantor: 'PST01', tahun: 2017, bulanawal: 7, bulan: 6 } });
    expect(await co.sql('select kodekantor, namakantor, pusat, timezone from kantor')).toEqual([{ kodekantor: 'PST01', namakantor: 'Toko Maju', pusat: true, timezone: 'Asia/Makassar' }]);
    expect(await flag(co.company.id)).toBe(1);
    // The books, in the same transaction: chart of accounts, account roles, default warehouse.
    expect((await co.sql<{ n: number }>('select count(*)::int as n from perkiraan'))[0].n).toBeGreaterThan(20);
    expect((await co.sql<{ n: number }>('select count(*)::int as n from setting_akun'))[0].n).toBeGreaterThan(0);
    expect(await co.sql('select kodegudang from gudang')).toEqual([{ kodegudang: 'PST01' }]);
    expect((await co.act('lgxtk')).data).toMatchObject({ startflag: 1, rute: '/kasiradmode2', appcfg: { tbl_kantor: [{ kodekantor: 'PST01', pusat: true }] } });

    const again = await co.act('startingdb', { DeptData: [row({ KodeKantorPusat: 'LAIN' })] });
    expect(again).toMatchObject({ num: 27, msg: 'Database perusahaan sudah di-setting, proses simpan dibatalkan.' });
    expect(await co.sql('select kodekantor from kantor')).toEqual([{ kodekantor: 'PST01' }]);
  });

  test('FormParam-style DeptData with defaults: end month 12 when left out, time zone Asia/Jakarta', async () => {
    const co = await freshCompany({ startflag: 0 });
    const r = await co.act('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', NamaKantor: 'Pusat', BulanAwal: 1, Tahun: 2050 }] });
    expect(r).toMatchObject({ num: 0, data: { bulan: 12, tahun: 2050 } });
    expect(await co.sql('select timezone from kantor')).toEqual([{ timezone: 'Asia/Jakarta' }]);
  });

  test('the shop\'s name and address (DataPerusahaan) go to Data Perusahaan, which the receipt prints; the company takes the name', async () => {
    const co = await freshCompany({ startflag: 0 });
    const shop = { namaperusahaan: ' Toko Sumber Rejeki ', alamat1: 'Jl. Pahlawan No. 7', kota: 'Semarang', telepon: '024-7654321' };
    const r = await co.act('startingdb', { DeptData: [row()], DataPerusahaan: [shop] });
    expect(r.num, r.msg).toBe(0);
    const cfg = await co.act('acccfgopt', { cfg: ['namaperusahaan', 'alamat1', 'kota', 'telepon'] });
    expect((cfg.data as { confreq: unknown[] }).confreq).toEqual([
      { confname: 'namaperusahaan', confvalue: 'Toko Sumber Rejeki' },
      { confname: 'alamat1', confvalue: 'Jl. Pahlawan No. 7' },
      { confname: 'kota', confvalue: 'Semarang' },
      { confname: 'telepon', confvalue: '024-7654321' },
    ]);
    const { db } = await testServer();
    expect((await db.rows<{ nama: string }>(sql`select nama from control.companies where id = ${co.company.id}`))[0].nama).toBe('Toko Sumber Rejeki');
    // Without the table (the spec's own request) nothing of Data Perusahaan is written.
    const plain = await freshCompany({ startflag: 0 });
    expect((await plain.act('startingdb', { DeptData: [row()] })).num).toBe(0);
    expect(await plain.sql(`select * from konfigurasi where nama in ('namaperusahaan', 'alamat1', 'kota', 'telepon')`)).toEqual([]);
  });

  test('bad shop data is refused with Data Perusahaan\'s words, and nothing is set up', async () => {
    const co = await freshCompany({ startflag: 0 });
    const cases: Array<[unknown, string, string]> = [
      [[{ namaperusahaan: '  ', alamat1: 'Jl. A' }], 'namaperusahaan', 'Nama Perusahaan'],
      [[{ namaperusahaan: 'Toko', telepon: 'satu dua' }], 'telepon', 'Telepon hanya boleh berisi angka, spasi dan + ( ) - .'],
      [[{ namaperusahaan: 'x'.repeat(121) }], 'namaperusahaan', 'Nama Perusahaan'],
      [[{ namaperusahaan: 'A' }, { namaperusahaan: 'B' }], '', 'Terjadi masalah pada sistem [Hd]. Proses simpan dibatalkan.'],
    ];
    for (const [table, field, words] of cases) {
      const r = await co.act('startingdb', { DeptData: [row()], DataPerusahaan: table });
      expect(r.num, JSON.stringify(table)).toBe(15);
      expect(r.msg).toContain(words);
      if (field) expect(Object.keys((r.data as { fields: Record<string, string> }).fields)).toEqual([field]);
    }
    expect(await co.sql('select * from kantor')).toHaveLength(0);
    expect(await co.sql('select * from konfigurasi')).toHaveLength(0);
    expect(await flag(co.company.id)).toBe(0);
  });

  test('only an administrator may set up; only in a company whose flag is 0', async () => {
    const co = await freshCompany({ startflag: 0 });
    const pw = await addUser(co, { userid: 'STAF' });
    const staf = await loginAs(co, 'STAF', pw);
    expect(await staf.act('startingdb', { DeptData: [row()] })).toMatchObject({ num: 27, msg: 'Maaf, pengaturan awal database hanya dapat dilakukan oleh administrator.' });
    expect(await flag(co.company.id)).toBe(0);

    const started = await freshCompany({ startflag: 1 });
    expect((await started.act('startingdb', { DeptData: [row()] })).num).toBe(27);
    expect(await started.sql('select * from kantor')).toHaveLength(0);
  });

  test('two saves at the same moment: one wins, the other is refused', async () => {
    const co = await freshCompany({ startflag: 0 });
    const [a, b] = await Promise.all([co.act('startingdb', { DeptData: [row({ KodeKantorPusat: 'AAA' })] }), co.act('startingdb', { DeptData: [row({ KodeKantorPusat: 'BBB' })] })]);
    expect([a.num, b.num].sort()).toEqual([0, 27]);
    expect(await co.sql('select count(*)::int as n from kantor')).toEqual([{ n: 1 }]);
  });
});
