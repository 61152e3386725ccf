/**
 * Printing a purchasing document: the act `<doctype>_cetak` (id or notransaksi; right Cetak of the
 * document's access) checks that the document exists and answers a one-time download address;
 * `GET /unduh/<token>` checks the right again and writes the PDF (faktur.ts) from the saved
 * document, as the report files are served.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ActError, NUM, type DocumentMeta } from '@niaga/kernel';
import { defineAct, inList, loadRecord, recordTables, rowsOf, withNames, type ActDef, type Tx } from '@niaga/kernel/server';
import { issueDownload, type ServerFile } from '@niaga/report/server';
import type { FileReply } from '@niaga/report';
import { companyHeader } from '@niaga/admin';
import beli from '../beli/beli';
import pesanbeli from '../pesan-beli/pesan-beli';
import returbeli from '../retur-beli/retur-beli';
import { LAYOUTS, writeFaktur, type FakturSupplier } from './faktur';

const DOCS = { beli, pesanbeli, returbeli } as const;
type Kind = keyof typeof DOCS;

const cetakSchema = z
  .object({
    id: z.coerce.number({ error: 'id harus berupa angka' }).int().positive().optional(),
    notransaksi: z.string().trim().toUpperCase().max(40).optional(),
  })
  .refine((v) => v.id !== undefined || !!v.notransaksi, { message: 'id atau notransaksi wajib diisi' });

type Param = z.infer<typeof cetakSchema> & { perusahaan?: string };

async function find(tx: Tx, meta: DocumentMeta, p: Param) {
  return loadRecord(tx, meta, recordTables(meta), p.id !== undefined ? { id: p.id } : { key: p.notransaksi! });
}

const fileName = (kind: Kind, notransaksi: string) => `${kind}-${notransaksi.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

function printedAt(): string {
  const f = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date());
  const g = (t: string) => f.find((x) => x.type === t)?.value ?? '';
  return `${g('day')}/${g('month')}/${g('year')} ${g('hour')}:${g('minute')}`;
}

function cetakAct(kind: Kind): ActDef {
  const meta = DOCS[kind] as DocumentMeta;
  return defineAct({
    name: `${kind}_cetak`,
    summary: `Cetak ${meta.title} (A4 PDF: kop perusahaan, supplier, nomor, tanggal, baris dengan satuan, jumlah, harga, diskon, total, lalu angka-angka dokumen): id atau notransaksi → {url: '/unduh/<token>' (GET, sekali pakai), nama}.`,
    module: 'purchasing',
    access: { modul: meta.access, aksi: 'mprint' },
    log: false,
    schema: cetakSchema,
    async handler(ctx, p): Promise<FileReply> {
      const r = await find(ctx.tx, meta, p);
      if (!r) throw new ActError(NUM.NOT_FOUND, `Data ${meta.title} tidak ditemukan.`);
      const url = await issueDownload(ctx, { name: `cetak${kind}`, format: 'pdf', param: { id: Number(r.id), perusahaan: ctx.company?.nama ?? '' } });
      return { url, nama: fileName(kind, String(r.notransaksi)) };
    },
  });
}

function cetakFile(kind: Kind): ServerFile {
  const meta = DOCS[kind] as DocumentMeta;
  return {
    name: `cetak${kind}`,
    formats: { pdf: { type: 'application/pdf', modul: meta.access, aksi: 'mprint' } },
    async write(ctx, raw, _format, file) {
      const p = raw as Param;
      const r = await find(ctx.tx, meta, p);
      if (!r) throw new ActError(NUM.NOT_FOUND, `Data ${meta.title} tidak ditemukan.`);
      const doc = await withNames(ctx.tx, meta, r);
      await withVariants(ctx.tx, (doc.lines as Record<string, unknown>[] | undefined) ?? []);
      const [s] = await rowsOf<FakturSupplier>(
        ctx.tx,
        sql`select kodesupel, namasupel, coalesce(alamat, '') as alamat, coalesce(kota, '') as kota, coalesce(telepon, '') as telepon from supplier where kodesupel = ${String(doc.kodesupel ?? '')}`,
      );
      const supplier = s ?? { kodesupel: String(doc.kodesupel ?? ''), namasupel: '', alamat: '', kota: '', telepon: '' };
      const company = await companyHeader(ctx.tx, p.perusahaan ?? '');
      await writeFaktur(file, LAYOUTS[kind], company, supplier, doc, `${printedAt()} · ${ctx.userid}`);
      return fileName(kind, String(doc.notransaksi));
    },
  };
}

/** Each line of a variant item gets `varian_nama`: its variant's values ("MERAH", "MERAH / XL"), printed beside the item's name. */
async function withVariants(tx: Tx, lines: Record<string, unknown>[]) {
  const codes = [...new Set(lines.map((l) => String(l.iddetailvarian ?? '')).filter(Boolean))];
  if (!codes.length) return;
  const names = new Map(
    (
      await rowsOf<{ iddetailvarian: string; nama: string }>(
        tx,
        sql`select iddetailvarian, concat_ws(' / ', nilai1, nullif(nilai2, '')) as nama from detailvarian where iddetailvarian in ${inList(codes)}`,
      )
    ).map((v) => [v.iddetailvarian, v.nama]),
  );
  for (const l of lines) if (l.iddetailvarian) l.varian_nama = names.get(String(l.iddetailvarian)) ?? String(l.iddetailvarian);
}

const KINDS: Kind[] = ['beli', 'pesanbeli', 'returbeli'];
export const cetakActs: ActDef[] = KINDS.map(cetakAct);
export const cetakFiles: ServerFile[] = KINDS.map(cetakFile);
