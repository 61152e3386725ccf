/**
 * The pay-later bill (tagihan, issue 38) from a fresh company with default settings: the till prints
 * the bill before payment with the dynamic QRIS `qris_buat` gave; through the POS printer service to
 * a fake network printer, the bytes carry the ESC/POS QR command (`GS ( k`) with exactly that string
 * and no drawer kick; the payment then confirmed (the cashier, no gateway) completes the sale with
 * the QRIS, as the on-screen QRIS does. Books exact.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TIMBANGAN_DEFAULT } from '@niaga/core';
import { decodeQris } from '@niaga/core/qris';
import type { RunningPrinterService } from '@niaga/printer-service';
import { call, fakePrinter, start, tempDir, type FakePrinter } from '../../../apps/printer-service/test/helpers';
import { qrCode } from '../../../apps/printer-service/src/escpos';
import { freshCompany } from '../../../apps/server/test/harness';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { strukCetak } from '../receipt/receipt';
import { TAGIHAN, tagihanStruk } from '../screens/billStruk';
import type { Bill, TillSettings } from '../screens/till';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Caller = (name: string, payload?: unknown) => Promise<Reply>;

// A published static QRIS (packages/core/src/qris.test.ts).
const STICKER =
  '00020101021126670016COM.NOBUBANK.WWW01189360050300000879140214703239147837910303UMI51440014ID.CO.QRIS.WWW0215ID20232709941630303UMI5204481253033605802ID5923GRANOOL STORE OK12295776006KEDIRI61056421262070703A0163047127';

/** The data of every ESC/POS `GS ( k … 1 P 0` (store the QR's data) in the bytes, in order. */
function qrData(b: Buffer): string[] {
  const out: string[] = [];
  for (let i = 0; i + 8 <= b.length; i++) {
    if (b[i] === 0x1d && b[i + 1] === 0x28 && b[i + 2] === 0x6b && b[i + 5] === 0x31 && b[i + 6] === 0x50 && b[i + 7] === 0x30) {
      const n = b[i + 3] + b[i + 4] * 256 - 3;
      out.push(b.subarray(i + 8, i + 8 + n).toString('latin1'));
      i += 7 + n;
    }
  }
  return out;
}

let tmp: ReturnType<typeof tempDir>;
let svc: RunningPrinterService;
let printer: FakePrinter;
beforeAll(async () => {
  tmp = tempDir();
  svc = await start({ configPath: tmp.configPath });
  printer = await fakePrinter();
});
afterAll(async () => {
  await svc?.close();
  await printer?.close();
  tmp?.remove();
});

test("a pay-later bill prints the QR of qris_buat's string (GS ( k), no drawer; paid later, the sale takes that QRIS; books exact", async () => {
  const co = await freshCompany({ startflag: 0 });
  const must = async (c: Caller, name: string, payload: unknown) => {
    const r = await c(name, payload);
    expect(r.num, `${name}: ${r.msg}`).toBe(0);
    return r;
  };
  const admin = co.act as Caller;
  await must(admin, 'startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko Baru', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] });
  await must(admin, 'satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' });
  await must(admin, 'item_save', { kodeitem: 'JASA01', namaitem: 'Ongkos Giling', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '15000' }] });
  await must(admin, 'paymentgateway_save', { qrisstatis: STICKER });
  const password = await addUser(co, { userid: 'KASIR1' });
  await co.sql(`update pengguna set qrisaktif = true where userid = 'KASIR1'`);
  await grant(co, 'U', 'KASIR1', [['mJual'], ['mJual', 'madd']]);
  const kasir = (await loginAs(co, 'KASIR1', password)).act as Caller;
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);

  // The till's bill: 3 services, 45,000 (no PPN, no rounding: the default settings).
  const settings: TillSettings = { tipepajak: '0', pembulatanaktif: false, opsipembulatan: '0', timbanganaktif: false, timbangan: TIMBANGAN_DEFAULT };
  const bill: Bill = {
    lines: [{ key: 'a', kodeitem: 'JASA01', namaitem: 'Ongkos Giling', satuan: 'PCS', iddetailvarian: null, jumlah: '3', harga: '15000', diskon1: '0', diskon2: '0', diskon3: '0', diskon4: '0', jenispajak: '0', idpromo: null }],
    customer: { kodesupel: 'UMUM', namasupel: 'Pelanggan Umum', levelharga: '1', kgruppel: null },
    kodesales: '',
  };
  // Cetak Tagihan: the QRIS for the bill's total, then the bill with it to the printer.
  const made = (await must(kasir, 'qris_buat', { total: '45000' })).data as { qris: string; referensi: string; nominal: string };
  const struk = tagihanStruk(bill, settings, made, { tanggal: today, jam: '10:00:00', userid: 'KASIR1', kodegudang: 'UTM' });
  expect(struk).toMatchObject({ notransaksi: TAGIHAN, total: '45000.00', qris: made.qris, refqris: made.referensi, kembali: null });
  expect((await call(svc.url, '/saveconf', { printerip: '127.0.0.1', printerport: String(printer.port) })).body.num).toBe(0);
  const body = strukCetak(struk, { kolom: 32, perusahaan: { namaperusahaan: 'Toko Baru' }, footer: null });
  expect((await call(svc.url, '/print', body)).body).toMatchObject({ num: 0 });
  const bytes = await printer.next();

  // The QR command with exactly the act's string, centred; the printed text says what it is; the drawer stays shut.
  expect(qrData(bytes)).toEqual([made.qris]);
  expect(bytes.includes(Buffer.from([0x1b, 0x61, 1, ...qrCode(made.qris)]))).toBe(true);
  expect(decodeQris(made.qris)).toMatchObject({ jenis: 'dinamis', nominal: '45000' });
  const text = bytes.toString('latin1');
  for (const s of [TAGIHAN, 'TOTAL                     45.000', 'Scan QRIS untuk membayar', 'QRIS                      45.000', made.referensi]) expect(text).toContain(s);
  expect(text).not.toContain('Kembali');
  expect(bytes.includes(Buffer.from([0x1b, 0x70]))).toBe(false);

  // The buyer pays from the paper; the cashier confirms: the sale is saved with that QRIS.
  const paid = await kasir('kasir_save', {
    tanggal: today,
    kodegudang: 'UTM',
    tipeppn: 'N',
    pembulatan: '0',
    tunai: '0',
    bayarqris: made.nominal,
    refqris: made.referensi,
    lines: [{ kodeitem: 'JASA01', satuan: 'PCS', jumlah: '3', harga: '15000', jenispajak: '0' }],
  });
  expect(paid.num, paid.msg).toBe(0);
  expect(await co.sql(`select total::text, bayarqris::text, kredit::text from kasir where refqris = '${made.referensi}'`)).toEqual([{ total: '45000.00', bayarqris: '45000.00', kredit: '0.00' }]);
  expect(await must(kasir, 'qris_status', { referensi: made.referensi })).toMatchObject({ data: { status: 'dibayar', dipakai: true } });
  expect(await co.act('cekbuku', {})).toMatchObject({ num: 0, data: { ok: true } });
});
