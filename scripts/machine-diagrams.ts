/**
 * Writes docs/machines/<id>.md for every machine in the catalogue: a Mermaid diagram and tables
 * generated from the machine's definition. Run with `npm run diagrams`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineCatalogue } from '../stories/support/machine-catalogue';
import { machineMarkdown } from '../stories/support/machine-mermaid';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'docs', 'machines');
mkdirSync(outDir, { recursive: true });

for (const { id, machine } of machineCatalogue) {
  const file = join(outDir, `${id}.md`);
  writeFileSync(file, machineMarkdown(machine));
  console.log(`wrote ${relative(root, file)}`);
}
