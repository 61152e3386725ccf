/**
 * The free returns (spec §2.7 mode 2): /returjualflexad and /returbeliflexad start a return with
 * Mode = Bebas, /returjualflexed and /returbeliflexed edit one (?id=N). Each is the generic
 * document form of its doctype (`returjual`, `returbeli`); only the starting mode differs from the
 * doctype's own add route. Above the form, a few lines say what a free return is and when to use
 * the other one (issue 34: the menu's "Fleksibel" alone did not say it).
 */
import { Alert } from 'antd';
import { Link } from 'react-router';
import type { DocumentMeta } from '@niaga/kernel';
import DocumentFormScreen from '@niaga/ui/document/DocumentForm';
import returjual from '../retur-jual/retur-jual';
import { returbeli } from '@niaga/purchasing';

/** What a free return of sales or of purchases does, in a person's words. */
const FLEX_TEXT = {
  jual: {
    title: 'Retur Penjualan Fleksibel: retur dari pelanggan tanpa memilih penjualannya.',
    isi: 'Item apa saja dapat diretur dengan harga yang Anda isi. Barang masuk kembali ke stok dengan harga pokok rata-rata, dan uangnya dikembalikan dari Kas/Bank (tidak memotong piutang). Untuk mengembalikan barang dari satu penjualan tertentu, dengan harga dan pajak penjualan itu, pakai',
    lain: 'Retur Penjualan Baru',
    ke: '/returjualad',
  },
  beli: {
    title: 'Retur Pembelian Fleksibel: retur ke supplier tanpa memilih pembeliannya.',
    isi: 'Item apa saja dapat diretur dengan harga yang Anda isi. Barang keluar dari stok senilai returnya, dan uangnya diterima kembali di Kas/Bank (tidak memotong hutang). Untuk mengembalikan barang dari satu pembelian tertentu, dengan harga dan pajak pembelian itu, pakai',
    lain: 'Retur Pembelian Baru',
    ke: '/returbeliad',
  },
} as const;

function Explained({ text }: { text: (typeof FLEX_TEXT)['jual' | 'beli'] }) {
  return (
    <Alert
      type="info"
      showIcon
      className="no-print"
      style={{ marginBottom: 16 }}
      title={text.title}
      description={
        <>
          {text.isi} <Link to={text.ke}>{text.lain}</Link>.
        </>
      }
    />
  );
}

/** The add and edit screens of a return doctype opened in mode 2 (Bebas), under their explanation. */
function flex(meta: DocumentMeta, text: (typeof FLEX_TEXT)['jual' | 'beli']) {
  return {
    Add: () => (
      <>
        <Explained text={text} />
        <DocumentFormScreen meta={meta} mode="add" defaults={{ mode: '2' }} />
      </>
    ),
    Edit: () => (
      <>
        <Explained text={text} />
        <DocumentFormScreen meta={meta} mode="edit" />
      </>
    ),
  };
}

const jual = flex(returjual, FLEX_TEXT.jual);
const beli = flex(returbeli, FLEX_TEXT.beli);

export const ReturJualFlexAdd = jual.Add;
export const ReturJualFlexEdit = jual.Edit;
export const ReturBeliFlexAdd = beli.Add;
export const ReturBeliFlexEdit = beli.Edit;
