/**
 * The balance sheet and the profit and loss reports (./reports.ts): per class with subtotals, in
 * the views of one date or range, a year earlier beside it, or month by month.
 */
import { sql } from 'drizzle-orm';
import { dec, ZERO, type Dec } from '@niaga/core';
import { rowsOf, type Tx } from '@niaga/kernel/server';
import { balanceSheet, fiscalYear, fiscalYearOf, monthlyMovements, periodeOf, requireBooks, tampil, trialBalance } from '@niaga/ledger';
import { col, type ColumnSpec, type ParamValues, type ReportRow } from '@niaga/report';
import { row, serverReport, Sums, type ReportData } from '@niaga/report/server';
import * as R from './reports';
import { type Range, rangeOf, KLABEL, monthLabel, monthStart, monthEnd, s2, yearBefore, months, startOf, endOf, compare } from './common';

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

export const neraca = serverReport(R.neraca, async (ctx, p): Promise<ReportData> => {
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

export const labaRugi = serverReport(R.labaRugi, async (ctx, p): Promise<ReportData> => {
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

export const labaRugiTahunan = serverReport(R.labaRugiTahunan, async (ctx, p): Promise<ReportData> => {
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

export const grafikLaba = serverReport(R.grafikLaba, async (ctx, p): Promise<ReportData> => {
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
