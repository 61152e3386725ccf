/**
 * The PDF of a sale behind a WhatsApp message (docs/whatsapp.md "The PDF link"): a signed, expiring
 * link `PUBLIC_URL/wa/dok/<iper>.<doctype>.<id>.<expiry>.<sig>`, sig = HMAC-SHA256 under a key
 * derived from the server's key (kernel serverHmac, label 'wa-dok') over everything before it. The
 * route checks the signature (constant time) and the expiry, then writes the sale's receipt — the
 * same lines as the printed one (receipt/receipt.ts strukLines) — as a PDF. No session: anyone
 * holding a valid, unexpired link may read that one document, nothing else.
 */
import { timingSafeEqual } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { inArray } from 'drizzle-orm';
import type { DocumentMeta } from '@niaga/kernel';
import { findCompany, loadRecord, recordTables, serverHmac, withNames, type Database, type HttpRoute, type Tx } from '@niaga/kernel/server';
import { konfigurasi } from '@niaga/admin';
import { strukFrom, strukLines, type StrukSale } from '../receipt/receipt';
import kasir from '../kasir/kasir';
import jual from '../jual/jual';

export const DOCS = { kasir, jual } as const;
export type SaleDoc = keyof typeof DOCS;
export const LINK_PATH = '/wa/dok';
const LABEL = 'wa-dok';

/** How long a link stays valid (WHATSAPP_LINK_DAYS, default 7). */
export const linkDays = () => Math.max(1, Number(process.env.WHATSAPP_LINK_DAYS) || 7);

const sign = (data: string) => serverHmac(LABEL, data);

/** The signed link of a sale's PDF, valid until `expiresAt` (ms). */
export function docLink(origin: string, iper: string, doctype: SaleDoc, id: number, expiresAt: number): string {
  const data = `${iper}.${doctype}.${id}.${Math.floor(expiresAt / 1000)}`;
  return `${origin.replace(/\/+$/, '')}${LINK_PATH}/${data}.${sign(data)}`;
}

/** The link's parts when its signature holds and it has not expired; else the reason (Indonesian). */
export function checkLink(token: string, now = Date.now()): { iper: string; doctype: SaleDoc; id: number } | { refused: string } {
  const m = /^(.+)\.(kasir|jual)\.([0-9]{1,10})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { refused: 'Tautan dokumen tidak valid.' };
  const data = `${m[1]}.${m[2]}.${m[3]}.${m[4]}`;
  const want = Buffer.from(sign(data));
  const got = Buffer.from(m[5]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { refused: 'Tautan dokumen tidak valid.' };
  if (Number(m[4]) * 1000 < now) return { refused: 'Tautan dokumen sudah kedaluwarsa. Mintalah kiriman ulang kepada toko.' };
  return { iper: m[1], doctype: m[2] as SaleDoc, id: Number(m[3]) };
}

type Rec = Record<string, unknown>;

/** A saved sale as the receipt layout takes it (the server's side of screens/reprint.ts strukOf), or null. */
export async function loadSale(tx: Tx, doctype: SaleDoc, by: number | { key: string }): Promise<(StrukSale & Rec) | null> {
  const meta = DOCS[doctype] as DocumentMeta;
  const rec = await loadRecord(tx, meta, recordTables(meta), typeof by === 'number' ? { id: by } : by);
  if (!rec) return null;
  const r = (await withNames(tx, meta, rec)) as Rec;
  const child = Object.keys(meta.tables)[0];
  const lines = (r[child] as Rec[] | undefined) ?? [];
  return strukFrom(r, lines) as StrukSale & Rec;
}

/** The company's receipt header and footer (Data Perusahaan). */
export async function perusahaanOf(tx: Tx, fallback: string) {
  const rows = await tx.select().from(konfigurasi).where(inArray(konfigurasi.nama, ['namaperusahaan', 'alamat1', 'kota', 'telepon', 'npwp']));
  const c = new Map(rows.map((x) => [x.nama, x.nilai]));
  return { namaperusahaan: c.get('namaperusahaan') || fallback, alamat1: c.get('alamat1'), kota: c.get('kota'), telepon: c.get('telepon'), npwp: c.get('npwp') };
}

/** The receipt as a PDF, 80 mm wide (48 columns of Courier), as long as its lines. */
export async function strukPdf(sale: StrukSale, perusahaan: Awaited<ReturnType<typeof perusahaanOf>>): Promise<Buffer> {
  const lines = strukLines(sale, { kolom: 48, perusahaan });
  const size = 8;
  const lead = size * 1.25;
  const margin = 12;
  const width = 48 * size * 0.6 + margin * 2;
  const doc = new PDFDocument({ size: [width, lines.length * lead + margin * 2 + 4], margin, info: { Title: sale.notransaksi, Producer: 'Niaga' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((ok) => doc.on('end', () => ok()));
  let y = margin;
  for (const l of lines) {
    doc.font(l.bold ? 'Courier-Bold' : 'Courier').fontSize(size);
    doc.text(l.text, margin, y, { width: width - margin * 2, align: l.align ?? 'left', lineBreak: false });
    y += lead;
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const page = (status: number, text: string) => ({
  status,
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Dokumen — Niaga</title></head><body><p id="pesan">${text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p></body></html>`,
});

/** `GET /wa/dok/:token`: the PDF of a sale when the link holds (signature, expiry). */
export const docRoute: HttpRoute = {
  method: 'GET',
  path: `${LINK_PATH}/:token`,
  async handler(req, db: Database) {
    const c = checkLink(req.params.token ?? '');
    if ('refused' in c) return page(403, c.refused);
    const co = await db.tx(null, (tx) => findCompany(tx, c.iper));
    if (!co) return page(404, 'Dokumen tidak ditemukan.');
    const found = await db.tx(co.schema_name, async (tx) => {
      const sale = await loadSale(tx, c.doctype, c.id);
      return sale ? { sale, perusahaan: await perusahaanOf(tx, co.nama) } : null;
    });
    if (!found) return page(404, 'Dokumen tidak ditemukan.');
    return { status: 200, contentType: 'application/pdf', body: await strukPdf(found.sale, found.perusahaan) };
  },
};
