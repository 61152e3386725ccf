/**
 * Layout while the company's database start flag is 0 (spec §2.5): titled
 * "{title} - Pengaturan Awal Database" (the spec's "Setting Database", issue 34), without the side menu; only /startingdb is reachable.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { App, Button, Layout, Spin } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { LogoutOutlined } from '@ant-design/icons';
import { config } from '@niaga/ui/config';
import { logout, useSession } from '@niaga/ui/session';
import { logoutQuestion } from './HeaderBar';
import { MOBILE_WIDTH, useWindowWidth } from '@niaga/ui/shell/useWidth';

export function StartingLayout() {
  const s = useSession();
  const { modal } = App.useApp();
  const wide = useWindowWidth() >= MOBILE_WIDTH;
  if (s.status === 'out') return null;
  const { session } = s;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px', background: '#1f6f5c' }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0, flex: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {config.appTitle} - Pengaturan Awal Database
        </Typography.Title>
        <Button
          icon={<LogoutOutlined />}
          aria-label="Logout"
          onClick={() =>
            modal.confirm({
              title: config.appTitle,
              content: logoutQuestion(session.userid),
              okText: 'Ya',
              cancelText: 'Tidak',
              onOk: () => logout(),
            })
          }
        >
          {wide ? 'Logout' : null}
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 16, display: 'flex', justifyContent: 'center' }}>
        <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', color: '#888' }}>
        © {config.versionTitle} - {session.namaperusahaan || session.idperusahaan}
      </Layout.Footer>
    </Layout>
  );
}
