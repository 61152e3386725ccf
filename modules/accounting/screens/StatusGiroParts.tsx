/**
 * The parts of the giro status screen (StatusGiro.tsx): the list's columns and the dialog that
 * settles a giro on a date (Cairkan) or un-settles it (Batalkan Cair).
 */
import { useRef, type RefObject } from 'react';
import { Alert, Button, DatePicker, Modal, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { giroJenisOfRoute, GiroRow } from '../giro/giro';
import { DATE_FORMAT, formatDate, parseShownDate } from '@niaga/ui/format';
import { formatMoney } from '@niaga/ui/digits';

/** A cheque or giro of the list, as the server replies it (giro/giro.ts). */
export type Giro = GiroRow;

type Jenis = NonNullable<ReturnType<typeof giroJenisOfRoute>>;

/** The list's columns; Cairkan or Batalkan Cair opens the giro's dialog. */
export function giroColumns(jenis: Jenis, show: (g: Giro) => void) {
  return [
    { key: 'notransaksi', dataIndex: 'notransaksi', title: 'No. Transaksi', width: 150 },
    { key: 'tanggal', dataIndex: 'tanggal', title: 'Tanggal', width: 100, render: formatDate },
    { key: 'kontak', title: jenis.kontak.label, render: (_: unknown, g: Giro) => `${g.kontak} · ${g.namakontak ?? ''}` },
    { key: 'nogiro', dataIndex: 'nogiro', title: 'No. Cek/Giro', width: 130 },
    { key: 'bank', title: 'Bank', width: 120, render: (_: unknown, g: Giro) => g.namabank ?? g.bankgiro },
    { key: 'jtgiro', dataIndex: 'jtgiro', title: 'Jatuh Tempo', width: 110, render: formatDate },
    { key: 'jumlah', dataIndex: 'jumlah', title: 'Jumlah', align: 'right' as const, width: 130, render: (v: string) => formatMoney(v) },
    { key: 'kodeacckas', dataIndex: 'kodeacckas', title: 'Bank Cair', width: 100 },
    {
      key: 'status',
      title: 'Status',
      width: 170,
      render: (_: unknown, g: Giro) => (g.status === 'cair' ? <Tag color="green">Cair {formatDate(g.tglcair)}</Tag> : <Tag color="orange">Belum Cair</Tag>),
    },
    {
      key: 'aksi',
      title: 'Aksi',
      width: 130,
      className: 'no-print',
      render: (_: unknown, g: Giro) => (
        <Button size="small" danger={g.status === 'cair'} onClick={() => show(g)}>
          {g.status === 'cair' ? 'Batalkan Cair' : 'Cairkan'}
        </Button>
      ),
    },
  ];
}

/** Cairkan (the date typed, Enter takes it, Enter on Cairkan settles) or Batalkan Cair of one giro. */
export function GiroDialog({
  open,
  jenis,
  tanggal,
  setTanggal,
  busy,
  err,
  okRef,
  close,
  submit,
}: {
  open: Giro | null;
  jenis: Jenis;
  tanggal: Dayjs | null;
  setTanggal: (v: Dayjs | null) => void;
  busy: boolean;
  err: string;
  okRef: RefObject<HTMLButtonElement | null>;
  close: () => void;
  submit: () => Promise<void>;
}) {
  const pickerOpen = useRef(false);
  return (
    <Modal
      open={!!open}
      title={open ? `${open.status === 'belum' ? 'Cairkan' : 'Batalkan pencairan'} cek/giro ${open.nogiro} · ${open.notransaksi}` : ''}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="batal" onClick={close}>
          Batal
        </Button>,
        <Button key="ok" ref={okRef} type="primary" danger={open?.status === 'cair'} autoFocus={open?.status === 'cair'} loading={busy} onClick={submit}>
          {open?.status === 'cair' ? 'Ya, batalkan' : 'Cairkan'}
        </Button>,
      ]}
    >
      {open && (
        <>
          <p>
            {jenis.kontak.label} {open.kontak} · {open.namakontak ?? ''}, jumlah <b>{formatMoney(open.jumlah)}</b>, jatuh tempo {formatDate(open.jtgiro)}, bank {open.kodeacckas}.
          </p>
          {open.status === 'belum' ? (
            <>
              <Typography.Text>Tanggal Cair</Typography.Text>
              <br />
              <DatePicker
                onOpenChange={(o) => {
                  pickerOpen.current = o;
                  // The picker closed (a date taken with Enter or a click): Enter now settles.
                  if (!o) setTimeout(() => okRef.current?.focus());
                }}
                onKeyDown={(e) => {
                  // Enter takes the date as typed (whether or not the picker has opened for the typing
                  // yet) and moves on to Cairkan; Enter there settles. Never a settlement on a date
                  // other than the one shown.
                  if (e.key !== 'Enter' || pickerOpen.current) return;
                  e.preventDefault();
                  const typed = parseShownDate((e.target as HTMLInputElement).value);
                  if (typed) setTanggal(dayjs(typed));
                  okRef.current?.focus();
                }}
                id="stsbg-tanggal"
                aria-label="Tanggal Cair"
                format={DATE_FORMAT}
                autoFocus
                allowClear={false}
                value={tanggal}
                onChange={(v) => setTanggal(v)}
              />
            </>
          ) : (
            <p>
              Dicairkan {formatDate(open.tglcair)} ({open.nocair}); jurnal pencairannya akan dibalik.
            </p>
          )}
          {err && <Alert type="error" showIcon title={err} role="alert" style={{ marginTop: 12 }} />}
        </>
      )}
    </Modal>
  );
}
