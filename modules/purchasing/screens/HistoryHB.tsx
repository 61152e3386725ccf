/** /historyhb (mHistoryHB): the purchase prices of one item, newest first, optionally from one supplier. */
import PriceHistory from '@niaga/ui/shared/PriceHistory';

export default function HistoryHB() {
  return <PriceHistory act="historyhb" party="supplier" partyLabel="Supplier" noun="pembelian" />;
}
