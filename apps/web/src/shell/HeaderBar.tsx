/**
 * Header bar (spec §2.5): menu toggle, back button (hidden on /home and /startingdb), page title,
 * company name with department in brackets (hidden below 780 px), the Update button with the
 * unread-news badge, and the user panel (initial and login id) with its menu (with Ganti Password:
 * the user's own password, issue 18).
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { App, Avatar, Badge, Button, Dropdown, Layout, Space } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import {
  ArrowLeftOutlined,
  BellOutlined,
  BookOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PlaySquareOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { config } from '@niaga/ui/config';
import { useUnreadCount } from './news';
import { logout, type Session } from '@niaga/ui/session';
import { usePageTitle } from './usePageTitle';
import { useBack } from './routeTrail';
import { MOBILE_WIDTH, useWindowWidth } from '@niaga/ui/shell/useWidth';
import { ReminderHupi } from './ReminderHupi';

// Ganti Password loads the first time the user menu opens it (not with every logged-in page).
const OwnPasswordDialog = lazy(() => import('./OwnPassword').then((m) => ({ default: m.OwnPasswordDialog })));

const NO_BACK = new Set(['/home', '/startingdb']);

/** Spec §2.5 logout confirmation. */
export function logoutQuestion(loginId: string): string {
  return `User dengan username : ${loginId}, apakah Anda ingin keluar dari sistem ${config.appTitle} ?`;
}

/**
 * "Company (department)": the user's department, else the head office of appcfg.tbl_kantor;
 * without either, the company name alone.
 */
export function companyLabel(session: Pick<Session, 'namaperusahaan' | 'idperusahaan' | 'kodedept' | 'appcfg'>): string {
  const name = session.namaperusahaan || session.idperusahaan;
  const offices = Array.isArray(session.appcfg?.tbl_kantor) ? (session.appcfg.tbl_kantor as Array<{ kodekantor?: string; pusat?: boolean }>) : [];
  const dept = session.kodedept || offices.find((o) => o.pusat)?.kodekantor || '';
  return dept ? `${name} (${dept})` : name;
}

export function HeaderBar({ session, collapsed, onToggle }: { session: Session; collapsed: boolean; onToggle: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = usePageTitle();
  const back = useBack();
  const { modal } = App.useApp();
  const wide = useWindowWidth() >= MOBILE_WIDTH;
  const unread = useUnreadCount();
  const label = companyLabel(session);
  const [ownPassword, setOwnPassword] = useState(false);
  // Mounted from its first opening on (so that it closes with its animation like any dialog).
  const [ownPasswordOpened, setOwnPasswordOpened] = useState(false);

  const confirmLogout = () =>
    modal.confirm({
      title: config.appTitle,
      content: logoutQuestion(session.userid),
      okText: 'Ya',
      cancelText: 'Tidak',
      onOk: () => logout(),
    });

  return (
    <Layout.Header
      className="niaga-header"
      style={{
        background: '#fff',
        padding: wide ? '0 16px' : '0 8px',
        display: 'flex',
        alignItems: 'center',
        gap: wide ? 12 : 4,
        borderBottom: '1px solid #f0f0f0',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Button type="text" aria-label={collapsed ? 'Buka menu' : 'Tutup menu'} icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggle} />
      {!NO_BACK.has(pathname) && <Button type="text" aria-label="Kembali" icon={<ArrowLeftOutlined />} onClick={back} />}
      <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {title}
      </Typography.Title>
      {wide && (
        <Typography.Text type="secondary" className="niaga-company" ellipsis style={{ maxWidth: 320 }}>
          <ShopOutlined /> {label}
        </Typography.Text>
      )}
      <ReminderHupi />
      <Badge count={unread} size="small" offset={[-6, 6]}>
        <Button type="text" icon={<BellOutlined />} aria-label="Update" onClick={() => navigate('/listinfo')}>
          {wide ? 'Update' : null}
        </Button>
      </Badge>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'company', label: label, icon: <ShopOutlined />, disabled: true },
            { type: 'divider' },
            { key: 'home', label: 'Beranda', icon: <HomeOutlined /> },
            { key: 'password', label: 'Ganti Password', icon: <KeyOutlined /> },
            { key: 'guide', label: 'Panduan Pemakaian', icon: <BookOutlined /> },
            { key: 'video', label: 'Video Tutorial', icon: <PlaySquareOutlined /> },
            { type: 'divider' },
            { key: 'logout', label: 'Logout', icon: <LogoutOutlined />, danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'home') navigate('/home');
            if (key === 'password') {
              setOwnPasswordOpened(true);
              setOwnPassword(true);
            }
            if (key === 'guide') window.open(config.guideUrl, '_blank', 'noopener');
            if (key === 'video') window.open(config.videoTutorialUrl, '_blank', 'noopener,noreferrer');
            if (key === 'logout') confirmLogout();
          },
        }}
      >
        <Button type="text" style={{ height: 48, paddingInline: 6 }} aria-label="Menu pengguna">
          <Space size={6}>
            <Avatar style={{ background: '#1f6f5c' }}>{(session.userid || '?').charAt(0).toUpperCase()}</Avatar>
            <span className="niaga-userid">{session.userid}</span>
          </Space>
        </Button>
      </Dropdown>
      {ownPasswordOpened && (
        <Suspense fallback={null}>
          <OwnPasswordDialog open={ownPassword} onClose={() => setOwnPassword(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
