/**
 * What the first bundle shows while one of its lazy parts loads (the logged-in routes, forgot and
 * change password): antd's loading icon turning, in the theme's colour. Not antd's Spin, which the
 * first bundle would carry for this moment only (issue 36); the logged-in screens keep Spin.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { theme } from 'antd';

export function Loading({ large, margin }: { large?: boolean; margin: number }) {
  const { token } = theme.useToken();
  return (
    <div role="status" aria-label="Memuat" aria-busy="true" style={{ display: 'flex', justifyContent: 'center', margin: `${margin}px auto` }}>
      <LoadingOutlined spin style={{ fontSize: large ? 32 : 20, color: token.colorPrimary }} />
    </div>
  );
}
