/**
 * Side navigation (spec §2.5) from the one menu tree of modules/admin/menu.ts, filtered by what
 * the user may open (`authactmenu`: administrator flag and the access names with mopen): Home
 * always, sections only when permitted, Kasir and Terminal Harga standalone under their rule.
 * Opening one node collapses its siblings.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Menu, type MenuProps } from 'antd';
import { AppstoreOutlined, CalculatorOutlined, HomeOutlined, TagsOutlined } from '@ant-design/icons';
import { HOME, KASIR, TERMINAL_HARGA, isGroup, visibleMenu, type MenuEntry, type MenuItem, type SectionKey, type VisibleItem } from '@niaga/admin/menu';
import { callOk } from '../api';
import { findRoute } from '../routes/registry';
import { SECTION_ICONS } from './icons';

type Item = Required<MenuProps>['items'][number];

interface MenuRights {
  semua: boolean;
  modul: string[];
}

/** The permitted menu; only Home until the rights are known. */
export function useVisibleMenu(): VisibleItem[] {
  const q = useQuery({ queryKey: ['authactmenu'], queryFn: () => callOk<MenuRights>('authactmenu'), staleTime: 5 * 60_000 });
  return useMemo(() => (q.data ? visibleMenu(q.data.semua ? 'all' : (q.data.modul ?? [])) : [HOME]), [q.data]);
}

const isSection = (x: VisibleItem): x is Extract<VisibleItem, { key: SectionKey }> => 'key' in x;
const STANDALONE_ICONS: Record<string, ReactNode> = {
  [HOME.route]: <HomeOutlined />,
  [KASIR.route]: <CalculatorOutlined />,
  [TERMINAL_HARGA.route]: <TagsOutlined />,
};

interface Tree {
  items: Item[];
  /** Parent key of every submenu key (null at the top). */
  parents: Map<string, string | null>;
  /** Submenu keys leading to each route. */
  trails: Map<string, string[]>;
}

function buildTree(menu: VisibleItem[]): Tree {
  const parents = new Map<string, string | null>();
  const trails = new Map<string, string[]>();
  const leaf = (e: MenuEntry, trail: string[], icon?: ReactNode): Item => {
    if (!trails.has(e.route)) trails.set(e.route, trail);
    return { key: e.route, label: e.title, icon };
  };
  const children = (kids: MenuItem[], parent: string, trail: string[]): Item[] =>
    kids.map((c) => {
      if (!isGroup(c)) return leaf(c, trail);
      const key = `${parent}/${c.title}`;
      parents.set(key, parent);
      return { key, label: c.title, children: c.children.map((x) => leaf(x, [...trail, key])) };
    });
  const items = menu.map((x): Item => {
    if (isSection(x)) {
      parents.set(x.key, null);
      return { key: x.key, label: x.title, icon: SECTION_ICONS[x.key] ?? <AppstoreOutlined />, children: children(x.children, x.key, [x.key]) };
    }
    if (isGroup(x)) return { key: x.title, label: x.title, children: children(x.children, x.title, [x.title]) };
    return leaf(x, [], STANDALONE_ICONS[x.route] ?? <AppstoreOutlined />);
  });
  return { items, parents, trails };
}

export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useVisibleMenu();
  const { items, parents, trails } = useMemo(() => buildTree(menu), [menu]);

  // An add or edit screen of a doctype highlights its list entry.
  const route = findRoute(pathname);
  const selected = route?.doctype ? route.doctype.routes.list : pathname;
  const trail = trails.get(selected);

  const [openKeys, setOpenKeys] = useState<string[]>(trail ?? []);
  // When the page (or the permitted menu) changes, open the submenus leading to it.
  const [openedFor, setOpenedFor] = useState({ selected, trails });
  if (openedFor.selected !== selected || openedFor.trails !== trails) {
    setOpenedFor({ selected, trails });
    if (trail) setOpenKeys(trail);
  }

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    if (!opened) return setOpenKeys(keys);
    // Keep only the opened node and its ancestors: its siblings collapse.
    const keep = new Set<string>();
    for (let k: string | null | undefined = opened; k; k = parents.get(k)) keep.add(k);
    setOpenKeys(keys.filter((k) => keep.has(k)));
  };

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selected]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={onOpenChange}
      onClick={({ key }) => {
        if (!key.startsWith('/')) return;
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
