/**
 * Validates a Coretax XML file against modules/sales/tax/TaxInvoice.xsd with xmllint (libxml2-utils;
 * .ci/run installs it). Without xmllint on the machine the check says so loudly and is skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

export const XSD = join(__dirname, '..', 'tax', 'TaxInvoice.xsd');

export const hasXmllint = (() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
let warned = false;

/** '' when the XML is valid, else xmllint's complaint (refused by the test). */
export function validateCoretax(xml: string): void {
  if (!hasXmllint) {
    if (!warned) console.warn('\n*** xmllint tidak terpasang (apt-get install -y libxml2-utils): XML Coretax TIDAK divalidasi terhadap TaxInvoice.xsd ***\n');
    warned = true;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'coretax-'));
  try {
    const file = join(dir, 'faktur.xml');
    writeFileSync(file, xml);
    const r = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
    expect(r.stderr.replace(`${file} validates\n`, ''), 'XML Coretax sesuai TaxInvoice.xsd').toBe('');
    expect(r.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Node {
  name: string;
  text: string;
  children: Node[];
}
/** A small reader for the exporter's own XML: elements, text, no attributes kept. */
export function parseXml(xml: string): Node {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const root: Node = { name: '#', text: '', children: [] };
  const stack = [root];
  const re = /<(\/?)([A-Za-z]+)([^>]*?)(\/?)>|([^<]+)/g;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    if (m[5] !== undefined) {
      stack[stack.length - 1].text += m[5].trim() ? m[5] : '';
      continue;
    }
    if (m[1]) {
      const open = stack.pop()!;
      expect(open.name, 'closing tag matches').toBe(m[2]);
      continue;
    }
    const n: Node = { name: m[2], text: '', children: [] };
    stack[stack.length - 1].children.push(n);
    if (!m[4]) stack.push(n);
  }
  expect(stack).toHaveLength(1);
  return root.children[0];
}
export const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
export const fields = (n: Node) => Object.fromEntries(n.children.filter((c) => !c.children.length).map((c) => [c.name, unescape(c.text)]));

