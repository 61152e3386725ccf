/**
 * First-time database setup (spec §2.4, §5 Starting database, §8, §9): the head office, its time
 * zone and the first accounting period, and the shop's name and address (Data Perusahaan: the
 * receipt's header and the reports'; issue 34). Saving initialises the books and sets the start
 * flag to 1; the person is then logged out at once, the success message staying on the login
 * screen a moment (issue 34: no OK to press first). Browser back is blocked on this screen.
 */
import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { call } from '@niaga/ui/api';
import { config } from '@niaga/ui/config';
import { saveFailed } from '@niaga/ui/messages';
import { getSession, logout, setPendingChanges } from '@niaga/ui/session';

/** Spec §5 and §9. */
export const STARTINGDB_TEXT = {
  KODE_EMPTY: 'Maaf Kode Kantor belum diinput !.',
  KODE_FORMAT: 'format kode kantor tidak valid',
  NAMA_EMPTY: 'Maaf Nama Kantor belum diinput !.',
  SAVED: 'Simpan berhasil, sistem akan logout otomatis.',
} as const;
export const KODE_MAX = 5;
export const TAHUN_MIN = 2017;
export const TAHUN_MAX = 2050;
export const DEFAULT_KODE = 'UTM';
export const DEFAULT_TZ = 'Asia/Jakarta';
export const DEFAULT_BULAN_AKHIR = 12;

export const TIME_ZONES = [
  { value: 'Asia/Jakarta', label: 'WIB (Asia/Jakarta)' },
  { value: 'Asia/Makassar', label: 'WITA (Asia/Makassar)' },
  { value: 'Asia/Jayapura', label: 'WIT (Asia/Jayapura)' },
];

export const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'].map(
  (label, i) => ({ value: i + 1, label }),
);

interface Values {
  KodeKantorPusat: string;
  KodeKantor: string;
  NamaKantor: string;
  TimeZone: string;
  BulanAwal: number;
  Tahun: number | null;
  Bulan: number;
  /** The shop (Data Perusahaan), sent as the table DataPerusahaan. */
  namaperusahaan: string;
  alamat1: string;
  kota: string;
  telepon: string;
}

/** Blocks the browser's back button while the screen is open. */
function useBlockBack() {
  useEffect(() => {
    const hold = () => window.history.pushState(window.history.state, '', window.location.href);
    hold();
    window.addEventListener('popstate', hold);
    return () => window.removeEventListener('popstate', hold);
  }, []);
}

export default function StartingDbScreen() {
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  useBlockBack();
  const now = new Date();
  const s = getSession();
  const registered = s.status === 'out' ? '' : s.session.namaperusahaan;

  const onFinish = async (v: Values) => {
    setBusy(true);
    setPendingChanges(true);
    const kode = v.KodeKantorPusat.trim().toUpperCase();
    const env = await call<{ fields?: Record<string, string> } | null>('startingdb', {
      DeptData: [
        {
          KodeKantorPusat: kode,
          KodeKantor: (v.KodeKantor || kode).toUpperCase(),
          NamaKantor: v.NamaKantor.trim(),
          TimeZone: v.TimeZone,
          BulanAwal: v.BulanAwal,
          Tahun: v.Tahun,
          Bulan: v.Bulan,
        },
      ],
      DataPerusahaan: [{ namaperusahaan: v.namaperusahaan.trim(), alamat1: (v.alamat1 ?? '').trim(), kota: (v.kota ?? '').trim(), telepon: (v.telepon ?? '').trim() }],
    });
    setBusy(false);
    setPendingChanges(false);
    if (env.num !== 0) {
      const fields = env.data && typeof env.data === 'object' ? env.data.fields : undefined;
      if (fields) form.setFields(Object.entries(fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
      modal.error({ title: config.appTitle, content: saveFailed(env.msg) });
      return;
    }
    void message.success({ content: env.msg || STARTINGDB_TEXT.SAVED, duration: 6 });
    void logout();
  };

  return (
    <Card style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Pengaturan Awal Database
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Database perusahaan belum disiapkan. Isi data kantor pusat, nama dan alamat toko, dan periode awal pencatatan, lalu klik Simpan. Setelah tersimpan, sistem akan logout dan
        Anda dapat login kembali.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        // On a phone the first field left empty is above the fold when Simpan is pressed: go to it.
        scrollToFirstError={{ focus: true, block: 'center' }}
        onFinish={onFinish}
        initialValues={{
          KodeKantorPusat: DEFAULT_KODE,
          KodeKantor: DEFAULT_KODE,
          NamaKantor: '',
          TimeZone: DEFAULT_TZ,
          BulanAwal: now.getMonth() + 1,
          Tahun: Math.min(TAHUN_MAX, Math.max(TAHUN_MIN, now.getFullYear())),
          Bulan: DEFAULT_BULAN_AKHIR,
          namaperusahaan: registered,
          alamat1: '',
          kota: '',
          telepon: '',
        }}
        onValuesChange={(changed: Partial<Values>) => {
          if ('KodeKantorPusat' in changed) form.setFieldValue('KodeKantor', changed.KodeKantorPusat ?? '');
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item
              label="Kode Kantor Pusat"
              name="KodeKantorPusat"
              normalize={(v: string) => (v ?? '').toUpperCase()}
              rules={[
                { required: true, whitespace: true, message: STARTINGDB_TEXT.KODE_EMPTY },
                { pattern: /^[A-Za-z0-9]*$/, message: STARTINGDB_TEXT.KODE_FORMAT },
              ]}
            >
              <Input maxLength={KODE_MAX} autoFocus style={{ textTransform: 'uppercase' }} />
            </Form.Item>
            <Form.Item name="KodeKantor" hidden>
              <Input maxLength={KODE_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item label="Nama Kantor" name="NamaKantor" rules={[{ required: true, whitespace: true, message: STARTINGDB_TEXT.NAMA_EMPTY }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Zona Waktu" name="TimeZone">
          <Select options={TIME_ZONES} />
        </Form.Item>
        <Typography.Title level={5}>Data Toko</Typography.Title>
        <Typography.Paragraph type="secondary">Nama dan alamat ini dicetak di kepala struk dan laporan; dapat diubah nanti di Data Perusahaan.</Typography.Paragraph>
        <Form.Item label="Nama Toko / Perusahaan" name="namaperusahaan" rules={[{ required: true, whitespace: true, message: 'Nama Toko / Perusahaan belum diisi.' }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Alamat" name="alamat1">
          <Input maxLength={200} placeholder="Jl. …" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Kota" name="kota">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Telepon" name="telepon" rules={[{ pattern: /^[0-9+()\-. ]*$/, message: 'Telepon hanya boleh berisi angka, spasi dan + ( ) - .' }]}>
              <Input maxLength={50} inputMode="tel" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>Tentukan Periode Awal Pencatatan</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Bulan Mulai" name="BulanAwal">
              <Select options={BULAN} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Tahun Mulai" name="Tahun" rules={[{ required: true, type: 'number', min: TAHUN_MIN, max: TAHUN_MAX, message: `Tahun Mulai harus antara ${TAHUN_MIN} sampai ${TAHUN_MAX}.` }]}>
              <InputNumber min={TAHUN_MIN} max={TAHUN_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>Tentukan Periode Akhir Akuntansi</Typography.Title>
        <Form.Item label="Bulan" name="Bulan">
          <Select options={BULAN} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" icon={<SaveOutlined />} loading={busy}>
          Simpan
        </Button>
      </Form>
    </Card>
  );
}
