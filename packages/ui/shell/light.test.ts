import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Card as AntdCard, Typography as Antd } from 'antd';
import { expect, test } from 'vitest';
import { Card } from './Card';
import { Typography } from './Typography';

const html = (node: ReactNode) => renderToStaticMarkup(node).replace(/<style[\s\S]*?<\/style>/g, '');

test("the light Typography draws antd's markup for what the shell and the till use", () => {
  const cases: Array<[keyof typeof Typography, Record<string, unknown>]> = [
    ['Text', {}],
    ['Text', { type: 'secondary', style: { fontSize: 12 }, 'data-testid': 'kasir-katalog-arti' }],
    ['Text', { type: 'danger', role: 'alert', 'data-testid': 'kasir-ubah-salah' }],
    ['Text', { strong: true }],
    ['Text', { type: 'secondary', className: 'niaga-company', ellipsis: true, style: { maxWidth: 320 } }],
    ['Paragraph', {}],
    ['Paragraph', { type: 'secondary', style: { marginTop: 8 } }],
    ['Title', { level: 3, style: { margin: 0 } }],
    ['Title', { level: 4, style: { margin: 0, flex: 1 } }],
  ];
  for (const [kind, props] of cases) {
    const ours = html(createElement(Typography[kind] as never, props, 'isi'));
    expect(ours).toContain('isi');
    expect(ours).toBe(html(createElement(Antd[kind] as never, props, 'isi')));
  }
});

test("the light Card draws antd's small card without a title", () => {
  for (const props of [{ size: 'small' }, { size: 'small', style: { marginTop: 12 } }]) {
    const ours = html(createElement(Card, props as never, 'isi'));
    expect(ours).toContain('ant-card-body');
    expect(ours).toBe(html(createElement(AntdCard, props as never, 'isi')));
  }
});
