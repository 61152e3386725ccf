/**
 * antd's Typography as the shell and the till use it (Text, Paragraph, Title; a type, strong, a
 * one-line ellipsis): the same markup and styles (antd's typography style hook) without antd's
 * Typography, which brings its editable text (the text area, the OTP and search inputs), copy
 * and measured ellipsis — ~14 KB of the till's first load (issue 36). `light.test.ts`
 * renders both and compares them. Screens that need more take antd's own.
 */
import { createElement, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useStyle from 'antd/es/typography/style';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'type'> {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  /** One line cut with an ellipsis (antd's `ellipsis` without its tooltip or rows). */
  ellipsis?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

function Base({ tag, type, strong, ellipsis, className, style, children, ...rest }: Props & { tag: string }) {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('typography');
  const [hashId, cssVarCls] = useStyle(prefix);
  const cls = [prefix, type && `${prefix}-${type}`, ellipsis && `${prefix}-ellipsis ${prefix}-ellipsis-single-line`, className, hashId, cssVarCls].filter(Boolean).join(' ');
  return createElement(tag, { ...rest, className: cls, style }, strong ? <strong>{children}</strong> : children);
}

export const Typography = {
  Text: (p: Props) => <Base tag="span" {...p} />,
  Paragraph: (p: Props) => <Base tag="div" {...p} />,
  Title: ({ level = 1, ...p }: Omit<Props, 'type' | 'strong' | 'ellipsis'> & { level?: 1 | 2 | 3 | 4 | 5 }) => <Base tag={`h${level}`} {...p} />,
};
