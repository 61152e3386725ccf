/**
 * The queries of the accounting reports (./reports.ts). Figures come from the ledger's exported
 * functions only (maintained balances, listings); the chart of accounts and the cash documents are
 * this module's own tables.
 */
import { asc, sql } from 'drizzle-orm';
import { dec, ZERO, type Dec } from '@niaga/core';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import {
  balanceSheet,
  fiscalYear,
  fiscalYearOf,
  journalListing,
  lastDay,
  ledgerListing,
  monthlyMovements,
  movementsBySource,
  periodeOf,
  requireBooks,
  tampil,
  trialBalance,
  ymd,
  type TrialBalanceRow,
} from '@niaga/ledger';
import { col, type ColumnSpec, type ParamValues, type ReportRow } from '@niaga/report';
import { grouped, row, serverReport, Sums, type ReportData, type ServerReport } from '@niaga/report/server';
import { KELOMPOK, SALDO_NORMAL, TIPE_AKUN } from '../perkiraan/perkiraan';
import { perkiraan } from '../tables';
import * as R from './reports';

type Range = { dari: string; sampai: string };
const rangeOf = (p: ParamValues, k = 'periode') => p[k] as Range;
const KLABEL = R.KELOMPOK_LABEL;
const KORDER = KELOMPOK.map((k) => k.value);
const BULAN_PENDEK = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const monthLabel = (periode: number) => `${BULAN_PENDEK[(periode % 100) - 1]} ${Math.floor(periode / 100)}`;
const monthStart = (t: string) => `${t.slice(0, 8)}01`;
const monthEnd = (t: string) => ymd(Number(t.slice(0, 4)), Number(t.slice(5, 7)), lastDay(Number(t.slice(0, 4)), Number(t.slice(5, 7))));
const nextPeriode = (p: number) => (p % 100 === 12 ? p + 89 : p + 1);
const s2 = (d: Dec) => d.toFixed(2);
const pos = (d: Dec) => (d.gt(0) ? s2(d) : '0.00');
const neg = (d: Dec) => (d.lt(0) ? s2(d.neg()) : '0.00');

/** The same day a year earlier (29 Feb → 28 Feb). */
function yearBefore(t: string): string {
  const y = Number(t.slice(0, 4)) - 1;
  const m = Number(t.slice(5, 7));
  return ymd(y, m, Math.min(Number(t.slice(8, 10)), lastDay(y, m)));
}

/** Months (yyyymm) from the month of `dari` to that of `sampai`. */
function months(dari: string, sampai: string): number[] {
  const out: number[] = [];
  for (let p = periodeOf(dari); p <= periodeOf(sampai); p = nextPeriode(p)) out.push(p);
  return out;
}

const startOf = (p: number) => ymd(Math.floor(p / 100), p % 100, 1);
const endOf = (p: number) => ymd(Math.floor(p / 100), p % 100, lastDay(Math.floor(p / 100), p % 100));

/** Difference and percentage of a comparison. */
function compare(ini: Dec, lalu: Dec) {
  const selisih = ini.minus(lalu);
  return { ini: s2(ini), lalu: s2(lalu), selisih: s2(selisih), persen: lalu.isZero() ? '' : selisih.div(lalu.abs()).times(100).toFixed(1) };
}

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

// ————— Balance sheet and profit and loss —————

interface Column {
  key: string;
  label: string;
}

/** Accounts with one value per column key; sign applied by class. */
type Valued = Map<number, { kodeacc: string; namaacc: string; kelompok: string; v: Map<string, Dec> }>;

function put(m: Valued, r: { perkiraan_id: number; kodeacc: string; namaacc: string; kelompok: string }, key: string, v: Dec) {
  const id = Number(r.perkiraan_id);
  const e = m.get(id) ?? { kodeacc: r.kodeacc, namaacc: r.namaacc, kelompok: r.kelompok, v: new Map<string, Dec>() };
  e.v.set(key, (e.v.get(key) ?? ZERO).plus(v));
  m.set(id, e);
}

/** Rows of classes with a subtotal each (computed lines after some), for value columns `cols`. */
function statement(
  m: Valued,
  cols: Column[],
  classes: string[],
  extra: (kelompok: string) => Array<{ namaacc: string; v: Map<string, Dec> }>,
  after: (kelompok: string, g: Map<string, Map<string, Dec>>) => ReportRow[],
): { rows: ReportRow[]; group: Map<string, Map<string, Dec>> } {
  const rows: ReportRow[] = [];
  const group = new Map<string, Map<string, Dec>>();
  const vals = (v: Map<string, Dec>) => Object.fromEntries(cols.map((c) => [c.key, s2(v.get(c.key) ?? ZERO)]));
  for (const k of classes) {
    const list = [...m.values()].filter((a) => a.kelompok === k && cols.some((c) => !(a.v.get(c.key) ?? ZERO).isZero())).sort((a, b) => (a.kodeacc < b.kodeacc ? -1 : 1));
    const tot = new Map<string, Dec>();
    rows.push(row.h(KLABEL[k] ?? k));
    for (const a of [...list, ...extra(k).map((x) => ({ ...x, kodeacc: '', kelompok: k }))]) {
      for (const c of cols) tot.set(c.key, (tot.get(c.key) ?? ZERO).plus(a.v.get(c.key) ?? ZERO));
      rows.push(row.d({ kodeacc: a.kodeacc, namaacc: a.namaacc, ...vals(a.v) }));
    }
    group.set(k, tot);
    rows.push(row.s(`Jumlah ${KLABEL[k] ?? k}`, vals(tot)));
    rows.push(...after(k, group));
  }
  return { rows, group };
}

/** Value columns of the chosen view, and the dates or ranges each is read for. */
function viewColumns<T>(p: ParamValues, base: T, lastYear: (t: T) => T, monthly: () => Array<{ key: string; label: string; at: T }>, single: string): { cols: Column[]; at: Map<string, T>; spec: ColumnSpec[] } {
  if (p.tampilan === 'tahunlalu') {
    return { cols: [{ key: 'ini', label: 'Tahun Ini' }, { key: 'lalu', label: 'Tahun Lalu' }], at: new Map([['ini', base], ['lalu', lastYear(base)]]), spec: [] };
  }
  if (p.tampilan === 'bulanan') {
    const ms = monthly();
    return { cols: ms.map((m) => ({ key: m.key, label: m.label })), at: new Map(ms.map((m) => [m.key, m.at])), spec: ms.map((m) => col.uang(m.key, m.label, 13)) };
  }
  return { cols: [{ key: 'nilai', label: single }], at: new Map([['nilai', base]]), spec: [] };
}

/** Comparison columns (selisih, %) added to rows of a "tahun lalu" view. */
function withComparison(rows: ReportRow[]): ReportRow[] {
  return rows.map((r) => (r.ini === undefined ? r : { ...r, ...compare(dec(r.ini as string), dec(r.lalu as string)) }));
}

const akunCols = () => [col.teks('kodeacc', 'Kode', 9), col.teks('namaacc', 'Nama Perkiraan', 26)];

const neraca = serverReport(R.neraca, async (ctx, p): Promise<ReportData> => {
  const b = await requireBooks(ctx.tx);
  const tanggal = p.tanggal as string;
  const fy = fiscalYearOf(tanggal, b.bulanakhir);
  const v = viewColumns(
    p,
    tanggal,
    yearBefore,
    () => months(fy.tglawal > b.tglawal ? fy.tglawal : b.tglawal, tanggal).map((m) => ({ key: `m${m}`, label: m === periodeOf(tanggal) ? tampil(tanggal) : monthLabel(m), at: m === periodeOf(tanggal) ? tanggal : endOf(m) })),
    'Saldo',
  );
  const m: Valued = new Map();
  const profit = new Map<string, { berjalan: Dec; lalu: Dec }>();
  for (const [key, at] of v.at) {
    const bs = await balanceSheet(ctx.tx, at, fiscalYearOf(at, b.bulanakhir).tglawal);
    for (const r of bs.rows) put(m, r, key, r.kelompok === '1' ? dec(r.akhir) : dec(r.akhir).neg());
    profit.set(key, { berjalan: dec(bs.labaBerjalan), lalu: dec(bs.labaBelumDitutup) });
  }
  const extra = (k: string) =>
    k === '3'
      ? [
          { namaacc: 'Laba Belum Ditutup', v: new Map(v.cols.map((c) => [c.key, profit.get(c.key)!.lalu])) },
          { namaacc: 'Laba Tahun Berjalan', v: new Map(v.cols.map((c) => [c.key, profit.get(c.key)!.berjalan])) },
        ]
      : [];
  const st = statement(m, v.cols, ['1', '2', '3'], extra, () => []);
  const kwEq = Object.fromEntries(v.cols.map((c) => [c.key, s2((st.group.get('2')!.get(c.key) ?? ZERO).plus(st.group.get('3')!.get(c.key) ?? ZERO))]));
  let rows = [...st.rows, row.t('Jumlah Kewajiban dan Ekuitas', kwEq)];
  if (p.tampilan === 'tahunlalu') rows = withComparison(rows);
  return {
    rows,
    columns: p.tampilan === 'bulanan' ? [...akunCols(), ...v.spec] : undefined,
    notes: p.tampilan === 'tahunlalu' ? [`Tahun ini: ${tampil(tanggal)} · Tahun lalu: ${tampil(yearBefore(tanggal))}`] : [],
  };
});

/** Profit and loss values (credit-positive for revenue, debit-positive for costs) per column range. */
async function profitAndLoss(tx: Tx, at: Map<string, Range>): Promise<Valued> {
  const m: Valued = new Map();
  const sign = (kelompok: string, mutasi: Dec) => (kelompok === '4' ? mutasi.neg() : mutasi);
  const whole = [...at].filter(([, r]) => r.dari === monthStart(r.dari) && r.sampai === monthEnd(r.dari) && periodeOf(r.dari) === periodeOf(r.sampai));
  if (whole.length > 1) {
    // Whole single months: one query over the monthly balances.
    const ps = whole.map(([, r]) => periodeOf(r.dari));
    const rows = await monthlyMovements(tx, { dariPeriode: Math.min(...ps), sampaiPeriode: Math.max(...ps), kelompok: ['4', '5', '6'], tanpaTutup: true });
    const names = new Map((await rowsOf<{ id: number; namaacc: string; kelompok: string }>(tx, sql`select id, namaacc, kelompok from perkiraan where kelompok in ('4', '5', '6')`)).map((r) => [Number(r.id), r]));
    const keyOf = new Map(whole.map(([k, r]) => [periodeOf(r.dari), k]));
    for (const r of rows) {
      const key = keyOf.get(Number(r.periode));
      const a = names.get(Number(r.perkiraan_id));
      if (key && a) put(m, { ...r, namaacc: a.namaacc, kelompok: a.kelompok }, key, sign(a.kelompok, dec(r.mutasi)));
    }
  }
  for (const [key, r] of at) {
    if (whole.length > 1 && whole.some(([k]) => k === key)) continue;
    for (const x of await trialBalance(tx, { dari: r.dari, sampai: r.sampai, kelompok: ['4', '5', '6'], tanpaTutup: true })) put(m, x, key, sign(x.kelompok, dec(x.debet).minus(dec(x.kredit))));
  }
  return m;
}

/** Rows of a profit and loss: Pendapatan, HPP, Laba Kotor, Beban, Laba Bersih. */
function plRows(m: Valued, cols: Column[], total?: Column): ReportRow[] {
  const all = total ? [...cols, total] : cols;
  if (total) for (const a of m.values()) a.v.set(total.key, cols.reduce((t, c) => t.plus(a.v.get(c.key) ?? ZERO), ZERO));
  const line = (label: string, f: (g: Map<string, Map<string, Dec>>, key: string) => Dec) => (g: Map<string, Map<string, Dec>>) =>
    row.t(label, Object.fromEntries(all.map((c) => [c.key, s2(f(g, c.key))])));
  const v = (g: Map<string, Map<string, Dec>>, k: string, key: string) => g.get(k)?.get(key) ?? ZERO;
  const labaKotor = (g: Map<string, Map<string, Dec>>, key: string) => v(g, '4', key).minus(v(g, '5', key));
  const st = statement(m, all, ['4', '5', '6'], () => [], (k, g) => {
    if (k === '5') return [line('Laba Kotor', labaKotor)(g)];
    if (k === '6') return [line('Laba (Rugi) Bersih', (gg, key) => labaKotor(gg, key).minus(v(gg, '6', key)))(g)];
    return [];
  });
  return st.rows;
}

const labaRugi = serverReport(R.labaRugi, async (ctx, p): Promise<ReportData> => {
  await requireBooks(ctx.tx);
  const r = rangeOf(p);
  const v = viewColumns<Range>(
    p,
    r,
    (x) => ({ dari: yearBefore(x.dari), sampai: yearBefore(x.sampai) }),
    () =>
      months(r.dari, r.sampai).map((mm) => {
        const at = { dari: r.dari > startOf(mm) ? r.dari : startOf(mm), sampai: r.sampai < endOf(mm) ? r.sampai : endOf(mm) };
        return { key: `m${mm}`, label: monthLabel(mm), at };
      }),
    'Jumlah',
  );
  const m = await profitAndLoss(ctx.tx, v.at);
  const monthly = p.tampilan === 'bulanan';
  let rows = plRows(m, v.cols, monthly ? { key: 'jumlah', label: 'Jumlah' } : undefined);
  if (p.tampilan === 'tahunlalu') rows = withComparison(rows);
  const lalu = v.at.get('lalu');
  return {
    rows,
    columns: monthly ? [...akunCols(), ...v.spec, col.uang('jumlah', 'Jumlah', 14)] : undefined,
    notes: lalu ? [`Tahun ini: ${tampil(r.dari)} s/d ${tampil(r.sampai)} · Tahun lalu: ${tampil(lalu.dari)} s/d ${tampil(lalu.sampai)}`] : [],
  };
});

const labaRugiTahunan = serverReport(R.labaRugiTahunan, async (ctx, p): Promise<ReportData> => {
  const b = await requireBooks(ctx.tx);
  const bulan = p.bulan as string;
  const first = `${bulan}-01`;
  const last = monthEnd(first);
  const fy = fiscalYearOf(first, b.bulanakhir);
  const ytd = { dari: fy.tglawal, sampai: last };
  if (p.tampilan === 'bulanan') {
    const ms = months(fy.tglawal, last);
    const at = new Map(ms.map((mm) => [`m${mm}`, { dari: startOf(mm), sampai: endOf(mm) }]));
    const cols = ms.map((mm) => ({ key: `m${mm}`, label: monthLabel(mm) }));
    const m = await profitAndLoss(ctx.tx, at);
    return {
      rows: plRows(m, cols, { key: 'jumlah', label: 's/d Bulan Ini' }),
      columns: [...akunCols(), ...ms.map((mm) => col.uang(`m${mm}`, monthLabel(mm), 13)), col.uang('jumlah', 's/d Bulan Ini', 14)],
      notes: [`Tahun buku ${fy.tahun}: ${tampil(fy.tglawal)} s/d ${tampil(fy.tglakhir)}`],
    };
  }
  if (p.tampilan === 'tahunlalu') {
    const lalu = { dari: yearBefore(ytd.dari), sampai: monthEnd(yearBefore(first)) };
    const m = await profitAndLoss(ctx.tx, new Map([['ini', ytd], ['lalu', lalu]]));
    return {
      rows: withComparison(plRows(m, [{ key: 'ini', label: 'Tahun Ini' }, { key: 'lalu', label: 'Tahun Lalu' }])),
      notes: [`Tahun ini: ${tampil(ytd.dari)} s/d ${tampil(ytd.sampai)} · Tahun lalu: ${tampil(lalu.dari)} s/d ${tampil(lalu.sampai)}`],
    };
  }
  const m = await profitAndLoss(ctx.tx, new Map([['bulanini', { dari: first, sampai: last }], ['sdbulanini', ytd]]));
  return {
    rows: plRows(m, [{ key: 'bulanini', label: 'Bulan Ini' }, { key: 'sdbulanini', label: 's/d Bulan Ini' }]),
    notes: [`Tahun buku ${fy.tahun}: ${tampil(fy.tglawal)} s/d ${tampil(fy.tglakhir)}`],
  };
});

const grafikLaba = serverReport(R.grafikLaba, async (ctx, p): Promise<ReportData> => {
  const b = await requireBooks(ctx.tx);
  const fy = fiscalYear(Number(p.tahun), b.bulanakhir);
  const ms = months(fy.tglawal, fy.tglakhir);
  const rows = await monthlyMovements(ctx.tx, { dariPeriode: ms[0], sampaiPeriode: ms[ms.length - 1], kelompok: ['4', '5', '6'], tanpaTutup: true });
  const kel = new Map((await rowsOf<{ id: number; kelompok: string }>(ctx.tx, sql`select id, kelompok from perkiraan where kelompok in ('4', '5', '6')`)).map((r) => [Number(r.id), r.kelompok]));
  const per = new Map(ms.map((mm) => [mm, { p: ZERO, h: ZERO, b: ZERO }]));
  for (const r of rows) {
    const e = per.get(Number(r.periode));
    const k = kel.get(Number(r.perkiraan_id));
    if (!e || !k) continue;
    const v = dec(r.mutasi);
    if (k === '4') e.p = e.p.minus(v);
    else if (k === '5') e.h = e.h.plus(v);
    else e.b = e.b.plus(v);
  }
  const sums = new Sums(['pendapatan', 'hpp', 'beban', 'laba']);
  const out = ms.map((mm) => {
    const e = per.get(mm)!;
    const x = { bulan: monthLabel(mm), pendapatan: s2(e.p), hpp: s2(e.h), beban: s2(e.b), laba: s2(e.p.minus(e.h).minus(e.b)) };
    sums.add(x);
    return row.d(x);
  });
  return { rows: out, totals: [row.t('Jumlah', sums.values())], notes: [`Tahun buku ${fy.tahun}: ${tampil(fy.tglawal)} s/d ${tampil(fy.tglakhir)}`] };
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

