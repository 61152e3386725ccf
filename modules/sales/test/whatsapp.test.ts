/**
 * WhatsApp receipts, invoices and reminders (issue 41 item 3; docs/whatsapp.md) from a company set
 * up by /startingdb with its defaults, against the local fake Cloud API (a real HTTP server that
 * checks the bearer token, the phone number id and the template's shape): the settings keep the
 * token sealed and never answer it; a till receipt sent by WhatsApp is retried after the fake fails
 * once; a number in the wrong shape is refused before anything is queued; the PDF link is served
 * while its signature and expiry hold, refused when tampered with or expired.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { actOrEdit, freshCompany, testServer, TEST_ORIGIN, type TestCompany } from '../../../apps/server/test/harness';
import { addUser, grant, loginAs } from '../../../apps/server/test/auth-helpers';
import { FakeWhatsApp } from '../whatsapp/fake-whatsapp';
import { NOMOR_SALAH, nomorWa } from '../whatsapp/nomor';
import { docLink } from '../whatsapp/dokumen';
import { drain } from '../whatsapp/outbox';

type Reply = { num: number; msg: string; data: Record<string, unknown> };
type Row = Record<string, unknown>;

let fake: FakeWhatsApp;
const saved: Record<string, string | undefined> = {};
const ENV = { WHATSAPP_RETRY_MS: '30' };
beforeAll(async () => {
  fake = await FakeWhatsApp.start();
  for (const [k, v] of Object.entries({ ...fake.env(), ...ENV })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  await fake.close();
});

/** Every reply of the test, to check that the token never appears in one. */
const replies: string[] = [];
const keep = <T>(r: T): T => (replies.push(JSON.stringify(r)), r);

async function newShop() {
  const co = await freshCompany({ startflag: 0 });
  expect((await co.act('startingdb', { DeptData: [{ KodeKantorPusat: 'UTM', KodeKantor: 'UTM', NamaKantor: 'Toko WA', TimeZone: 'Asia/Jakarta', BulanAwal: 1, Tahun: 2026, Bulan: 12 }] })).num).toBe(0);
  expect((await co.act('satuan_save', { kodesatuan: 'PCS', namasatuan: 'Pieces' })).num).toBe(0);
  expect((await co.act('item_save', { kodeitem: 'JASA01', namaitem: 'Ongkos Giling', satuan: 'PCS', tipe: '2', jenispajak: '0', satuanitem: [{ satuan: 'PCS', konversi: '1', hargajual1: '2000' }] })).num).toBe(0);
  const password = await addUser(co, { userid: 'KASIR1' });
  await grant(co, 'U', 'KASIR1', [['mJual'], ['mJual', 'madd'], ['mKasLaci']]);
  const kasir = await loginAs(co, 'KASIR1', password);
  const [{ t: today }] = await co.sql<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as t`);
  return { co, kasir, today };
}

const jasa = (today: string, n: number, extra: Row = {}): Row => ({
  tanggal: today, kodegudang: 'UTM', tipeppn: 'N', pembulatan: '0', lines: [{ kodeitem: 'JASA01', satuan: 'PCS', jumlah: String(n), harga: '2000', jenispajak: '0' }], ...extra,
});

async function configure(co: TestCompany, token = fake.token) {
  const r = keep((await co.act('pengaturanwa_simpan', { phone_number_id: fake.phoneNumberId, token })) as Reply);
  expect(r.num, r.msg).toBe(0);
  return r;
}

const path = (url: string) => url.slice(TEST_ORIGIN.length);
const get = async (p: string) => (await testServer()).app.inject({ method: 'GET', url: p });

test('numbers: 08…, 628… and +628… become 628…; anything else is refused', () => {
  expect(nomorWa('0812-3456-7890')).toBe('6281234567890');
  expect(nomorWa('6281234567890')).toBe('6281234567890');
  expect(nomorWa('+62 812 3456 7890')).toBe('6281234567890');
  expect(nomorWa('(0812) 3456.7890')).toBe('6281234567890');
  for (const bad of ['', '12345', '0212345678', '+6521234567', '62 0812 345', '0812345', '081234567890123456', '0812abc45678', '+08123456789']) expect(nomorWa(bad), bad).toBeNull();
});

test('settings: the token sealed, never answered; a test message reaches the fake as the Cloud API has it', async () => {
  const { co } = await newShop();
  expect(keep(await co.act('pengaturanwa_show', {}))).toMatchObject({ num: 0, data: { token_ada: false, tpl_struk: 'struk_belanja', bahasa: 'id' } });
  // Not configured: refused, nothing queued.
  expect(keep(await co.act('wa_tes', { nomor: '081234567890' }))).toMatchObject({ num: 1, msg: expect.stringContaining('WhatsApp belum diatur') });
  expect(await co.sql(`select id from wa_pesan`)).toEqual([]);
  expect(keep(await co.act('pengaturanwa_simpan', { phone_number_id: fake.phoneNumberId }))).toMatchObject({ num: 15, msg: 'Token akses WhatsApp wajib diisi.' });
  expect((await configure(co)).data).toMatchObject({ phone_number_id: fake.phoneNumberId, token_ada: true });
  const [stored] = await co.sql<{ token: string }>(`select token from wa_pengaturan`);
  expect(stored.token).toMatch(/^s1:/);
  expect(stored.token).not.toContain(fake.token);
  // Saved again without a token: the stored one is kept.
  expect(keep(await co.act('pengaturanwa_simpan', { phone_number_id: fake.phoneNumberId, tpl_tes: 'hello_world' }))).toMatchObject({ num: 0, data: { token_ada: true } });
  expect((await co.sql<{ token: string }>(`select token from wa_pengaturan`))[0].token).toBe(stored.token);

  const before = fake.sent.length;
  const tes = keep((await co.act('wa_tes', { nomor: '0812-3456-7890' })) as Reply);
  expect(tes).toMatchObject({ num: 0, data: { status: 'terkirim', nomor: '6281234567890', wamid: expect.stringMatching(/^wamid\./) } });
  expect(fake.sent.slice(before)).toEqual([expect.objectContaining({ to: '6281234567890', template: { name: 'hello_world', language: { code: 'en_US' }, components: [] } })]);
  expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${fake.token}`);

  // A wrong token: Meta's 190 refusal, the message 'gagal' at once with Meta's words, never the token.
  await configure(co, 'EAAGsalah');
  const bad = keep((await co.act('wa_tes', { nomor: '081234567890' })) as Reply);
  expect(bad).toMatchObject({ num: 1, msg: expect.stringContaining('Invalid OAuth access token') });
  expect(bad.msg).toContain('[kode 190]');
  expect(await co.sql(`select status, attempts from wa_pesan order by id`)).toEqual([{ status: 'terkirim', attempts: 1 }, { status: 'gagal', attempts: 1 }]);
  for (const r of replies) expect(r).not.toContain(fake.token);
  expect(replies.join()).not.toContain('EAAGsalah');
});

test('a till receipt by WhatsApp: the fake fails once, the outbox retries, the log says sent; a bad number is refused before anything is queued', async () => {
  const { co, kasir, today } = await newShop();
  await configure(co);
  const sold = (await actOrEdit(kasir, 'kasir_save', jasa(today, 3, { tunai: '10000' }))) as Reply;
  expect(sold.num, sold.msg).toBe(0);
  const sale = (sold.data.tbl_kasir as Row[])[0] as { id: number; notransaksi: string };

  // Wrong shapes: refused with the reason, nothing written.
  for (const nomor of ['12345', '0212345678', '+1 415 555 0100'])
    expect(keep(await kasir.act('wa_kirim', { jenis: 'struk', doctype: 'kasir', id: sale.id, nomor }))).toMatchObject({ num: 15, msg: NOMOR_SALAH });
  // No number typed and the walk-in customer has none.
  expect(keep(await kasir.act('wa_kirim', { jenis: 'struk', doctype: 'kasir', id: sale.id }))).toMatchObject({ num: 15, msg: expect.stringContaining('Nomor WhatsApp wajib diisi') });
  expect(await co.sql(`select id from wa_pesan`)).toEqual([]);

  fake.failNext();
  const before = fake.sent.length;
  const first = keep((await kasir.act('wa_kirim', { jenis: 'struk', doctype: 'kasir', id: sale.id, nomor: '+62 812-3456-7891' })) as Reply);
  // The first try failed (Meta's 131000): queued for a retry, said so.
  expect(first).toMatchObject({ num: 0, data: { status: 'antri', nomor: '6281234567891', last_error: expect.stringContaining('Something went wrong') } });
  expect(fake.sent.length).toBe(before);
  const { db } = await testServer();
  expect(await drain(db, co.company, { deadline: Date.now() + 10_000 })).toBe(true);
  const log = keep((await co.act('wa_log', { notransaksi: sale.notransaksi })) as Reply);
  expect(log.data.tbl_walog).toEqual([expect.objectContaining({ jenis: 'struk', nomor: '6281234567891', status: 'terkirim', attempts: 2, last_error: '', wamid: expect.stringMatching(/^wamid\./), userid: 'KASIR1' })]);
  const [msg] = fake.sent.slice(before);
  expect(msg.to).toBe('6281234567891');
  expect(msg.template.name).toBe('struk_belanja');
  expect(msg.template.language).toEqual({ code: 'id' });
  expect(msg.template.components[1]).toEqual({ type: 'body', parameters: [{ type: 'text', text: 'Pelanggan Umum' }, { type: 'text', text: sale.notransaksi }, { type: 'text', text: 'Rp 6.000' }] });
  const doc = msg.template.components[0].parameters[0].document as { link: string; filename: string };
  expect(doc.filename).toBe(`${sale.notransaksi}.pdf`);
  expect(doc.link.startsWith(`${TEST_ORIGIN}/wa/dok/${co.iper}.kasir.${sale.id}.`)).toBe(true);

  // The link serves the receipt as a PDF, without a session.
  const pdf = await get(path(doc.link));
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // Tampered (another sale's id, a changed expiry, a changed signature): refused.
  const token = path(doc.link).split('/').pop()!;
  const parts = token.split('.');
  const tampered = [
    [...parts.slice(0, -4), parts.at(-4), String(sale.id + 1), parts.at(-2), parts.at(-1)].join('.'),
    [...parts.slice(0, -2), String(Number(parts.at(-2)) + 86_400), parts.at(-1)].join('.'),
    `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    token.replace('.kasir.', '.jual.'),
  ];
  for (const t of tampered) {
    const r = await get(`/wa/dok/${t}`);
    expect(r.statusCode, t).toBe(403);
    expect(r.body).toContain('Tautan dokumen tidak valid.');
  }
  // Expired: refused with the reason.
  const old = await get(path(docLink(TEST_ORIGIN, co.iper, 'kasir', sale.id, Date.now() - 1000)));
  expect(old.statusCode).toBe(403);
  expect(old.body).toContain('kedaluwarsa');
  for (const r of replies) expect(r).not.toContain(fake.token);
});

test("an invoice and its receivable reminder go to the customer's telephone", async () => {
  const { co, today } = await newShop();
  await configure(co);
  expect((await co.act('pelanggan_save', { kodesupel: 'TOKO01', namasupel: 'Toko Berkah', telepon: '0813 1111 2222', jatuhtempo: 14, limitkredit: '1000000' })).num).toBe(0);
  const jl = (await actOrEdit(co, 'jual_save', jasa(today, 5, { kodesupel: 'TOKO01' }))) as Reply;
  expect(jl.num, jl.msg).toBe(0);
  const sale = (jl.data.tbl_jual as Row[])[0] as { id: number; notransaksi: string; jatuhtempo: string };
  const before = fake.sent.length;
  expect(keep(await co.act('wa_kirim', { jenis: 'faktur', doctype: 'jual', id: sale.id }))).toMatchObject({ num: 0, data: { status: 'terkirim', nomor: '6281311112222' } });
  // The reminder popup names the invoice by its number.
  expect(keep(await co.act('wa_kirim', { jenis: 'pengingat', notransaksi: sale.notransaksi.toLowerCase() }))).toMatchObject({ num: 0, data: { status: 'terkirim' } });
  expect(keep(await co.act('wa_kirim', { jenis: 'pengingat', notransaksi: 'SAP-0000' }))).toMatchObject({ num: 40, msg: 'Data penjualan SAP-0000 tidak ditemukan.' });
  const due = `${sale.jatuhtempo.slice(8, 10)}/${sale.jatuhtempo.slice(5, 7)}/${sale.jatuhtempo.slice(0, 4)}`;
  const [faktur, pengingat] = fake.sent.slice(before);
  expect(faktur.template.name).toBe('faktur_penjualan');
  expect(faktur.template.components[1].parameters.map((p) => p.text)).toEqual(['Toko Berkah', sale.notransaksi, 'Rp 10.000', due]);
  expect(pengingat.template.name).toBe('pengingat_piutang');
  expect(pengingat.template.components[1].parameters.map((p) => p.text)).toEqual(['Toko Berkah', sale.notransaksi, 'Rp 10.000', due]);
  expect(await co.sql(`select jenis, nomor, notransaksi, status from wa_pesan order by id`)).toEqual([
    { jenis: 'faktur', nomor: '6281311112222', notransaksi: sale.notransaksi, status: 'terkirim' },
    { jenis: 'pengingat', nomor: '6281311112222', notransaksi: sale.notransaksi, status: 'terkirim' },
  ]);
  for (const r of replies) expect(r).not.toContain(fake.token);
});
