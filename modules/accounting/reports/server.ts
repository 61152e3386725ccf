/**
 * The queries of the accounting reports (./reports.ts). Figures come from the ledger's exported
 * functions only (maintained balances, listings); the chart of accounts and the cash documents are
 * this module's own tables.
 */
import { asc, sql } from 'drizzle-orm';
import { dec } from '@niaga/core';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { journalListing, ledgerListing, movementsBySource, requireBooks, trialBalance, type TrialBalanceRow } from '@niaga/ledger';
import { type ParamValues, type ReportRow } from '@niaga/report';
import { grouped, row, serverReport, Sums, type ServerReport } from '@niaga/report/server';
import { SALDO_NORMAL, TIPE_AKUN } from '../perkiraan/perkiraan';
import { perkiraan } from '../tables';
import * as R from './reports';
import { type Range, rangeOf, KLABEL, KORDER, s2, pos, neg } from './common';
import { grafikLaba, labaRugi, labaRugiTahunan, neraca } from './statements';

// ————— Journal —————

const dataJurnal = serverReport(R.dataJurnal, async (ctx, p) => {
  const { dari, sampai } = rangeOf(p);
  const j = await journalListing(ctx.tx, { dari, sampai, sumber: p.sumber as string[], semua: Boolean(p.semua) });
  return {
    listing: {
      rows: j.lines as never,
      map: (r) =>
        row.d({
          tanggal: r.tanggal,
          notransaksi: r.notransaksi,
          sumber: r.sumber,
          kodeacc: r.kodeacc,
          namaacc: r.namaacc,
          keterangan: [r.keterangan || r.uraian, r.kontak].filter(Boolean).join(' · ') + (r.batal ? ' (batal)' : ''),
          debet: r.debet,
          kredit: r.kredit,
        }),
    },
    totals: [row.t(`Total (${j.jurnal.toLocaleString('id-ID')} jurnal, ${j.lines.total.toLocaleString('id-ID')} baris)`, { debet: j.debet, kredit: j.kredit })],
  };
});

const analisaJurnal = serverReport(R.analisaJurnal, async (ctx, p) => {
  const { dari, sampai } = rangeOf(p);
  const rows = await movementsBySource(ctx.tx, { dari, sampai, sumber: p.sumber as string[] });
  const label = (k: string) => R.SUMBER.find((s) => s.value === k)?.label ?? k;
  const g = grouped(rows, { key: (r) => r.sumber, label, row: (r) => ({ kodeacc: r.kodeacc, namaacc: r.namaacc, jurnal: r.jurnal, debet: r.debet, kredit: r.kredit }), sum: ['debet', 'kredit'] });
  return { rows: g.rows, totals: [row.t('Total', g.sums.values())] };
});

// ————— Chart of accounts —————

const daftarPerkiraan = serverReport(R.daftarPerkiraan, async (ctx, p) => {
  const all = await ctx.tx.select().from(perkiraan).orderBy(asc(perkiraan.kodeacc));
  const byCode = new Map(all.map((a) => [a.kodeacc as string, a]));
  const depth = (a: (typeof all)[number]) => {
    let d = 0;
    let cur = a;
    const seen = new Set<string>();
    while (cur.induk && byCode.has(cur.induk as string) && !seen.has(cur.induk as string) && d < 10) {
      seen.add(cur.induk as string);
      cur = byCode.get(cur.induk as string)!;
      d++;
    }
    return d;
  };
  const kel = p.kelompok as string[];
  const shown = all.filter((a) => (!kel.length || kel.includes(a.kelompok as string)) && (p.status === 'semua' || (p.status === 'aktif') === Boolean(a.aktif)));
  const label = (list: { value: string; label: string }[], v: unknown) => list.find((x) => x.value === v)?.label ?? String(v ?? '');
  const g = grouped(shown, {
    key: (a) => a.kelompok as string,
    label: (k) => `${k} · ${KLABEL[k] ?? k}`,
    order: KORDER.filter((k) => !kel.length || kel.includes(k)),
    row: (a) => ({
      kodeacc: a.kodeacc,
      namaacc: `${'   '.repeat(depth(a))}${a.namaacc}`,
      induk: a.induk ?? '',
      jenis: a.grup ? 'Grup' : 'Detail',
      tipe: label(TIPE_AKUN, a.tipe),
      saldonormal: label(SALDO_NORMAL, a.saldonormal),
      aktif: a.aktif ? 'Ya' : 'Tidak',
    }),
    sum: [],
    subtotal: (_k, l, n) => `${n} perkiraan ${l.replace(/^\d · /, '')}`,
  });
  return { rows: g.rows, totals: [row.t(`Jumlah: ${shown.length} perkiraan`)] };
});

// ————— Cash —————

interface CashLine {
  kaskode: string;
  kasnama: string | null;
  tanggal: string;
  notransaksi: string;
  uraian: string | null;
  kodeacc: string;
  namaacc: string | null;
  keterangan: string | null;
  kontak: string | null;
  jumlah: string;
}

/** Lines of the cash documents (kasmasuk, kaskeluar) of a period, per cash account, date and number. */
async function cashDocs(tx: Tx, doc: 'kasmasuk' | 'kaskeluar', p: ParamValues): Promise<CashLine[]> {
  const { dari, sampai } = rangeOf(p);
  const h = sql.raw(doc);
  const l = sql.raw(`${doc}_detail`);
  const fk = sql.raw(`${doc}_id`);
  const kas = p.kas ? sql`and h.kodeacc = ${p.kas as string}` : sql``;
  return rowsOf<CashLine>(
    tx,
    sql`select h.kodeacc as kaskode, k.namaacc as kasnama, h.tanggal, h.notransaksi, h.keterangan as uraian,
               l.kodeacc, a.namaacc, l.keterangan, l.kontak, l.jumlah
        from ${h} h join ${l} l on l.${fk} = h.id
        left join perkiraan k on k.kodeacc = h.kodeacc left join perkiraan a on a.kodeacc = l.kodeacc
        where h.tanggal between ${dari}::date and ${sampai}::date ${kas}
        order by h.kodeacc, h.tanggal, h.notransaksi, l.urut, l.id`,
  );
}

function cashReport(decl: typeof R.kasMasuk, doc: 'kasmasuk' | 'kaskeluar'): ServerReport {
  return serverReport(decl, async (ctx, p) => {
    const rows = await cashDocs(ctx.tx, doc, p);
    const g = grouped(rows, {
      key: (r) => r.kaskode,
      label: (k) => `${k} · ${rows.find((r) => r.kaskode === k)?.kasnama ?? ''}`,
      row: (r) => ({
        tanggal: r.tanggal,
        notransaksi: r.notransaksi,
        uraian: r.uraian,
        kodeacc: r.kodeacc,
        namaacc: r.namaacc ?? '',
        keterangan: [r.keterangan, r.kontak].filter(Boolean).join(' · '),
        jumlah: r.jumlah,
      }),
      sum: ['jumlah'],
      subtotal: (k) => `Jumlah ${k}`,
    });
    const docs = new Set(rows.map((r) => r.notransaksi)).size;
    return { rows: g.rows, totals: [row.t(`Total (${docs} transaksi)`, g.sums.values())] };
  });
}

const kasTransfer = serverReport(R.kasTransfer, async (ctx, p) => {
  const { dari, sampai } = rangeOf(p);
  const kas = p.kas ? sql`and (h.kodeaccdari = ${p.kas as string} or h.kodeaccke = ${p.kas as string})` : sql``;
  const rows = await rowsOf<{ tanggal: string; notransaksi: string; dari: string; darinama: string | null; ke: string; kenama: string | null; keterangan: string | null; jumlah: string }>(
    ctx.tx,
    sql`select h.tanggal, h.notransaksi, h.kodeaccdari as dari, a.namaacc as darinama, h.kodeaccke as ke, b.namaacc as kenama, h.keterangan, h.jumlah
        from kastransfer h left join perkiraan a on a.kodeacc = h.kodeaccdari left join perkiraan b on b.kodeacc = h.kodeaccke
        where h.tanggal between ${dari}::date and ${sampai}::date ${kas}
        order by h.tanggal, h.notransaksi`,
  );
  const sums = new Sums(['jumlah']);
  const out: ReportRow[] = rows.map((r) => {
    const v = { tanggal: r.tanggal, notransaksi: r.notransaksi, dari: `${r.dari} · ${r.darinama ?? ''}`, ke: `${r.ke} · ${r.kenama ?? ''}`, keterangan: r.keterangan ?? '', jumlah: r.jumlah };
    sums.add(v);
    return row.d(v);
  });
  return { rows: out, totals: [row.t(`Total (${rows.length} transaksi)`, sums.values())] };
});

// ————— Ledger, trial balance, worksheet —————

const bukuBesar = serverReport(R.bukuBesar, async (ctx, p) => {
  const { dari, sampai } = rangeOf(p);
  const akun = p.akun as { dari: string; sampai: string };
  const l = await ledgerListing(ctx.tx, { dari, sampai, kodeDari: akun.dari || undefined, kodeSampai: akun.sampai || undefined, semua: Boolean(p.semua) });
  const tot = new Sums(['debet', 'kredit']);
  const groups = l.accounts.map((a) => {
    tot.add({ debet: a.debet, kredit: a.kredit });
    const normal = a.saldonormal === 'K' ? 'kredit' : 'debet';
    return {
      head: [row.h(`${a.kodeacc} · ${a.namaacc} (saldo normal ${normal})`), row.h('Saldo Awal', { saldo: a.saldoawal }, 1)],
      count: a.baris,
      foot: [row.s(`Jumlah ${a.kodeacc} / Saldo Akhir`, { debet: a.debet, kredit: a.kredit, saldo: a.saldoakhir }, 1)],
    };
  });
  return {
    listing: {
      rows: l.lines as never,
      groups,
      map: (r) =>
        row.d({
          tanggal: r.tanggal,
          notransaksi: r.notransaksi,
          sumber: r.sumber,
          keterangan: [r.keterangan, r.kontak].filter(Boolean).join(' · ') + (r.batal ? ' (batal)' : ''),
          debet: r.debet,
          kredit: r.kredit,
          saldo: r.saldo,
        }),
    },
    totals: [row.t(`Total Mutasi (${l.accounts.length} perkiraan)`, tot.values())],
  };
});

/** The trial balance as `neracasaldo` answers it: from the start of recording, opening balances count as movement. */
async function neracasaldoRows(tx: Tx, r: Range): Promise<TrialBalanceRow[]> {
  const b = await requireBooks(tx);
  return trialBalance(tx, { dari: r.dari > b.tglawal ? r.dari : undefined, sampai: r.sampai });
}

const neracaSaldo = serverReport(R.neracaSaldo, async (ctx, p) => {
  const rows = await neracasaldoRows(ctx.tx, rangeOf(p));
  const g = grouped(rows, {
    key: (r) => r.kelompok,
    label: (k) => KLABEL[k] ?? k,
    order: KORDER.filter((k) => rows.some((r) => r.kelompok === k)),
    row: (r) => ({ kodeacc: r.kodeacc, namaacc: r.namaacc, awal_d: pos(dec(r.awal)), awal_k: neg(dec(r.awal)), debet: r.debet, kredit: r.kredit, akhir_d: pos(dec(r.akhir)), akhir_k: neg(dec(r.akhir)) }),
    sum: ['awal_d', 'awal_k', 'debet', 'kredit', 'akhir_d', 'akhir_k'],
  });
  return { rows: g.rows, totals: [row.t('Total', g.sums.values())] };
});

const neracaLajur = serverReport(R.neracaLajur, async (ctx, p) => {
  await requireBooks(ctx.tx);
  const rows = await trialBalance(ctx.tx, { sampai: p.tanggal as string });
  const sums = new Sums(['ns_d', 'ns_k', 'lr_d', 'lr_k', 'nr_d', 'nr_k']);
  const out: ReportRow[] = rows
    .filter((r) => !dec(r.akhir).isZero())
    .map((r) => {
      const v = dec(r.akhir);
      const pl = ['4', '5', '6'].includes(r.kelompok);
      const x = { kodeacc: r.kodeacc, namaacc: r.namaacc, ns_d: pos(v), ns_k: neg(v), lr_d: pl ? pos(v) : '', lr_k: pl ? neg(v) : '', nr_d: pl ? '' : pos(v), nr_k: pl ? '' : neg(v) };
      sums.add(x);
      return row.d(x);
    });
  const laba = sums.get('lr_k').minus(sums.get('lr_d'));
  const net = { lr_d: laba.gt(0) ? s2(laba) : '', lr_k: laba.lt(0) ? s2(laba.neg()) : '', nr_d: laba.lt(0) ? s2(laba.neg()) : '', nr_k: laba.gt(0) ? s2(laba) : '' };
  const tot = sums.values();
  const add = (k: keyof typeof net) => s2(dec(tot[k]).plus(dec(net[k] || '0')));
  return {
    rows: out,
    totals: [
      row.t('Jumlah', tot),
      row.t(laba.gte(0) ? 'Laba Bersih' : 'Rugi Bersih', net),
      row.t('Total', { ns_d: tot.ns_d, ns_k: tot.ns_k, lr_d: add('lr_d'), lr_k: add('lr_k'), nr_d: add('nr_d'), nr_k: add('nr_k') }),
    ],
  };
});

/** Every accounting report's server part, in the order of ./reports.ts. */
export const serverReports: ServerReport[] = [
  dataJurnal,
  analisaJurnal,
  daftarPerkiraan,
  cashReport(R.kasMasuk, 'kasmasuk'),
  cashReport(R.kasKeluar, 'kaskeluar'),
  kasTransfer,
  bukuBesar,
  neracaSaldo,
  neracaLajur,
  neraca,
  labaRugi,
  labaRugiTahunan,
  grafikLaba,
];

