/**
 * The free sales return (spec §2.7 mReturJual mode 2): /returjualflexad starts a return with Mode
 * Bebas, /returjualflexed edits one (?id=N); both are the generic document form of `returjual`.
 */
import DocumentFormScreen from '../../document/DocumentForm';
import returjual from '@niaga/sales/retur-jual/retur-jual';

export function ReturJualFlexAdd() {
  return <DocumentFormScreen meta={returjual} mode="add" defaults={{ mode: '2' }} />;
}

export function ReturJualFlexEdit() {
  return <DocumentFormScreen meta={returjual} mode="edit" />;
}
