/**
 * The chart of a report (Apache ECharts), drawn from its detail rows as its declaration says:
 * categories from one column, a bar or line series per declared column. Only the ECharts parts in
 * use are imported (echarts/core), and this file is its own chunk, loaded when a report has a chart.
 * `echarts-for-react/esm/core` is the React binding without the full echarts bundle.
 */
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { formatNumber, type ChartSpec, type ReportRow } from '@niaga/report';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const money = (v: number) => formatNumber(v.toFixed(2), 2);
/** Axis labels in thousands or millions (id-ID: rb, jt, M). */
function short(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e9) return `${formatNumber((v / 1e9).toFixed(1), 1)} M`;
  if (a >= 1e6) return `${formatNumber((v / 1e6).toFixed(1), 1)} jt`;
  if (a >= 1e3) return `${formatNumber((v / 1e3).toFixed(0), 0)} rb`;
  return formatNumber(String(v), 0);
}

export default function ReportChart({ spec, rows, title }: { spec: ChartSpec; rows: ReportRow[]; title: string }) {
  const option = {
    aria: { enabled: true, label: { description: title } },
    // A report is read, not watched: drawn at once (also what a screenshot or print shows).
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `Rp ${money(Number(v))}` },
    legend: { top: 0 },
    grid: { left: 70, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: rows.map((r) => String(r[spec.x] ?? '')) },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => short(v) } },
    series: spec.series.map((s) => ({
      name: s.label,
      type: s.type ?? spec.type,
      data: rows.map((r) => Number(r[s.key] ?? 0)),
      ...(s.type === 'line' ? { symbolSize: 7, z: 3 } : { barMaxWidth: 26 }),
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 360, width: '100%' }} notMerge lazyUpdate />;
}
