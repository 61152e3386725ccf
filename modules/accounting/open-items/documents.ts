/**
 * The documents the two sides of the open-items mechanism (@niaga/ledger open-items.ts) both have,
 * each declared ONCE here and made for a side: what is owed to suppliers (hutang, @niaga/purchasing)
 * and what customers owe (piutang, @niaga/sales). A document keeps its own declaration (name, code,
 * title, access name, routes, list) in its module's folder and passes its side; what the two sides
 * share (fields, rules, lines) and the side's words come from here, so that a fix lands on both.
 *   - opening invoices: saldoawalhutang (SAH) / saldoawalpiutang (SAP): `openingDocument`
 *   - deposits: depositsup (DB) / depositpel (DP): `depositDocument`
 *   - payments: bayarhutang (BH) / bayarpiutang (BP): `paymentDocument`
 *   - returns: returbeli (RB) / returjual (RJ): `returnDocument`
 * Their servers: ./server.ts. Isomorphic: the declarations run in the browser too.
 */
import { code, date, decimal, document, flag, num, refuse, select, sumOf, text, type DocumentInput, type Field, type RecordOf, type Rule, type Values } from '@niaga/kernel';
import { giroFields } from '../giro/giro';
import { openItemFields } from './fields';

/** The side a document belongs to: 'hutang' (suppliers) or 'piutang' (customers), as `OpenItemSide.nama`. */
export type Side = 'hutang' | 'piutang';

/**
 * Each side's words: the contact's table (its field refers to it) and label, the control account's
 * label, the open-invoices act of its payment, the document its returns take from (the header
 * field naming it, and the flag reducing its invoice), its deposits' account role and label, what
 * uses them and a deposit's default description.
 */
export const SIDE = {
  hutang: { kontak: 'supplier', label: 'Supplier', akun: 'Hutang Usaha', act: 'hutangsupplier', sumber: 'pembelian', nomor: 'nobeli', potong: 'potonghutang', uangmuka: { role: 'uangmukabeli', label: 'Uang Muka Pembelian' }, dipakai: 'pembelian', deposit: 'Deposit ke supplier' },
  piutang: { kontak: 'pelanggan', label: 'Pelanggan', akun: 'Piutang Usaha', act: 'piutangpelanggan', sumber: 'penjualan', nomor: 'nojual', potong: 'potongpiutang', uangmuka: { role: 'uangmukajual', label: 'Uang Muka Penjualan' }, dipakai: 'transaksi', deposit: 'Deposit pelanggan' },
} as const;

/** What a document declares itself (a contract: spec §2.7, the access names and codes). */
export type DocumentHead = Pick<DocumentInput, 'name' | 'code' | 'title' | 'access' | 'routes'>;
type Columns = Pick<NonNullable<DocumentInput['list']>, 'columns' | 'search'>;

/** The contact of a side's document (`kodesupel`: a supplier or a customer). */
const kontak = (side: Side) => code(SIDE[side].label, 30).upper().ref(SIDE[side].kontak);

/** A cash or bank account. */
export const kasbank = () => code('Kas/Bank', 20).upper().ref('perkiraan', 'kasbank');

const jumlahPositive = (d: Values) => num(d.jumlah).gt(0) || refuse('jumlah', 'Jumlah harus lebih dari 0.');

/** Opening invoice (mSAAkun, SAH / SAP): one invoice owed before recording started, an open item of its side. */
export const openingDocument = (side: Side, head: DocumentHead, nofaktur: string) =>
  document({
    ...head,
    fields: {
      kodesupel: kontak(side),
      nofaktur: text(nofaktur, 50).optional(),
      jumlah: decimal('Jumlah'),
      jatuhtempo: date('Jatuh Tempo').optional(),
      keterangan: text('Keterangan', 200).optional(),
      // Set by the server: what remains and its due date while open (@niaga/ledger open-items).
      ...openItemFields(),
    },
    rules: [jumlahPositive],
    list: { columns: ['notransaksi', 'tanggal', 'kodesupel', 'nofaktur', 'jumlah', 'jatuhtempo'], search: ['notransaksi', 'nofaktur'], filters: [{ field: 'tanggal' }, 'kodesupel'] },
  });

/** Deposit (DB / DP): money paid to a supplier or received from a customer before the documents that use it. */
export const depositDocument = (side: Side, head: DocumentHead) =>
  document({
    ...head,
    fields: {
      kodesupel: kontak(side),
      kodeacckas: kasbank(),
      jumlah: decimal('Jumlah'),
      keterangan: text('Keterangan', 200).optional(),
    },
    rules: [jumlahPositive],
    list: { columns: ['notransaksi', 'tanggal', 'kodesupel', 'kodeacckas', 'keterangan', 'jumlah'], search: ['notransaksi', 'keterangan'], filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel'] },
  });

/**
 * What a side adds to its payment: its `kodeacckas` (else a plain one), the `deposit` used and the
 * `kas` part, a line's `komisi`, its rules (with the giro's) and its list's columns. The fields it
 * gives are kept in the declaration's type (a side that gives none has none: RecordOf).
 */
export interface PaymentOwn {
  kodeacckas?: Field<'code', boolean>;
  deposit?: Field<'decimal', boolean>;
  kas?: Field<'decimal', boolean>;
  komisi?: Field<'decimal', boolean>;
  rules: Rule[];
  list: Columns;
}

/** The fields of `own` named K that a side gives (none of them when it gives none). */
type Given<O, K extends string> = { [k in K & keyof O]-?: Exclude<O[k], undefined> };
function given<O extends PaymentOwn, K extends 'deposit' | 'kas' | 'komisi'>(own: O, name: K) {
  const f = own[name];
  // Declared only when the side gives it; the type says which (Given).
  return (f ? { [name]: f } : {}) as Given<O, K>;
}

/**
 * Payment (spec §2.7, BH / BP): one or many invoices of one contact, each with the amount paid and
 * a discount, from a cash or bank account or by cheque/giro. A side adds its own (PaymentOwn).
 */
export const paymentDocument = <O extends PaymentOwn>(side: Side, head: DocumentHead, own: O) =>
  document({
    ...head,
    fields: {
      kodesupel: kontak(side),
      kodeacckas: own.kodeacckas ?? kasbank(),
      ...giroFields(),
      ...given(own, 'deposit'),
      keterangan: text('Keterangan', 200).optional(),
      total: decimal('Total Bayar').computed((d) => sumOf(d.lines, 'bayar')),
      totalpotongan: decimal('Total Potongan').computed((d) => sumOf(d.lines, 'potongan')),
      ...given(own, 'kas'),
    },
    rules: own.rules,
    lines: {
      title: 'Faktur Dibayar',
      min: 1,
      uniqueWithin: ['noinvoice'],
      // "Ambil Faktur": the contact's open invoices, each a line paying its remaining.
      openItems: { act: SIDE[side].act, table: `tbl_${side}`, contact: 'kodesupel', field: 'noinvoice', fill: 'bayar' },
      fields: {
        noinvoice: code('No. Faktur', 40).upper(),
        bayar: decimal('Bayar').default('0'),
        potongan: decimal('Potongan').default('0'),
        ...given(own, 'komisi'),
      },
      rules: [
        (l, i) => !num(l.bayar).isNegative() || refuse('bayar', `Baris ${i + 1}: bayar tidak boleh negatif.`),
        (l, i) => !num(l.potongan).isNegative() || refuse('potongan', `Baris ${i + 1}: potongan tidak boleh negatif.`),
        // (A negative amount has its own message above.)
        (l, i) => num(l.bayar).isNegative() || num(l.potongan).isNegative() || num(l.bayar).plus(num(l.potongan)).gt(0) || refuse('bayar', `Baris ${i + 1}: isi jumlah bayar atau potongan.`),
      ],
    },
    list: { ...own.list, filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel'] },
  });

/** A payment of either side as its declaration types it: the fields both sides have (what the payment helpers read). */
export type PaymentRecord = RecordOf<ReturnType<typeof paymentDocument<{ rules: Rule[]; list: Columns }>>>;

/**
 * Return (spec §2.7, RB / RJ). Mode 1 returns lines of one purchase or sale (`nomor`: `nobeli` /
 * `nojual`, required) and may reduce its invoice (`potonghutang` / `potongpiutang`); mode 2 returns
 * any items, refunded in cash. A side adds its own: the field naming the document taken from, the
 * figures after `keterangan`, its rules, lines and list.
 */
export const returnDocument = <S extends Side, G extends Record<string, Field>, L extends Record<string, Field>>(
  side: S,
  head: DocumentHead,
  own: { modes: { value: string; label: string }[]; nomor: Field<'code'>; figures: G; rules?: Rule[]; lines: Omit<NonNullable<DocumentInput['lines']>, 'fields'> & { fields: L }; list: Columns },
) => {
  const { nomor, potong } = SIDE[side];
  // The side's own field names (`nobeli`, `potonghutang` / `nojual`, `potongpiutang`), typed by the side's words.
  const nomorField = { [nomor]: own.nomor.requiredWhen((d) => String(d.mode) === '1') } as Record<(typeof SIDE)[S]['nomor'], Field<'code', false>>;
  // Only a return taken from a purchase or sale may reduce its invoice; a free one is paid back in cash.
  const potongField = { [potong]: flag(side === 'hutang' ? 'Potong Hutang' : 'Potong Piutang', false).shownWhen((d) => String(d.mode) !== '2') } as Record<(typeof SIDE)[S]['potong'], Field<'flag', true>>;
  return document({
    ...head,
    fields: {
      mode: select('Mode', own.modes).default('1'),
      ...nomorField,
      kodesupel: kontak(side),
      kodegudang: code('Gudang', 10).upper().ref('gudang'),
      keterangan: text('Keterangan', 200).optional(),
      ...own.figures,
      ...potongField,
      kodeacckas: kasbank().requiredWhen((d) => !d[potong]),
    },
    ...(own.rules ? { rules: own.rules } : {}),
    lines: own.lines,
    list: { ...own.list, filters: [{ field: 'tanggal', default: 'bulanini' }, 'kodesupel', 'mode'] },
  });
};

type Words<S extends Side> = (typeof SIDE)[S];

/** A side's words with the names of its return's own fields kept as type parameters (so a record of side S can be read by them). */
export type SideWords<S extends Side> = Omit<Words<S>, 'nomor' | 'potong'> & { nomor: Words<S>['nomor']; potong: Words<S>['potong'] };

/** What the return helpers read of either side's return (from the declaration): its contact, cash account, total and lines. */
export type ReturnBase = Pick<RecordOf<ReturnType<typeof returnDocument<Side, { total: Field<'decimal', true> }, Record<never, Field>>>>, 'kodesupel' | 'kodeacckas' | 'total' | 'lines'>;
/** A return's own fields on side S: the purchase or sale it names (`nobeli` / `nojual`) and whether it reduces that invoice (`potonghutang` / `potongpiutang`). */
export type ReturnOwn<S extends Side> = Record<Words<S>['nomor'], string> & Record<Words<S>['potong'], boolean>;
/** A return of side S as the return helpers read it. */
export type ReturnRecord<S extends Side> = ReturnBase & ReturnOwn<S>;

/** `depositsaldo` / `depositsaldopel` (open-items/server.ts depositSaldoAct): a contact's deposit balance. */
export interface DepositSaldoReply {
  tbl_depositsaldo: Array<{ kodesupel: string; saldo: string }>;
}
