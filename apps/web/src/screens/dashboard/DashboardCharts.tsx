/**
 * The four dashboard charts (spec §2.11) with Apache ECharts, tree-shaken (echarts/core, as the
 * report charts): best sales per month over the last 4 months (a series per item), the pie of the
 * year's best items with percent labels, the year's turnover per month (bars) and per office (bars;
 * a legend click toggles an office). Labels are cut at 25 characters. Its own lazily loaded chunk.
 */
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { Card, Col, Row as GridRow } from 'antd';
import { formatNumber } from '@niaga/report';
import { cut, type DashboardData, type LabelBy } from './data';

echarts.use([BarChart, LineChart, PieChart, AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, CanvasRenderer]);

const money = (v: number) => `Rp ${formatNumber(v.toFixed(2), 2)}`;
const qty = (v: number) => formatNumber(String(v), Number.isInteger(v) ? 0 : 2);
const pct = (v: number) => `${formatNumber(v.toFixed(1), 1)}%`;
function short(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e9) return `${formatNumber((v / 1e9).toFixed(1), 1)} M`;
  if (a >= 1e6) return `${formatNumber((v / 1e6).toFixed(1), 1)} jt`;
  if (a >= 1e3) return `${formatNumber((v / 1e3).toFixed(0), 0)} rb`;
  return formatNumber(String(v), 0);
}

// ECharts describes each chart for screen readers (its title, series names and figures).
const base = (title: string) => ({ title: { text: title, show: false }, aria: { enabled: true }, animation: false });
const H = { height: 320, width: '100%' };

function Chart({ title, option, testid }: { title: string; option: object; testid: string }) {
  return (
    <Card size="small" title={title} data-testid={testid}>
      <ReactEChartsCore echarts={echarts} option={{ ...base(title), ...option }} style={H} notMerge lazyUpdate />
    </Card>
  );
}

export default function DashboardCharts({ data, by }: { data: DashboardData; by: LabelBy }) {
  const months = data.tbl_jual_terbaik_bln;
  const items = data.tbl_jual_terbaik_bln_dt;
  const tahun = data.FormParam[0]?.tahun ?? '';
  const kantor = data.tbl_omset_thn_cbg_dt;
  return (
    <GridRow gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Chart
          testid="grafik-terbaik-bulan"
          title="Penjualan Terbaik per Bulan (4 Bulan Terakhir)"
          option={{
            tooltip: { trigger: 'axis', valueFormatter: (v: number) => qty(Number(v)) },
            legend: { top: 0, type: 'scroll' },
            grid: { left: 50, right: 16, top: 48, bottom: 30 },
            xAxis: { type: 'category', data: months.map((m) => String(m.bulan)) },
            yAxis: { type: 'value' },
            series: items.map((it) => ({ name: cut(it[by] || it.kodeitem), type: 'bar', barMaxWidth: 22, data: months.map((m) => Number(m[it.kodeitem] ?? 0)) })),
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <Chart
          testid="grafik-item-terbaik"
          title={`Item Terlaris ${tahun}`}
          option={{
            tooltip: { trigger: 'item', formatter: (p: { name: string; value: number; percent: number }) => `${p.name}: ${qty(p.value)} (${pct(p.percent)})` },
            series: [
              {
                type: 'pie',
                radius: ['28%', '55%'],
                // The whole name (cut at 25 characters, never by the chart) and its share below it.
                label: { formatter: (p: { name: string; percent: number }) => `${p.name}\n${pct(p.percent)}`, overflow: 'break', width: 130, lineHeight: 15 },
                data: data.tbl_item_terbaik.map((r) => ({ name: cut(r[by] || r.kodeitem), value: Number(r.jmljual) })),
              },
            ],
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <Chart
          testid="grafik-omset-tahun"
          title={`Omset ${tahun} per Bulan`}
          option={{
            tooltip: { trigger: 'axis', valueFormatter: (v: number) => money(Number(v)) },
            grid: { left: 70, right: 16, top: 24, bottom: 30 },
            xAxis: { type: 'category', data: data.tbl_omset_thn.map((r) => r.bulan) },
            yAxis: { type: 'value', axisLabel: { formatter: (v: number) => short(v) } },
            series: [{ name: 'Omset', type: 'bar', barMaxWidth: 26, data: data.tbl_omset_thn.map((r) => Number(r.omset)) }],
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <Chart
          testid="grafik-omset-cabang"
          title={`Omset ${tahun} per Cabang`}
          option={{
            tooltip: { trigger: 'axis', valueFormatter: (v: number) => money(Number(v)) },
            // A legend click shows or hides an office (ECharts' own toggle).
            legend: { top: 0, type: 'scroll', selectedMode: true },
            grid: { left: 70, right: 16, top: 48, bottom: 30 },
            xAxis: { type: 'category', data: data.tbl_omset_thn_cbg.map((r) => String(r.bulan)) },
            yAxis: { type: 'value', axisLabel: { formatter: (v: number) => short(v) } },
            series: kantor.map((k) => ({ name: cut(k.namakantor || k.kodekantor), type: 'bar', barMaxWidth: 18, data: data.tbl_omset_thn_cbg.map((r) => Number(r[k.kodekantor] ?? 0)) })),
          }}
        />
      </Col>
    </GridRow>
  );
}
