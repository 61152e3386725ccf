/** /historyhj (mHistoryHJ): the selling prices of one item in sales (back office and till), newest first, optionally to one customer. */
import PriceHistory from '@niaga/ui/shared/PriceHistory';

export default function HistoryHJ() {
  return <PriceHistory act="historyhj" party="pelanggan" partyLabel="Pelanggan" noun="penjualan" />;
}
