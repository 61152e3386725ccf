/**
 * /paymentgateway (spec mPaymentGateway; issue 38 item 1): `paymentgateway_get` and
 * `paymentgateway_save` — the shop's static QRIS (checked: structure and CRC, shown back decoded),
 * the account QRIS money lands in, the minutes a QR is good for, and optionally a SNAP BI gateway.
 * The client secret and private key are sealed (sealSecret) and never sent back: the reply says
 * whether they are set; a save that leaves them empty keeps them. Server only.
 */
import { z } from 'zod';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ActError, NUM } from '@niaga/kernel';
import { defineAct, openSecret, rowsOf, sealSecret, type Tx } from '@niaga/kernel/server';
import { decodeQris, QrisError } from '@niaga/core/qris';
import { paymentGateway } from './tables';
import { forgetSnapTokens, type SnapConfig } from './snap/client';
import type { PaymentGatewayReply, QrisDecoded } from './replies';

export const NOTIFY_PATH = '/pg/snap/qr-mpm-notify';
export const PERAN_QRIS = 'kliringqris';

export type GatewayRow = typeof paymentGateway.$inferSelect;

export async function gatewayRow(tx: Tx): Promise<GatewayRow | null> {
  const [r] = await tx.select().from(paymentGateway).where(eq(paymentGateway.id, 1)).limit(1);
  return r ?? null;
}

/** The SNAP settings with the secrets opened, or null when no gateway is set and active. */
export function snapConfigOf(r: GatewayRow | null): (SnapConfig & { publickeygateway: string }) | null {
  if (!r?.snapaktif || !r.baseurl || !r.clientid || !r.clientsecret || !r.privatekey) return null;
  return { ...r, clientsecret: openSecret(r.clientsecret), privatekey: openSecret(r.privatekey) };
}

export function decodedOf(qris: string): QrisDecoded | null {
  if (!qris) return null;
  try {
    const d = decodeQris(qris);
    return { merchant: d.merchant, kota: d.kota, nmid: d.nmid, penerbit: d.penerbit };
  } catch {
    return null;
  }
}

async function roleAccount(tx: Tx): Promise<string> {
  const [r] = await rowsOf<{ kodeacc: string }>(tx, sql`select p.kodeacc from setting_akun s join perkiraan p on p.id = s.perkiraan_id where s.peran = ${PERAN_QRIS}`);
  return r?.kodeacc ?? '';
}

export const paymentgateway_get = defineAct({
  name: 'paymentgateway_get',
  summary: `Pengaturan QRIS dan payment gateway (/paymentgateway): → {qrisstatis, decoded {merchant, kota, nmid, penerbit} atau null, kodeacc, kodeaccperan, menit, snapaktif, baseurl, prefix, clientid, partnerid, channelid, merchantid, terminalid, publickeygateway, adaclientsecret, adaprivatekey, notifyurl (PUBLIC_URL + ${NOTIFY_PATH})}. Client secret dan private key tidak pernah dikirim.`,
  module: 'payment',
  access: { modul: 'mPaymentGateway', aksi: 'mopen' },
  readOnly: true,
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<PaymentGatewayReply> {
    const r = await gatewayRow(ctx.tx);
    return {
      qrisstatis: r?.qrisstatis ?? '',
      decoded: decodedOf(r?.qrisstatis ?? ''),
      kodeacc: r?.kodeacc ?? '',
      kodeaccperan: await roleAccount(ctx.tx),
      menit: r?.menit ?? 5,
      snapaktif: r?.snapaktif ?? false,
      baseurl: r?.baseurl ?? '',
      prefix: r?.prefix ?? '',
      clientid: r?.clientid ?? '',
      partnerid: r?.partnerid ?? '',
      channelid: r?.channelid ?? '',
      merchantid: r?.merchantid ?? '',
      terminalid: r?.terminalid ?? '',
      publickeygateway: r?.publickeygateway ?? '',
      adaclientsecret: !!r?.clientsecret,
      adaprivatekey: !!r?.privatekey,
      notifyurl: `${(ctx.origin ?? '').replace(/\/+$/, '')}${NOTIFY_PATH}`,
    };
  },
});

const str = (max: number) => z.string().trim().max(max, `Maksimal ${max} karakter.`).default('');

const saveSchema = z
  .object({
    qrisstatis: z.string().trim().max(512).default(''),
    kodeacc: z.string().trim().toUpperCase().max(20).default(''),
    menit: z.coerce.number().int('Menit harus bilangan bulat.').min(1, 'Masa berlaku QRIS minimal 1 menit.').max(60, 'Masa berlaku QRIS maksimal 60 menit.').default(5),
    snapaktif: z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]).transform((v) => v === true || v === 1 || v === '1').default(false),
    baseurl: str(300),
    prefix: str(100),
    clientid: str(150),
    clientsecret: z.string().max(500).default(''),
    privatekey: z.string().max(10_000).default(''),
    publickeygateway: z.string().trim().max(10_000).default(''),
    partnerid: str(60),
    channelid: str(20),
    merchantid: str(60),
    terminalid: str(60),
  })
  .passthrough();

const invalid = (field: string, msg: string) => new ActError(NUM.INVALID, msg, { fields: { [field]: msg } });

function checkKey(field: string, pem: string, kind: 'private' | 'public') {
  try {
    if (kind === 'private') createPrivateKey(pem);
    else createPublicKey(pem);
  } catch {
    throw invalid(field, kind === 'private' ? 'Private key bukan PEM RSA yang dapat dibaca.' : 'Public key gateway bukan PEM yang dapat dibaca.');
  }
}

export const paymentgateway_save = defineAct({
  name: 'paymentgateway_save',
  summary:
    'Simpan pengaturan QRIS dan payment gateway (/paymentgateway): qrisstatis (QRIS statis toko; struktur dan CRC diperiksa), kodeacc (perkiraan tujuan uang QRIS; kosong = peran Kliring QRIS), menit (1–60), snapaktif, baseurl, prefix, clientid, clientsecret, privatekey (PEM), publickeygateway (PEM), partnerid, channelid, merchantid, terminalid. clientsecret/privatekey kosong = tidak diubah; disimpan tersegel. → seperti paymentgateway_get.',
  module: 'payment',
  access: { modul: 'mPaymentGateway', aksi: 'medit' },
  schema: saveSchema,
  async handler(ctx, p) {
    if (p.qrisstatis) {
      try {
        decodeQris(p.qrisstatis);
      } catch (e) {
        if (e instanceof QrisError) throw invalid('qrisstatis', e.message);
        throw e;
      }
    }
    if (p.kodeacc) {
      const [a] = await rowsOf<{ grup: boolean }>(ctx.tx, sql`select grup from perkiraan where kodeacc = ${p.kodeacc}`);
      if (!a) throw invalid('kodeacc', `Perkiraan '${p.kodeacc}' tidak ditemukan.`);
      if (a.grup) throw invalid('kodeacc', `Perkiraan '${p.kodeacc}' adalah perkiraan grup; pilih perkiraan detail.`);
    }
    const old = await gatewayRow(ctx.tx);
    if (p.privatekey.trim()) checkKey('privatekey', p.privatekey.trim(), 'private');
    if (p.publickeygateway) checkKey('publickeygateway', p.publickeygateway, 'public');
    const values = {
      qrisstatis: p.qrisstatis,
      kodeacc: p.kodeacc,
      menit: p.menit,
      snapaktif: p.snapaktif,
      baseurl: p.baseurl,
      prefix: p.prefix,
      clientid: p.clientid,
      clientsecret: p.clientsecret.trim() ? sealSecret(p.clientsecret.trim()) : (old?.clientsecret ?? ''),
      privatekey: p.privatekey.trim() ? sealSecret(p.privatekey.trim()) : (old?.privatekey ?? ''),
      publickeygateway: p.publickeygateway,
      partnerid: p.partnerid,
      channelid: p.channelid,
      merchantid: p.merchantid,
      terminalid: p.terminalid,
      diubah: new Date(),
    };
    if (p.snapaktif) {
      const need: [keyof typeof values, string][] = [['baseurl', 'Base URL'], ['clientid', 'Client ID'], ['clientsecret', 'Client secret'], ['privatekey', 'Private key'], ['publickeygateway', 'Public key gateway'], ['partnerid', 'Partner ID'], ['channelid', 'Channel ID'], ['merchantid', 'Merchant ID']];
      for (const [f, label] of need) if (!values[f]) throw invalid(f, `${label} wajib diisi bila gateway SNAP aktif.`);
      if (!/^https?:\/\//.test(values.baseurl)) throw invalid('baseurl', 'Base URL harus diawali http:// atau https://.');
    }
    await ctx.tx.insert(paymentGateway).values({ id: 1, ...values }).onConflictDoUpdate({ target: paymentGateway.id, set: values });
    forgetSnapTokens();
    // The log keeps what changed, never a secret (the private key's name does not look like one).
    const shown = (r: Partial<GatewayRow> | null) => r && { ...r, clientsecret: r.clientsecret ? '(tersegel)' : '', privatekey: r.privatekey ? '(tersegel)' : '', diubah: undefined };
    ctx.activity?.({ jenis: 'ubah', modul: 'mPaymentGateway', dokumen: 'paymentgateway', before: shown(old), after: shown(values) });
    return paymentgateway_get.handler(ctx, {});
  },
});
