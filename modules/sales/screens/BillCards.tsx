/**
 * The till's bill on a phone (Kasir.tsx below MOBILE_WIDTH; issue 34): each line a card — its
 * number and whole name (wrapped, never cut), then code, quantity, unit, price, discounts and the
 * line's total, wrapping onto a second row rather than off the screen. The table of BillTable.tsx
 * needs 740 px, so at 390 px its Jumlah, Satuan, Harga and Total were off the screen. Like its rows,
 * each card is memoised on its line, number and selection: a new line draws one card.
 */
import { memo, type CSSProperties } from 'react';
import { Tag } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { lineTotal } from '../figures';
import { formatMoney } from '@niaga/ui/digits';
import { qty, sameLine } from './BillTable';
import type { TillLine } from './till';

/** Room kept above and below a card scrolled into view: the sticky scan box and the fixed total bar (Kasir.tsx). */
export const CARD_SCROLL_MARGIN = { top: 128, bottom: 96 };

const CARD: CSSProperties = { padding: '8px 10px', borderBottom: '1px solid #f0f0f0', scrollMarginTop: CARD_SCROLL_MARGIN.top, scrollMarginBottom: CARD_SCROLL_MARGIN.bottom };
const CARD_SELECTED: CSSProperties = { ...CARD, background: '#e6f4ff', boxShadow: 'inset 3px 0 0 #1677ff' };
const FIGURES: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 6, rowGap: 2, marginTop: 2 };
const MUTED: CSSProperties = { color: 'rgba(0,0,0,0.45)' };

const sameCard = (a: CardProps, b: CardProps) => a.no === b.no && a.selected === b.selected && sameLine(a.line, b.line);
interface CardProps {
  line: TillLine;
  no: number;
  selected: boolean;
}
const BillCard = memo(function BillCard({ line: l, no, selected }: CardProps) {
  const diskon = [l.diskon1, l.diskon2, l.diskon3, l.diskon4].filter((d) => Number(d) > 0).map((d) => `${qty(d)}%`).join('+');
  return (
    <div role="listitem" data-row-key={l.key} aria-selected={selected} className={`kasir-baris${selected ? ' kasir-baris-dipilih' : ''}`} style={selected ? CARD_SELECTED : CARD}>
      <div style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
        <span style={MUTED}>{no}.</span>
        <span data-col="namaitem" style={{ flex: 1, minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
          {l.idpromo && <Tag color="green">PROMO {l.idpromo}</Tag>}
          {l.namaitem}
        </span>
      </div>
      <div style={FIGURES}>
        <span data-col="kodeitem" style={MUTED}>{l.kodeitem}</span>
        <span data-col="jumlah">{qty(l.jumlah)}</span>
        <span data-col="satuan">{l.satuan}</span>
        <span style={MUTED}>×</span>
        <span data-col="harga">{formatMoney(l.harga)}</span>
        {diskon && <span data-col="diskon" style={MUTED}>Disk {diskon}</span>}
        {/* The line's amount after its discounts (figures.ts, as the server computes it), flush right. */}
        <b data-col="total" style={{ marginLeft: 'auto', whiteSpace: 'nowrap' }}>{formatMoney(lineTotal({ ...l }).toFixed(2))}</b>
      </div>
    </div>
  );
}, sameCard);

/** The bill as cards: drawn again only when its lines or the selected line change. */
export const BillCards = memo(function BillCards({ lines, selected }: { lines: TillLine[]; selected: number }) {
  return (
    <div role="list" aria-label="Daftar belanja" data-testid="kasir-kartu" style={{ background: '#fff', borderRadius: 8 }}>
      {lines.length ? (
        lines.map((l, i) => <BillCard key={l.key} line={l} no={i + 1} selected={i === selected} />)
      ) : (
        <Typography.Paragraph type="secondary" style={{ padding: 16, margin: 0, textAlign: 'center' }}>
          Belum ada item. Scan barcode atau ketik kode item di atas.
        </Typography.Paragraph>
      )}
    </div>
  );
});
