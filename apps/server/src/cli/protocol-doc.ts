/** Writes docs/protocol.md from the act registry: `npm run docs:protocol`. */
import { writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { protocolMarkdown } from '../protocol-doc';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'docs', 'protocol.md');
writeFileSync(out, protocolMarkdown());
console.log(`ditulis: ${out}`);
