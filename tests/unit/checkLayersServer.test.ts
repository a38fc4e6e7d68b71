// checkLayersServer.test.ts — server/'s floors (scripts/check-layers.ts, docs/server.md) on a tiny server tree: upward, sideways and type-only imports, cycles, unmapped areas, stale allowances; and on the real server/ and its picture in docs/server.md.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { checkServerLayers, SERVER_ALLOWED, SERVER_CYCLES_ALLOWED, SERVER_FLOORS, type ServerFloor } from '../../scripts/check-layers.ts';

const root = mkdtempSync(path.join(tmpdir(), 'ftv-server-layers-'));
const server = path.join(root, 'server');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A file under the fixture's server/. */
function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(server, file)), { recursive: true });
  writeFileSync(path.join(server, file), text);
}

// Four floors and a top file, as the real map has them.
const floors: ServerFloor[] = [
  { areas: ['config'], holds: 'settings' },
  { areas: ['db'], holds: 'tables' },
  { areas: ['http'], holds: 'plumbing' },
  { areas: ['guide', 'channels'], holds: 'areas' },
  { areas: ['app'], holds: 'the app' },
];

// Fine: downward (runtime and types), within an area, a folder's index, packages and wire/.
write('config.ts', 'export const config = 1;\n');
write('db/schema.ts', "import type { Config } from '../config.ts';\nexport interface Channel { id: number }\n");
write('db/index.ts', "export * from './schema.ts';\n");
write('http/context.ts', "import type { Channel } from '../db/schema.ts';\nimport { config } from '../config.ts';\nimport Fastify from 'fastify';\nimport type { Plan } from '../../wire/types.ts';\n");
write('guide/routes.ts', "import { context } from '../http/context.ts';\nimport { generator } from './generator.ts';\nimport * as db from '../db';\n// import { lineup } from '../channels/lineup.ts'; a comment, not an import\n");
write('guide/generator.ts', 'export const generator = 1;\n');
write('app.ts', "import { routes } from './guide/routes.ts';\nconst lazy = () => import('./channels/routes.ts');\n");
// Against the floors: upward at run time, upward by type only, sideways.
write('http/limiter.ts', "import { lineup } from '../channels/lineup.ts';\n");
write('db/connect.ts', "import type { Deps } from '../http/context.ts';\n");
write('channels/routes.ts', "import { generator } from '../guide/generator.ts';\nexport { lineup } from './lineup.ts';\n");
write('channels/lineup.ts', 'export const lineup = 1;\n');
// Cycles: two files inside one area (one link a type import), and three across areas.
write('guide/cache.ts', "import type { Entry } from './entry.ts';\nexport const cache = 1;\n");
write('guide/entry.ts', "import { cache } from './cache.ts';\nexport interface Entry { id: number }\n");
write('channels/a.ts', "import { b } from './b.ts';\n");
write('channels/b.ts', "import { c } from '../channels/c';\n");
write('channels/c.ts', "import { a } from './a.ts';\n");

const lines = (found: { message: string }[]) => found.map((v) => v.message).sort();

test('every upward or sideways import is reported with its floors, the type-only ones marked; downward and in-area ones pass', () => {
  const { violations } = checkServerLayers(server, floors, [], []);
  expect(lines(violations.filter((v) => v.rule === 'server-down'))).toEqual(
    [
      "server/channels/routes.ts → '../guide/generator.ts' (server-down: channels → guide, sideways on floor 3)",
      "server/db/connect.ts → '../http/context.ts' (server-down: db → http, floor 1 → floor 2, type-only: move the type down)",
      "server/http/limiter.ts → '../channels/lineup.ts' (server-down: http → channels, floor 2 → floor 3)",
    ].sort(),
  );
  const typeOnly = violations.filter((v) => v.typeOnly && v.rule === 'server-down').map((v) => v.file);
  expect(typeOnly).toEqual(['server/db/connect.ts']);
});

test('a cycle of files is reported with its files, its type-only links named, even inside one area', () => {
  const cycles = checkServerLayers(server, floors, [], []).violations.filter((v) => v.rule === 'server-cycle');
  expect(cycles.map((v) => v.edge).sort()).toEqual(['channels/a.ts ↔ channels/b.ts ↔ channels/c.ts', 'guide/cache.ts ↔ guide/entry.ts']);
  expect(lines(cycles)).toEqual(
    [
      'server/channels/a.ts → server/channels/b.ts → server/channels/c.ts → server/channels/a.ts (server-cycle)',
      'server/guide/cache.ts → server/guide/entry.ts → server/guide/cache.ts (server-cycle; type-only: server/guide/cache.ts → server/guide/entry.ts)',
    ],
  );
});

test('allowed edges and cycles are excused and counted; an allowance nothing needs is reported', () => {
  const allowances = [
    { edge: 'db → http', why: 'test' },
    { edge: 'channels → guide', why: 'test' },
    { edge: 'guide → channels', why: 'stale: nothing imports that way' },
  ];
  const cycles = [
    { files: ['guide/entry.ts', 'guide/cache.ts'], why: 'test, in any order' },
    { files: ['channels/a.ts', 'channels/b.ts'], why: 'stale: the cycle has a third file' },
  ];
  const { violations, allowed, unused, unusedCycles } = checkServerLayers(server, floors, allowances, cycles);
  expect(lines(violations)).toEqual(
    [
      "server/http/limiter.ts → '../channels/lineup.ts' (server-down: http → channels, floor 2 → floor 3)",
      'server/channels/a.ts → server/channels/b.ts → server/channels/c.ts → server/channels/a.ts (server-cycle)',
    ].sort(),
  );
  expect(allowed.map((v) => v.edge).sort()).toEqual(['channels → guide', 'db → http', 'guide/cache.ts ↔ guide/entry.ts']);
  expect(unused.map((a) => a.edge)).toEqual(['guide → channels']);
  expect(unusedCycles).toEqual([cycles[1]]);
});

test('an area on no floor fails, and so does a floor naming an area server/ no longer has', () => {
  const { violations } = checkServerLayers(server, [...floors.slice(0, 3), { areas: ['guide', 'channels', 'archive', 'services'], holds: 'areas' }], [], []);
  expect(violations.filter((v) => v.rule === 'server-unmapped').map((v) => v.edge).sort()).toEqual(['app', 'archive', 'services']);
});

test('the real server/ keeps to its floors, with no cycle, apart from the listed allowances, each still needed', () => {
  const { violations, allowed, unused, unusedCycles } = checkServerLayers(path.resolve(import.meta.dirname, '../../server'));
  expect(violations).toEqual([]);
  expect(unused).toEqual([]);
  expect(unusedCycles).toEqual([]);
  // Every allowance says what must move; each excuses at least one import.
  for (const allowance of [...SERVER_ALLOWED, ...SERVER_CYCLES_ALLOWED]) expect(allowance.why.length).toBeGreaterThan(20);
  expect(new Set(allowed.filter((v) => v.rule === 'server-down').map((v) => v.edge)).size).toBe(SERVER_ALLOWED.length);
});

test('the floors name each area once, and the top files in order: services below app below main', () => {
  const areas = SERVER_FLOORS.flatMap((floor) => floor.areas);
  expect(new Set(areas).size).toBe(areas.length);
  const floorOf = (area: string) => SERVER_FLOORS.findIndex((floor) => floor.areas.includes(area));
  expect([floorOf('config'), floorOf('services'), floorOf('app'), floorOf('main')]).toEqual([0, SERVER_FLOORS.length - 3, SERVER_FLOORS.length - 2, SERVER_FLOORS.length - 1]);
});

test('docs/server.md draws the floors as SERVER_FLOORS declares them', () => {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/server.md'), 'utf8');
  const picture = doc.slice(doc.indexOf('## The floors'), doc.indexOf('## The areas'));
  const drawn = new Map([...picture.matchAll(/^ *(\d+) {2}(.+?)(?: {2,}|$)/gm)].map((m) => [Number(m[1]), m[2]!.split(' · ').map((area) => area.trim().replace(/\.ts$/, ''))]));
  expect([...drawn.keys()].sort((a, b) => a - b)).toEqual(SERVER_FLOORS.map((_, floor) => floor));
  for (const [floor, areas] of drawn) expect(areas, `floor ${floor}`).toEqual(SERVER_FLOORS[floor]!.areas);
});

test('query text outside a repository, a store or db/ fails, with its line; comments and strings do not count', () => {
  const sqlRoot = path.join(root, 'sql', 'server');
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(sqlRoot, file)), { recursive: true });
    writeFileSync(path.join(sqlRoot, file), text);
  };
  put('db/locks.ts', 'await sql`select 1`.execute(db);\n');
  put('guide/repository.ts', "export const rows = (db) => db.selectFrom('programmes').execute();\n");
  put('guide/store.ts', "export const keep = (db) => db.insertInto('programmes').execute();\n");
  put('guide/routes.ts', "// db.selectFrom('programmes') in a comment\nconst text = \"db.deleteFrom('x')\";\nconst rows = await db\n  .updateTable('programmes')\n");
  const sqlFloors: ServerFloor[] = [{ areas: ['db'], holds: 'tables' }, { areas: ['guide'], holds: 'areas' }];
  const { violations } = checkServerLayers(sqlRoot, sqlFloors, [], []);
  expect(violations.map((v) => `${v.rule} ${v.file} ${v.specifier}`)).toEqual([`server-sql ${path.join('server', 'guide', 'routes.ts')} line 4`]);
});
