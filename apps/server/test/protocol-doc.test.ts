import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { protocolMarkdown } from '../src/protocol-doc';
import { buildRegistry } from '../src/app';

test('docs/protocol.md documents every act of the registry (run `npm run docs:protocol` after adding one)', () => {
  const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'protocol.md'), 'utf8');
  for (const a of buildRegistry().all()) expect(doc, a.name).toContain(`| \`${a.name}\` |`);
  expect(doc).toBe(protocolMarkdown());
});
