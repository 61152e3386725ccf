/**
 * The local WhatsApp Cloud API refuses what Meta refuses (docs/whatsapp.md "The local fake"), and
 * the client turns each refusal into a WaError that says whether sending again may help.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FakeWhatsApp } from '../whatsapp/fake-whatsapp';
import { sendTemplate, templateBody, WaError, type WaConfig } from '../whatsapp/client';

let fake: FakeWhatsApp;
let saved: string | undefined;
beforeAll(async () => {
  fake = await FakeWhatsApp.start();
  saved = process.env.WHATSAPP_API_URL;
  process.env.WHATSAPP_API_URL = fake.url;
});
afterAll(async () => {
  if (saved === undefined) delete process.env.WHATSAPP_API_URL;
  else process.env.WHATSAPP_API_URL = saved;
  await fake.close();
});

const cfg = (o: Partial<WaConfig> = {}): WaConfig => ({ phone_number_id: fake.phoneNumberId, token: fake.token, versi_api: 'v21.0', bahasa: 'id', ...o });
const struk = { name: 'struk_belanja', body: ['Budi', 'KSR-2612-00001', 'Rp 7.000'], document: { link: 'https://toko.example/wa/dok/x', filename: 'KSR-2612-00001.pdf' } };
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(WaError);
  return e as WaError;
};

test('a valid template message is accepted with a wamid; its body is the Cloud API shape', async () => {
  expect(await sendTemplate(cfg(), '6281234567890', struk)).toMatch(/^wamid\./);
  expect(templateBody('6281234567890', 'id', struk)).toEqual({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '6281234567890',
    type: 'template',
    template: {
      name: 'struk_belanja',
      language: { code: 'id' },
      components: [
        { type: 'header', parameters: [{ type: 'document', document: { link: struk.document.link, filename: 'KSR-2612-00001.pdf' } }] },
        { type: 'body', parameters: struk.body.map((text) => ({ type: 'text', text })) },
      ],
    },
  });
});

test('refusals: token, phone number id, template, parameters, document header — none retriable; failNext is 131000, retriable', async () => {
  expect(await refusal(sendTemplate(cfg({ token: 'EAAGsalah' }), '6281234567890', struk))).toMatchObject({ code: 190, retriable: false });
  expect(await refusal(sendTemplate(cfg({ phone_number_id: '123' }), '6281234567890', struk))).toMatchObject({ code: 100, retriable: false });
  expect(await refusal(sendTemplate(cfg(), '6281234567890', { ...struk, name: 'tidak_ada' }))).toMatchObject({ code: 132001, retriable: false });
  expect(await refusal(sendTemplate(cfg({ bahasa: 'en_US' }), '6281234567890', struk))).toMatchObject({ code: 132001 });
  expect(await refusal(sendTemplate(cfg(), '6281234567890', { ...struk, body: ['Budi'] }))).toMatchObject({ code: 132000, retriable: false });
  expect(await refusal(sendTemplate(cfg(), '6281234567890', { ...struk, document: undefined }))).toMatchObject({ code: 100, retriable: false });
  expect(await refusal(sendTemplate(cfg(), '08123', struk))).toMatchObject({ code: 100 });
  fake.failNext();
  const busy = await refusal(sendTemplate(cfg(), '6281234567890', struk));
  expect(busy).toMatchObject({ code: 131000, retriable: true });
  expect(busy.message).toContain('Something went wrong');
  expect(await sendTemplate(cfg(), '6281234567890', struk)).toMatch(/^wamid\./);
  // Not configured: refused before any call.
  const before = fake.requests.length;
  expect(await refusal(sendTemplate(cfg({ token: '' }), '6281234567890', struk))).toMatchObject({ retriable: false });
  expect(fake.requests.length).toBe(before);
  // The server unreachable: retriable.
  const url = fake.url;
  process.env.WHATSAPP_API_URL = 'http://127.0.0.1:1';
  expect(await refusal(sendTemplate(cfg(), '6281234567890', struk))).toMatchObject({ retriable: true });
  process.env.WHATSAPP_API_URL = url;
});
