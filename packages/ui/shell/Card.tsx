/**
 * antd's small Card without a title (a bordered panel with its body), as the till draws its
 * totals: the same markup and styles (antd's card style hook) without antd's Card, which brings
 * its tabs and skeleton — ~13 KB of the till's first load (issue 36). `light.test.ts` renders
 * both and compares them. Cards with a title, tabs or loading take antd's own.
 */
import { useContext, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useStyle from 'antd/es/card/style';

export function Card({ style, children }: { size?: 'small'; style?: CSSProperties; children?: ReactNode }) {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('card');
  const [hashId, cssVarCls] = useStyle(prefix);
  return (
    <div className={[prefix, `${prefix}-bordered`, `${prefix}-small`, hashId, cssVarCls].filter(Boolean).join(' ')} style={style}>
      <div className={`${prefix}-body`}>{children}</div>
    </div>
  );
}
