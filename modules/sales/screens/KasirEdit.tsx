/**
 * /kasiredmode3: editing a saved till sale, for companies whose till runs in mode 3. It is the
 * same screen as /kasiredmode2 (the `kasir` doctype's edit route): the one document form of every
 * business document, opened with `?id=N` (`kasir_get` with `edit: 1` locks the sale for this user,
 * `kasir_save` with the id saves it, the server checks every figure again). The two till modes are
 * two layouts for ringing up a new sale by scanning; correcting a saved sale (its customer, lines,
 * prices, payments) is the same work in either mode, so both edit routes show the same form.
 * Simpan, Batal and Esc return to the till sales list (/kasirlistmode2).
 */
import kasir from '../kasir/kasir';
import DocumentFormScreen from '@niaga/ui/document/DocumentForm';

export default function KasirEditMode3() {
  return <DocumentFormScreen meta={kasir} mode="edit" />;
}
