/**
 * The light module list (./light.ts) is the full list's light part (issue 36 item 5): the same
 * modules in the same order, each head the full manifest without its doctypes and reports, and the
 * generated doctype and report lines (./summary.gen.ts) what the full manifests give now.
 */
import { describe, expect, it } from 'vitest';
import { manifests } from './index';
import { heads, lightManifests } from './light';
import { summary } from './summary.gen';
import { summarize } from './summary';
import { buildSections } from '@niaga/admin/menu';

describe('the light module list', () => {
  it('has the full list’s modules in its order', () => {
    expect(heads.map((h) => h.name)).toEqual(manifests.map((m) => m.name));
  });

  it('gives each module its head: the full manifest but its doctypes, reports, access and code lines', () => {
    manifests.forEach((m, i) => {
      const { doctypes, reports, access, codes, ...light } = m;
      void [doctypes, reports, access, codes];
      expect(heads[i], m.name).toEqual(light);
      // The same screens (with the same lazy loaders), not copies.
      expect(heads[i].screens, m.name).toBe(m.screens);
    });
  });

  it('gives the side menu the full list gives', () => {
    expect(buildSections(lightManifests)).toEqual(buildSections(manifests));
    expect(JSON.stringify(buildSections(lightManifests))).toContain('/kasirlistmode2');
  });

  it('carries the doctype and report lines the full manifests give (npm run modules:summary when this fails)', () => {
    expect(summary).toEqual(summarize(manifests));
  });

  it('gives every doctype and report of the full list, in order, with its route and access', () => {
    manifests.forEach((m, i) => {
      const l = lightManifests[i];
      expect(l.doctypes.map((d) => [d.name, d.title, d.access, d.routes, d.menu])).toEqual(
        m.doctypes.map((d) => [d.name, d.title, d.access, d.routes, d.menu]),
      );
      expect((l.reports ?? []).map((r) => [r.access, r.title])).toEqual((m.reports ?? []).map((r) => [r.access, r.title]));
    });
  });
});
