import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const made: string[] = [];

/** A throwaway tree with the project's layout, checked by the project's own import rules. */
function checkTree(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  made.push(dir);
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  cpSync(join(repo, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  cpSync(join(repo, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const roots = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
  const run = spawnSync(join(repo, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', ...roots], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('import directions', () => {
  it('accepts imports that follow the arrows', () => {
    const result = checkTree({
      'domain/money.ts': "import { string } from 'superstruct';\nexport const Money = string();\n",
      'machines/pay.machine.ts':
        "import { setup } from 'xstate';\nimport { Money } from '../domain/money';\nexport const m = [setup, Money];\n",
      'server/app.ts': "import { Money } from '../domain/money';\nexport const s = Money;\n",
      'src/features/pay/view.ts': "import { m } from '../../../machines/pay.machine';\nexport const v = m;\n",
    });
    expect(result.output).toContain('no dependency violations');
    expect(result.status).toBe(0);
  });

  it.each([
    ['domain-is-pure', { 'domain/a.ts': "import { createMachine } from 'xstate';\nexport const a = createMachine;\n" }],
    ['machines-stay-headless', { 'machines/a.ts': "import { useState } from 'react';\nexport const a = useState;\n" }],
    [
      'server-not-client',
      {
        'machines/m.ts': 'export const m = 1;\n',
        'server/a.ts': "import { m } from '../machines/m';\nexport const a = m;\n",
      },
    ],
    [
      'features-are-independent',
      {
        'src/features/quotes/list.ts': 'export const list = 1;\n',
        'src/features/claims/view.ts': "import { list } from '../quotes/list';\nexport const v = list;\n",
      },
    ],
    [
      'src-not-server',
      { 'server/db.ts': 'export const db = 1;\n', 'src/app/a.ts': "import { db } from '../../server/db';\nexport const a = db;\n" },
    ],
  ])('refuses a wrong-way import (%s)', (rule, files) => {
    const result = checkTree(files);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`error ${rule}`);
  });
});
