import { expect, test } from 'vitest';
import { publicScreens } from './publicScreens';
import { routes } from './registry';
import { screens } from './screens';

test('the public screens of the first bundle are the registry public routes, with their titles', () => {
  const fromRegistry = routes.filter((r) => r.public).map((r) => ({ path: r.path, title: r.title }));
  expect(publicScreens.map((s) => ({ path: s.path, title: s.title }))).toEqual(fromRegistry);
  // The router's registry of screens has the same components (the menu asks it which routes are built).
  for (const s of publicScreens) expect(screens[s.path]).toBe(s.Screen);
});
