// checkLayers.test.ts — the layer check (scripts/check-layers.ts) on a tiny tree with one import against each rule, and on the real src/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { checkLayers, importsOf } from '../../scripts/check-layers.ts';

const root = mkdtempSync(path.join(tmpdir(), 'ftv-layers-'));
const src = path.join(root, 'src');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
  writeFileSync(path.join(src, file), text);
}

// Fine: downward, within a feature, into the shared lower layer, packages where allowed.
write('app/router.tsx', "import { Page } from '../features/guide/Page';\nimport { Button } from '../components/Button';\n");
write('features/guide/Page.tsx', "import { useAtomValue } from 'jotai';\nimport { Button } from '../../components/Button';\nimport { api } from '../../api';\nimport { userAtom } from '../session/atoms';\nimport { runAction } from '../shared/action';\nimport { grid } from './grid';\n");
write('features/guide/grid.ts', "export const grid = 1;\n");
write('features/session/atoms.ts', "import { atom } from 'jotai';\nimport { notifyAtom } from '../notifications/atoms';\n");
write('features/notifications/atoms.ts', "export const notifyAtom = 1;\n");
write('components/Button/Button.tsx', "import { useState } from 'react';\nimport { Icon } from '../Icon';\n// import { api } from '../../api'; a comment, not an import\n");
write('components/Icon/index.ts', 'export const Icon = 1;\n');
write('api/index.ts', "import { request } from './transport';\nexport type { Channel } from './types';\n");
// One of each kind against the rules.
write('api/transport.ts', "import { Button } from '../components/Button';\nimport { useState } from 'react';\n");
write('media/engine.ts', "export { routes } from '../app/router';\n");
write('components/Card/Card.tsx', "import type { Channel } from '../../api';\nimport { useAtom } from 'jotai';\nconst Lazy = () => import('../../features/guide/Page');\n");
write('features/player/Watch.tsx', "import {\n  Page,\n} from '../guide/Page';\nimport '../../app/router';\n");
write('features/shared/action.ts', "import { grid } from '../guide/grid';\n");

test('every import against a rule is reported as file → import (rule), and nothing else', () => {
  const { violations, unused } = checkLayers(src, []);
  const lines = violations.map((v) => `${v.file} → ${v.specifier} (${v.rule})`).sort();
  expect(lines).toEqual(
    [
      "src/api/transport.ts → ../components/Button (api-down)",
      'src/api/transport.ts → react (api-no-ui)',
      "src/components/Card/Card.tsx → ../../api (components-pure)",
      "src/components/Card/Card.tsx → ../../features/guide/Page (components-pure)",
      'src/components/Card/Card.tsx → jotai (components-pure)',
      "src/features/player/Watch.tsx → ../../app/router (features-down)",
      "src/features/player/Watch.tsx → ../guide/Page (feature-sideways)",
      "src/features/shared/action.ts → ../guide/grid (lower-layer)",
      "src/media/engine.ts → ../app/router (api-down)",
    ].sort(),
  );
  expect(unused).toEqual([]);
});

test('an allowed edge is excused and counted; an allowance nothing uses is reported', () => {
  const allowances = [
    { edge: 'features/player → features/guide', why: 'test' },
    { edge: 'features/guide → features/player', why: 'stale' },
  ];
  const { violations, allowed, unused } = checkLayers(src, allowances);
  expect(violations.some((v) => v.edge === 'features/player → features/guide')).toBe(false);
  expect(allowed.map((v) => v.edge)).toEqual(['features/player → features/guide']);
  expect(unused.map((a) => a.edge)).toEqual(['features/guide → features/player']);
});

test('imports are read from every form: named, type, re-export, side effect, dynamic, across lines', () => {
  expect(importsOf("import a from 'a';\nimport type { B } from 'b';\nexport * from 'c';\nimport 'd';\nawait import('e');\nimport {\n  f,\n} from 'f';\n// import g from 'g';\n")).toEqual(['a', 'b', 'c', 'f', 'd', 'e']);
});

test('the real src/ keeps to the layers (apart from the listed allowances, each still needed)', () => {
  const { violations, unused } = checkLayers(path.resolve(import.meta.dirname, '../../src'));
  expect(violations).toEqual([]);
  expect(unused).toEqual([]);
});
