// checkLayers.test.ts — the layer check (scripts/check-layers.ts) on a tiny tree with one import (or provider's name) against each rule, and on the real src/, server/ and wire/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { checkBoundaries, checkLayers, checkWireNames, codeOnly, importRefsOf, importsOf, runtimeLineOf, wireNamesIn } from '../../scripts/check-layers.ts';

const root = mkdtempSync(path.join(tmpdir(), 'ftv-layers-'));
const src = path.join(root, 'src');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A file under the fixture's src/ (or, with `top`, under its server/ or wire/). */
function write(file: string, text: string, top = 'src') {
  mkdirSync(path.dirname(path.join(root, top, file)), { recursive: true });
  writeFileSync(path.join(root, top, file), text);
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
// The service worker: only the app imports it, and it imports nothing of src/ outside itself.
write('sw/protocol.ts', 'export const SW_URL = 1;\n');
write('sw/sw.ts', "import { SW_URL } from './protocol';\nimport { precache } from 'workbox-precaching';\nimport { STORAGE_KEYS } from '../api/storage';\n");
write('app/pwa/register.ts', "import { SW_URL } from '../../sw/protocol';\n");
write('api/worker.ts', "import { SW_URL } from '../sw/protocol';\n");

// Between the top folders. Fine: types only, both ways into wire/, and wire/ within itself.
write('types.ts', "// types.ts (wire)\nimport type { Id } from './ids.ts';\nexport interface Plan {\n  id: Id;\n  /** class: a member's name, not a class */\n  class: string;\n  function: () => void;\n}\n", 'wire');
write('ids.ts', 'export type Id = number;\n', 'wire');
write('index.ts', "export type * from './types.ts';\nexport type { Id } from './ids.ts';\n", 'wire');
write('subscriptions/routes.ts', "import type { Plan } from '../../wire/types.ts';\nexport type { Id } from '../../wire/index.ts';\nimport { db } from '../db/connect.ts';\n", 'server');
write('db/connect.ts', "import Database from 'kysely';\n", 'server');
write('api/plans.ts', "import type * as Wire from '../../wire';\nexport type { Plan } from '../../wire/types';\n");
// One of each kind against them.
write('bad.ts', "import { type Channel } from '../src/api/types';\nimport { z } from 'zod';\nexport const PERIODS = ['month', 'year'] as const;\nexport * from './types.ts';\n", 'wire');
write('enum.ts', '/* export const nothing = 1; a comment */\nexport type A = 1; export enum Period { Month }\n', 'wire');
write('checkout/payment.ts', "import { type Plan } from '../../wire/types.ts';\nimport type { Channel } from '../../src/api/types.ts';\n", 'server');
write('api/orders.ts', "import { Plan } from '../../wire/types';\nconst load = () => import('../../server/checkout/payment.ts');\n");

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
      "src/sw/sw.ts → ../api/storage (sw-alone)",
      "src/api/worker.ts → ../sw/protocol (sw-alone)",
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

test('every import between src/, server/ and wire/ against a boundary is reported, and nothing else', () => {
  const lines = checkBoundaries(root).map((v) => `${v.file} → ${v.specifier} (${v.rule}: ${v.edge})`).sort();
  expect(lines).toEqual(
    [
      'server/checkout/payment.ts → ../../src/api/types.ts (apart: server → src)',
      'server/checkout/payment.ts → ../../wire/types.ts (wire-by-type: server → wire)',
      'src/api/orders.ts → ../../server/checkout/payment.ts (apart: src → server)',
      'src/api/orders.ts → ../../wire/types (wire-by-type: src → wire)',
      'wire/bad.ts → ../src/api/types (wire-leaf: wire → src)',
      'wire/bad.ts → ./types.ts (wire-types-only: wire → wire)',
      "wire/bad.ts → line 3: export const PERIODS = ['month', 'year'] as const; (wire-types-only: wire → run time)",
      'wire/bad.ts → zod (wire-leaf: wire → zod)',
      'wire/enum.ts → line 2: export type A = 1; export enum Period { Month } (wire-types-only: wire → run time)',
    ].sort(),
  );
});

test('type-only imports are told from the rest; runtime statements from types', () => {
  expect(importRefsOf("import type { A } from 'a';\nimport { type B } from 'b';\nexport type * from 'c';\nexport type { D } from 'd';\nexport { E } from 'e';\nimport typeF from 'f';\nimport type * as G from 'g';\n")).toEqual([
    { specifier: 'a', typeOnly: true },
    { specifier: 'b', typeOnly: false },
    { specifier: 'c', typeOnly: true },
    { specifier: 'd', typeOnly: true },
    { specifier: 'e', typeOnly: false },
    { specifier: 'f', typeOnly: false },
    { specifier: 'g', typeOnly: true },
  ]);
  expect(runtimeLineOf('// const a = 1\n/**\n * function f() {}\n */\nexport interface A {\n  const: string;\n  module?: number;\n}\nexport type B = A | null;\n')).toBe(null);
  const statements = ['export const a = 1;', 'let b;', 'export function f() {}', 'export default {};', 'export class C {}', 'export abstract class D {}', 'export declare const e: number;', 'namespace N {}', 'export { a };', 'export * from "x";', 'export async function g() {}', 'export const enum H { A }'];
  expect(statements.map((statement) => [statement, runtimeLineOf(`export type T = 1;\n${statement}\n`)])).toEqual(statements.map((statement) => [statement, 2]));
});

test('imports are read from every form: named, type, re-export, side effect, dynamic, across lines', () => {
  expect(importsOf("import a from 'a';\nimport type { B } from 'b';\nexport * from 'c';\nimport 'd';\nawait import('e');\nimport {\n  f,\n} from 'f';\n// import g from 'g';\n")).toEqual(['a', 'b', 'c', 'f', 'd', 'e']);
});

// The naming boundary: past src/api, the app's camelCase only. Strings, comments and src/api itself do not count.
write('features/guide/names.ts', [
  "// channel.is_free in a comment; /* and p.startdatetime */",
  "const query = `?session_key=${key}&channel_id=${channel.id}`;",
  "const label = 'is_free' + \"group_id\";",
  'const free = channel.is_free;',
  'const body = { channel_id: 5, start: p.startdatetime };',
  'const span = `${p.enddatetime - now}s`;',
  'const ok = channel.isFree && p.start > 0;',
].join('\n'));
write('app/pages/Receipt.tsx', "export const Receipt = ({ order }: Props) => <p>{order?.card_last4}</p>;\n");
write('features/checkout/Pay.tsx', 'pay({ cardNumber: card.card_number, cvv: card.cvv });\n');
write('api/normalise.ts', 'export const toChannel = (raw: Raw) => ({ isFree: flag(raw.is_free), start: num(raw.startdatetime) });\n');

test('every provider\'s name read past src/api is reported with its line; strings, comments and src/api do not count', () => {
  const { violations, unused } = checkWireNames(src, []);
  expect(violations.map((v) => `${v.file} ${v.specifier} (${v.rule}: ${v.edge})`).sort()).toEqual(
    [
      'src/app/pages/Receipt.tsx line 1: card_last4 (wire-names: app → wire)',
      'src/features/checkout/Pay.tsx line 1: card_number (wire-names: features → wire)',
      'src/features/guide/names.ts line 4: is_free (wire-names: features → wire)',
      'src/features/guide/names.ts line 5: channel_id (wire-names: features → wire)',
      'src/features/guide/names.ts line 5: startdatetime (wire-names: features → wire)',
      'src/features/guide/names.ts line 6: enddatetime (wire-names: features → wire)',
    ].sort(),
  );
  expect(unused).toEqual([]);
});

test('a listed name is excused in its file only; a listed name no longer read is reported', () => {
  const allowances = [{ file: 'src/features/checkout/Pay.tsx', names: ['card_number', 'card_holder_name'], why: 'test' }];
  const { violations, unused } = checkWireNames(src, allowances);
  expect(violations.some((v) => v.file === 'src/features/checkout/Pay.tsx')).toBe(false);
  expect(violations.some((v) => v.file === 'src/app/pages/Receipt.tsx')).toBe(true);
  expect(unused).toEqual(allowances);
  expect(checkWireNames(src, [{ ...allowances[0]!, names: ['card_number'] }]).unused).toEqual([]);
});

test('codeOnly blanks comments and string text, keeps template expressions and line breaks', () => {
  const source = "a.x_y; // b.c_d\n'e.f_g' + `h${i.j_k}l${`m${n.o_p}`}` /* q.r_s\n */ t.u_v";
  expect(wireNamesIn(source)).toEqual([
    { line: 1, name: 'x_y' },
    { line: 2, name: 'j_k' },
    { line: 2, name: 'o_p' },
    { line: 3, name: 'u_v' },
  ]);
  expect(codeOnly(source).split('\n')).toHaveLength(source.split('\n').length);
  expect(wireNamesIn("const s = cond ? a_b : c;\nswitch (x) { case y_z: break; }\n")).toEqual([]);
});

test('the real src/ keeps to the layers (apart from the listed allowances, each still needed)', () => {
  const { violations, unused } = checkLayers(path.resolve(import.meta.dirname, '../../src'));
  expect(violations).toEqual([]);
  expect(unused).toEqual([]);
});

test('the real src/features and src/app read no provider\'s name (apart from the listed ones, each still read)', () => {
  expect(checkWireNames(path.resolve(import.meta.dirname, '../../src'))).toEqual({ violations: [], unused: [] });
});

test('the real src/, server/ and wire/ keep apart but for types', () => {
  expect(checkBoundaries(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
});
