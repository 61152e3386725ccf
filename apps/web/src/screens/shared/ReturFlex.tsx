/**
 * The free returns (spec §2.7 mode 2): /returjualflexad and /returbeliflexad start a return with
 * Mode = Bebas, /returjualflexed and /returbeliflexed edit one (?id=N). Each is the generic
 * document form of its doctype (`returjual`, `returbeli`); only the starting mode differs from the
 * doctype's own add route.
 */
import type { DocumentMeta } from '@niaga/kernel';
import DocumentFormScreen from '../../document/DocumentForm';
import returjual from '@niaga/sales/retur-jual/retur-jual';
import returbeli from '@niaga/purchasing/retur-beli/retur-beli';

/** The add and edit screens of a return doctype opened in mode 2 (Bebas). */
function flex(meta: DocumentMeta) {
  return {
    Add: () => <DocumentFormScreen meta={meta} mode="add" defaults={{ mode: '2' }} />,
    Edit: () => <DocumentFormScreen meta={meta} mode="edit" />,
  };
}

const jual = flex(returjual);
const beli = flex(returbeli);

export const ReturJualFlexAdd = jual.Add;
export const ReturJualFlexEdit = jual.Edit;
export const ReturBeliFlexAdd = beli.Add;
export const ReturBeliFlexEdit = beli.Edit;
