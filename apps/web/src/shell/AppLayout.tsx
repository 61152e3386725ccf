/** Logged-in layout (spec §2.5): side navigation, header bar, content, footer. */
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Grid, Layout, Spin } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { config } from '@niaga/ui/config';
import { useSession } from '@niaga/ui/session';
import { HeaderBar } from './HeaderBar';
import { Notifications } from './Notifications';
import { SideMenu } from './SideMenu';
import { ThemeStyle } from '@niaga/ui/shell/theme';

export function AppLayout() {
  const s = useSession();
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState<boolean | null>(null);
  if (s.status === 'out') return null;
  const session = s.session;
  // Shrunk by default on small screens; min size 0 on extra small, otherwise 60 (spec §9).
  const isCollapsed = collapsed ?? screens.lg === false;
  const collapsedWidth = screens.sm === false ? 0 : 60;
  // Below large screens an open menu overlaps the content and closes after a choice.
  const overlay = screens.lg === false && !isCollapsed;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ThemeStyle />
      <Notifications />
      <Layout.Sider
        width={250}
        collapsible
        collapsed={isCollapsed}
        collapsedWidth={collapsedWidth}
        trigger={null}
        style={{ overflow: 'auto', height: '100vh', position: overlay ? 'fixed' : 'sticky', top: 0, insetInlineStart: 0, zIndex: 20 }}
      >
        <div style={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
            {isCollapsed ? config.appTitle.charAt(0) : config.appTitle}
          </Typography.Title>
        </div>
        <SideMenu collapsed={isCollapsed} onNavigate={() => overlay && setCollapsed(true)} />
      </Layout.Sider>
      {overlay && (
        <div
          aria-hidden
          onClick={() => setCollapsed(true)}
          style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.35)', zIndex: 15 }}
        />
      )}
      <Layout>
        <HeaderBar session={session} collapsed={isCollapsed} onToggle={() => setCollapsed(!isCollapsed)} />
        <Layout.Content style={{ margin: screens.sm === false ? 8 : 16 }}>
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', color: '#888' }}>
          © {config.versionTitle} - {session.namaperusahaan || session.idperusahaan}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
