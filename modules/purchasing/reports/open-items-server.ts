/**
 * The open-item reports' queries for one side (./open-items.ts): every remaining amount —
 * outstanding, ageing, the ledger's opening and closing, the mutation's opening and closing — is
 * `invoices()` of the shared open-items mechanism, the function the payment screens use; the
 * movements are read from the documents the side names (its invoices and settlements), so payables
 * and receivables share these queries.
 */
import { sql, type SQL } from 'drizzle-orm';
import { dec, ZERO, type Dec } from '@niaga/core';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { invoiceAgeing, invoices, type Invoice, type OpenItemSide } from '@niaga/ledger';
import { row, serverReport, Sums, type ServerReport } from '@niaga/report/server';
import type { ReportDecl, ReportRow } from '@niaga/report';
import type { OpenItemDecls, OpenItemWords } from './open-items';

export type Range = { dari: string; sampai: string };

export const money = (d: Dec) => d.toFixed(2);
export const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const raw = (s: string) => sql.raw(s);

export const BUCKETS = ['b0', 'b30', 'b60', 'b90', 'b91'] as const;
/** The ageing bucket of an invoice at a date: days past its due date (its date when it has none). */
export function bucketOf(inv: Pick<Invoice, 'tanggal' | 'jatuhtempo'>, tanggal: string): (typeof BUCKETS)[number] {
  const late = daysBetween(inv.jatuhtempo ?? inv.tanggal, tanggal);
  return late <= 0 ? 'b0' : late <= 30 ? 'b30' : late <= 60 ? 'b60' : late <= 90 ? 'b90' : 'b91';
}

/** Exact cents of a money string ('-1234.5' → -123450n): sums of many invoices without decimal objects. */
const centsOf = (v: string): bigint => {
  const [i, f = ''] = v.split('.');
  const c = BigInt(`${i.replace('-', '')}${(f + '00').slice(0, 2)}`);
  return v.startsWith('-') ? -c : c;
};
const fromCents = (c: bigint): string => {
  const a = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};

/** Ageing sums of a list of invoices at a date (b0…b91 and sisa, as money strings). */
export function ageOf(list: Invoice[], tanggal: string): Record<string, string> {
  return ageFormat(ageCents(list, tanggal));
}
type AgeCents = Record<(typeof BUCKETS)[number] | 'sisa', bigint>;
function ageCents(list: Invoice[], tanggal: string): AgeCents {
  const s: AgeCents = { b0: 0n, b30: 0n, b60: 0n, b90: 0n, b91: 0n, sisa: 0n };
  const at = Date.parse(`${tanggal}T00:00:00Z`);
  for (const i of list) {
    const c = centsOf(i.sisa);
    const late = Math.round((at - Date.parse(`${i.jatuhtempo ?? i.tanggal}T00:00:00Z`)) / 86_400_000);
    s[late <= 0 ? 'b0' : late <= 30 ? 'b30' : late <= 60 ? 'b60' : late <= 90 ? 'b90' : 'b91'] += c;
    s.sisa += c;
  }
  return s;
}
const ageFormat = (s: AgeCents): Record<string, string> => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, fromCents(v)]));

/** Contacts' names (supplier / pelanggan: kodesupel → namasupel). */
export async function contactNames(tx: Tx, table: 'supplier' | 'pelanggan'): Promise<Map<string, string>> {
  const rows = await rowsOf<{ kodesupel: string; namasupel: string }>(tx, sql`select kodesupel, namasupel from ${raw(table)}`);
  return new Map(rows.map((r) => [r.kodesupel, r.namasupel]));
}

/** Items grouped by contact, in contact code order. */
export function byContact<T extends { kodesupel: string }>(list: T[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  // Plain code order (as `sort()` of the codes; localeCompare is slow over many invoices); stable within a contact.
  for (const x of [...list].sort((a, b) => (a.kodesupel < b.kodesupel ? -1 : a.kodesupel > b.kodesupel ? 1 : 0))) {
    const own = m.get(x.kodesupel);
    if (own) own.push(x);
    else m.set(x.kodesupel, [x]);
  }
  return m;
}

interface Move {
  kodesupel: string;
  tanggal: string;
  notransaksi: string;
  keterangan: string;
  noinvoice: string;
  jenis: 'tambah' | 'bayar' | 'retur';
  nilai: string;
}

/**
 * A period's movements of a side: its invoices (tambah), payment lines (bayar: a settlement with
 * lines) and documents settling one invoice (retur), from the side's own description.
 */
function movesSql(side: OpenItemSide, r: Range & { kodesupel?: string }): SQL {
  const k = (a: string) => (r.kodesupel ? sql`and ${raw(a)}kodesupel = ${r.kodesupel}` : sql``);
  const parts = [
    ...side.invoices.map(
      (s) => sql`select kodesupel, tanggal, notransaksi, ${s.title}::text as keterangan, notransaksi as noinvoice, 'tambah' as jenis, (${raw(s.jumlah)})::numeric(18,2) as nilai, 1 as urut
                 from ${raw(s.table)} where ${raw(s.where ?? 'true')} and tanggal between ${r.dari}::date and ${r.sampai}::date ${k('')}`,
    ),
    ...side.settlements.map((s) => {
      const from = s.line ? raw(`${s.line.table} d join ${s.table} h on h.id = d.${s.line.fk}`) : raw(`${s.table} h`);
      return sql`select h.kodesupel, h.tanggal, h.notransaksi, ${s.title}::text, ${raw(s.line ? `d.${s.ref}` : `h.${s.ref}`)}, ${s.line ? 'bayar' : 'retur'}, (${raw(s.amount)})::numeric(18,2), ${s.line ? 2 : 3}
                 from ${from} where ${raw(s.where ?? 'true')} and h.tanggal between ${r.dari}::date and ${r.sampai}::date ${k('h.')}`;
    }),
  ];
  return sql`select kodesupel, to_char(tanggal, 'YYYY-MM-DD') as tanggal, notransaksi, keterangan, noinvoice, jenis, nilai::text as nilai
             from (${sql.join(parts, sql` union all `)}) x order by kodesupel, tanggal, urut, notransaksi, noinvoice`;
}

export interface OpenItemReportSide {
  side: OpenItemSide;
  words: OpenItemWords;
  decls: OpenItemDecls;
}

/** The six open-item reports of a side, on the server. */
export function openItemServerReports({ side, words, decls }: OpenItemReportSide): ServerReport[] {
  const contactTable = words.doctype;
  const who = (p: Record<string, unknown>) => (p[words.doctype] ? String(p[words.doctype]) : undefined);
  const open = (tx: Tx, q: Parameters<typeof invoices>[2]) => invoices(tx, side, q);
  const remaining = async (tx: Tx, sampai: string, kodesupel?: string) => {
    const m = new Map<string, Dec>();
    for (const i of await open(tx, { sampai, kodesupel })) m.set(i.kodesupel, (m.get(i.kodesupel) ?? ZERO).plus(dec(i.sisa)));
    return m;
  };
  const moves = (tx: Tx, r: Range & { kodesupel?: string }) => rowsOf<Move>(tx, movesSql(side, r));
  const payment = side.settlements.find((s) => s.line);

  const belumLunas = serverReport(decls.belumLunas, async (ctx, p) => {
    const tanggal = String(p.tanggal);
    const list = await open(ctx.tx, { sampai: tanggal, kodesupel: who(p), terbuka: true });
    const names = await contactNames(ctx.tx, contactTable);
    const rows: ReportRow[] = [];
    const total = new Sums(['jumlah', 'sisa']);
    for (const [kode, inv] of byContact(list)) {
      rows.push(row.h(`${kode} · ${names.get(kode) ?? ''}`));
      const s = new Sums(['jumlah', 'sisa']);
      for (const i of inv) {
        const r = { notransaksi: i.notransaksi, tanggal: i.tanggal, jatuhtempo: i.jatuhtempo ?? '', umur: String(daysBetween(i.tanggal, tanggal)), jumlah: i.jumlah, sisa: i.sisa };
        s.add(r);
        total.add(r);
        rows.push(row.d(r));
      }
      rows.push(row.s(`Subtotal ${kode}`, s.values()));
    }
    return { rows, totals: [row.t('Total', total.values())] };
  });

  const umur = serverReport(decls.umur, async (ctx, p) => {
    const tanggal = String(p.tanggal);
    const note = ['Umur dihitung dari tanggal jatuh tempo (tanggal faktur bila tanpa jatuh tempo).'];
    if (!p.rinci) {
      // Per contact: summed in the database (the same amounts as the invoices' remaining, grouped).
      const [ages, names] = [await invoiceAgeing(ctx.tx, side, { sampai: tanggal, kodesupel: who(p) }), await contactNames(ctx.tx, contactTable)];
      ages.sort((a, b) => (a.kodesupel < b.kodesupel ? -1 : a.kodesupel > b.kodesupel ? 1 : 0));
      const total: AgeCents = { b0: 0n, b30: 0n, b60: 0n, b90: 0n, b91: 0n, sisa: 0n };
      const rows = ages.map(({ kodesupel, n: _n, ...a }) => {
        for (const k of Object.keys(total) as (keyof AgeCents)[]) total[k] += centsOf(a[k]);
        return row.d({ kode: kodesupel, nama: names.get(kodesupel) ?? '', ...a });
      });
      return { rows, totals: [row.t('Total', ageFormat(total))], notes: note };
    }
    const list = await open(ctx.tx, { sampai: tanggal, kodesupel: who(p), terbuka: true });
    const names = await contactNames(ctx.tx, contactTable);
    const rows: ReportRow[] = [];
    const dmy = (d: string) => d.split('-').reverse().join('/');
    const total: AgeCents = { b0: 0n, b30: 0n, b60: 0n, b90: 0n, b91: 0n, sisa: 0n };
    for (const [kode, inv] of byContact(list)) {
      const c = ageCents(inv, tanggal);
      for (const k of Object.keys(total) as (keyof AgeCents)[]) total[k] += c[k];
      rows.push(
        row.h(`${kode} · ${names.get(kode) ?? ''}`),
        ...inv.map((i) => row.d({ kode: i.notransaksi, nama: `${dmy(i.tanggal)} · JT ${dmy(i.jatuhtempo ?? i.tanggal)}`, [bucketOf(i, tanggal)]: i.sisa, sisa: i.sisa })),
        row.s(`Subtotal ${kode}`, ageFormat(c)),
      );
    }
    return { rows, totals: [row.t('Total', ageFormat(total))], notes: note };
  });

  const [plus, minus] = words.bertambah === 'kredit' ? (['kredit', 'debet'] as const) : (['debet', 'kredit'] as const);
  const kartu = serverReport(decls.kartu, async (ctx, p) => {
    const { dari, sampai } = p.periode as Range;
    const [awal, akhir, mv, names] = [await remaining(ctx.tx, dayBefore(dari), who(p)), await remaining(ctx.tx, sampai, who(p)), await moves(ctx.tx, { dari, sampai, kodesupel: who(p) }), await contactNames(ctx.tx, contactTable)];
    const codes = [...new Set([...awal.keys(), ...mv.map((m) => m.kodesupel)])].sort();
    const byKode = byContact(mv);
    const rows: ReportRow[] = [];
    const notes: string[] = [];
    for (const kode of codes) {
      let saldo = awal.get(kode) ?? ZERO;
      const own = byKode.get(kode) ?? [];
      if (saldo.isZero() && !own.length) continue;
      rows.push(row.h(`${kode} · ${names.get(kode) ?? ''}`), row.s('Saldo Awal', { saldo: money(saldo) }, 1));
      const s = new Sums(['debet', 'kredit']);
      for (const m of own) {
        const v = dec(m.nilai);
        const r = m.jenis === 'tambah' ? { [plus]: money(v) } : { [minus]: money(v) };
        saldo = m.jenis === 'tambah' ? saldo.plus(v) : saldo.minus(v);
        s.add(r);
        rows.push(row.d({ tanggal: m.tanggal, notransaksi: m.notransaksi, keterangan: m.keterangan, noinvoice: m.noinvoice, ...r, saldo: money(saldo) }));
      }
      rows.push(row.s('Saldo Akhir', { ...s.values(), saldo: money(saldo) }, 1));
      // The running balance closes on the invoices' remaining amounts.
      if (!saldo.eq(akhir.get(kode) ?? ZERO)) notes.push(`Perhatian: saldo ${kode} ${money(saldo)} berbeda dengan sisa faktur ${money(akhir.get(kode) ?? ZERO)}.`);
    }
    return { rows, notes };
  });

  const mutasi = serverReport(decls.mutasi, async (ctx, p) => {
    const r = { ...(p.periode as Range), kodesupel: who(p) };
    const [awal, akhir, mv, names] = [await remaining(ctx.tx, dayBefore(r.dari), r.kodesupel), await remaining(ctx.tx, r.sampai, r.kodesupel), await moves(ctx.tx, r), await contactNames(ctx.tx, contactTable)];
    const codes = [...new Set([...awal.keys(), ...akhir.keys(), ...mv.map((m) => m.kodesupel)])].sort();
    const byKode = byContact(mv);
    const rows: Record<string, string>[] = [];
    for (const kode of codes) {
      const sum = (j: Move['jenis']) => (byKode.get(kode) ?? []).filter((m) => m.jenis === j).reduce((a, m) => a.plus(dec(m.nilai)), ZERO);
      const x = { awal: awal.get(kode) ?? ZERO, tambah: sum('tambah'), bayar: sum('bayar'), retur: sum('retur'), akhir: akhir.get(kode) ?? ZERO };
      if (Object.values(x).every((v) => v.isZero())) continue;
      rows.push({ kodesupel: kode, namasupel: names.get(kode) ?? '', ...Object.fromEntries(Object.entries(x).map(([k, v]) => [k, money(v)])) });
    }
    const s = new Sums(['awal', 'tambah', 'bayar', 'retur', 'akhir']);
    for (const x of rows) s.add(x);
    return { rows: rows.map((x) => row.d(x)), totals: [row.t('Total', s.values())] };
  });

  const perTransaksi = serverReport(decls.perTransaksi, async (ctx, p) => {
    const { dari, sampai } = p.periode as Range;
    const list = (await open(ctx.tx, { sampai, kodesupel: who(p) })).filter((i) => i.tanggal >= dari);
    const paid = new Map<string, { bayar: Dec; retur: Dec }>();
    if (list.length) {
      const nos = sql.join(list.map((i) => sql`${i.notransaksi}`), sql`, `);
      const parts = side.settlements.map((s) => {
        const from = s.line ? raw(`${s.line.table} d join ${s.table} h on h.id = d.${s.line.fk}`) : raw(`${s.table} h`);
        const ref = raw(s.line ? `d.${s.ref}` : `h.${s.ref}`);
        return sql`select ${ref} as no, ${s.line ? 'bayar' : 'retur'}::text as jenis, (${raw(s.amount)}) as v from ${from}
                   where ${ref} in (${nos}) and h.tanggal <= ${sampai}::date and ${raw(s.where ?? 'true')}`;
      });
      for (const x of await rowsOf<{ no: string; jenis: 'bayar' | 'retur'; v: string }>(ctx.tx, sql`select no, jenis, sum(v)::text as v from (${sql.join(parts, sql` union all `)}) s group by no, jenis`)) {
        const cur = paid.get(x.no) ?? { bayar: ZERO, retur: ZERO };
        cur[x.jenis] = cur[x.jenis].plus(dec(x.v));
        paid.set(x.no, cur);
      }
    }
    const rows = list.map((i) => ({ notransaksi: i.notransaksi, tanggal: i.tanggal, jatuhtempo: i.jatuhtempo ?? '', kodesupel: i.kodesupel, jumlah: i.jumlah, bayar: money(paid.get(i.notransaksi)?.bayar ?? ZERO), retur: money(paid.get(i.notransaksi)?.retur ?? ZERO), sisa: i.sisa }));
    const s = new Sums(['jumlah', 'bayar', 'retur', 'sisa']);
    for (const x of rows) s.add(x);
    return { rows: rows.map((x) => row.d(x)), totals: [row.t('Total', s.values())] };
  });

  const pembayaran = serverReport(decls.pembayaran, async (ctx, p) => {
    if (!payment?.line) return { rows: [] };
    const { dari, sampai } = p.periode as Range;
    const rows = await rowsOf<Record<string, string>>(
      ctx.tx,
      sql`select h.notransaksi, to_char(h.tanggal, 'YYYY-MM-DD') as tanggal, h.kodesupel, h.kodeacckas, d.${raw(payment.ref)} as noinvoice, d.bayar::text as bayar, d.potongan::text as potongan, (d.bayar + d.potongan)::text as jumlah
          from ${raw(payment.table)} h join ${raw(payment.line.table)} d on d.${raw(payment.line.fk)} = h.id
          where h.tanggal between ${dari}::date and ${sampai}::date ${who(p) ? sql`and h.kodesupel = ${who(p)}` : sql``} order by h.tanggal, h.notransaksi, d.urut`,
    );
    const s = new Sums(['bayar', 'potongan', 'jumlah']);
    for (const x of rows) s.add(x);
    return { rows: rows.map((x) => row.d(x)), totals: [row.t('Total', s.values())] };
  });

  return [belumLunas, umur, kartu, mutasi, perTransaksi, pembayaran];
}

/**
 * A side's deposit report: per contact, the opening balance, deposits and their use by the
 * documents the side's deposit book names (`uses`: table → how a use reads), and the balance.
 */
export function depositServerReport(decl: ReportDecl, side: OpenItemSide, w: { doctype: 'supplier' | 'pelanggan'; masuk: string; uses: Record<string, string> }): ServerReport {
  const book = side.deposit;
  if (!book) throw new Error(`open items ${side.nama}: no deposit book`);
  return serverReport(decl, async (ctx, p) => {
    const { dari, sampai } = p.periode as Range;
    const kode = p[w.doctype] ? String(p[w.doctype]) : undefined;
    const k = kode ? sql`and kodesupel = ${kode}` : sql``;
    const parts = [
      sql`select kodesupel, tanggal, notransaksi, case when keterangan <> '' then keterangan else ${w.masuk} end as keterangan, jumlah as masuk, 0::numeric as pakai from ${raw(book.table)} where tanggal <= ${sampai}::date ${k}`,
      ...book.uses.map((t) => sql`select kodesupel, tanggal, notransaksi, ${w.uses[t] ?? t}::text, 0, deposit from ${raw(t)} where deposit <> 0 and tanggal <= ${sampai}::date ${k}`),
    ];
    const mv = await rowsOf<{ kodesupel: string; tanggal: string; notransaksi: string; keterangan: string; masuk: string; pakai: string; awal: string }>(
      ctx.tx,
      sql`select kodesupel, to_char(tanggal, 'YYYY-MM-DD') as tanggal, notransaksi, keterangan, masuk::numeric(18,2)::text as masuk, pakai::numeric(18,2)::text as pakai, (tanggal < ${dari}::date)::text as awal
          from (${sql.join(parts, sql` union all `)}) x order by kodesupel, tanggal, masuk = 0, notransaksi`,
    );
    // Within a day the deposits come before their uses (a use never takes more than was deposited before it).
    const names = await contactNames(ctx.tx, w.doctype);
    const rows: ReportRow[] = [];
    const total = new Sums(['masuk', 'pakai', 'saldo']);
    for (const kode of [...new Set(mv.map((m) => m.kodesupel))]) {
      const own = mv.filter((m) => m.kodesupel === kode);
      let saldo = own.filter((m) => m.awal === 'true').reduce((a, m) => a.plus(dec(m.masuk)).minus(dec(m.pakai)), ZERO);
      rows.push(row.h(`${kode} · ${names.get(kode) ?? ''}`), row.s('Saldo Awal', { saldo: money(saldo) }, 1));
      const sum = new Sums(['masuk', 'pakai']);
      for (const m of own.filter((x) => x.awal !== 'true')) {
        saldo = saldo.plus(dec(m.masuk)).minus(dec(m.pakai));
        const r = { masuk: dec(m.masuk).isZero() ? '' : m.masuk, pakai: dec(m.pakai).isZero() ? '' : m.pakai };
        sum.add(r);
        rows.push(row.d({ tanggal: m.tanggal, notransaksi: m.notransaksi, keterangan: m.keterangan, ...r, saldo: money(saldo) }));
      }
      rows.push(row.s('Saldo Akhir', { ...sum.values(), saldo: money(saldo) }, 1));
      total.add({ ...sum.values(), saldo: money(saldo) });
    }
    return { rows, totals: [row.t('Total', total.values())] };
  });
}
