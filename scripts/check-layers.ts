// check-layers.ts — fails when an import in src/ runs upward or sideways between layers or features (docs/client.md#layers), an import in server/ runs up its floors or closes a cycle (docs/server.md), or one crosses between src/, server/ and wire/ other than by types; `npm test` runs it first.
//
// Layers, top to bottom: app → features → components, features → api; media is the player engine
// beside api. The rules, each checked on every import/export-from/dynamic import of src/**/*.ts(x):
//   api-down         src/api and src/media never import src/components, src/features or src/app
//   api-no-ui        src/api never imports react or jotai
//   components-pure  src/components never imports src/features, src/app or src/api (props in,
//                    callbacks out: data reaches a component only through its props) nor jotai
//   features-down    src/features never imports src/app
//   feature-sideways a feature never imports another feature, except the shared lower layer:
//                    `session` (the API client, the session snapshot, the auth state every feature
//                    reads, and the session-change announcement features reset themselves on),
//                    `shared` (what several features show or do: the lineup, guides, favourites,
//                    recordings, subscriptions and channel history atoms; action results, formats,
//                    links, hooks) and `notifications` (the toast queue every action reports through).
//                    What one feature shows of another's is composed in src/app (props, slots).
//   lower-layer      those three never import an ordinary feature (only each other, api, components)
//   sw-alone         src/sw (the service worker, a bundle of its own) imports nothing of src/ outside it;
//                    only src/app imports it (what the app and the worker share: src/sw/protocol.ts)
// What breaks a rule today and is not mended yet is listed, edge by edge with its reason, in ALLOWED
// below; an allowance no import uses any more fails too, so the list only shrinks.
//
// Between the top folders (checkBoundaries), on every file of src/, server/ and wire/; no allowances:
//   wire-leaf        wire/ (the provider's answers as types, shared by both sides) imports nothing
//                    outside wire/: neither src/, server/ nor any package
//   wire-types-only  wire/ holds types only: every import and re-export in it is `import type` /
//                    `export type`, and no statement declares a value (const, let, var, function,
//                    class, enum, namespace, default or runtime export)
//   wire-by-type     src/ and server/ reach wire/ only through `import type` / `export type` (a plain
//                    `import { type X }` still loads the module at run time)
//   apart            server/ never imports src/, src/ never imports server/ (types included: what
//                    both need lives in wire/)
//
// On the code of src/features and src/app (checkWireNames; strings and comments do not count):
//   wire-names       no snake_case property read (`.is_free`) or key (`{ channel_id: … }`), and no
//                    `startdatetime` / `enddatetime` / `stopdatetime`: the provider's names stop at
//                    src/api/normalise.ts (docs/client.md#normalise). What still reads one is listed,
//                    file by file with its reason, in WIRE_NAMES_ALLOWED; a stale entry fails too.
//
// On every import of server/**/*.ts (checkServerLayers), type-only ones included (a type imported upward
// is still a map that lies; the report marks them, as the fix is then to move a type):
//   server-down      an area (a top folder of server/, or a top file: config, services, app, main)
//                    imports only areas on lower floors of SERVER_FLOORS, and itself; the same floor is
//                    sideways and breaks it too
//   server-cycle     no cycle of files, even inside one area
//   server-unmapped  every area is on a floor, and every area a floor names exists
//   server-sql       a table's queries live in its owner's repository.ts: no query text (selectFrom,
//                    insertInto, updateTable, deleteFrom, sql`…`) outside an area's repository.ts or
//                    store.ts and db/ (migrations, advisory locks); no allowances
// What breaks them today is listed in SERVER_ALLOWED (edge by edge, with what must move) and
// SERVER_CYCLES_ALLOWED (by the cycle's files); an allowance nothing needs any more fails too.
// `node scripts/check-layers.ts --debt` lists the imports they still excuse.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LOWER_FEATURES: ReadonlySet<string> = new Set(['session', 'shared', 'notifications']);

export interface Allowance {
  /** `<area> → <area>`, an area being api, media, components, app or features/<name>; in SERVER_ALLOWED, a server area (SERVER_FLOORS). */
  edge: string;
  why: string;
}

/**
 * The edges that still break a rule. Each is a debt: mend it (move the shared part down into the
 * session/shared layer, or pass it through a container in src/app) and delete its line.
 */
export const ALLOWED: readonly Allowance[] = [
  // Not in the features' hands (other folders): the engine reads the Player component's prop types.
  { edge: 'media → components', why: 'src/media/*.ts import the Player component\'s types (components/Player/types); those types belong in src/media' },
];

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
  edge: string;
}

const SOURCE = /\.(ts|tsx)$/;
const LAYERS: ReadonlySet<string> = new Set(['api', 'media', 'components', 'features', 'app', 'sw']);
const UI_PACKAGES = /^(react|react-dom|jotai)(\/|$)/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const withoutCommentLines = (source: string) =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');

export interface ImportRef {
  specifier: string;
  /** `import type …` or `export type …`: erased before anything runs. */
  typeOnly: boolean;
}

/** Each import or re-export of a file (static, side-effect only, dynamic), comment lines skipped, and whether it is type-only. */
export function importRefsOf(source: string): ImportRef[] {
  const code = withoutCommentLines(source);
  const found: ImportRef[] = [];
  for (const match of code.matchAll(/\b(?:import|export)(\s[^'"`;]*?)\bfrom\s*['"]([^'"]+)['"]/g)) {
    found.push({ specifier: match[2]!, typeOnly: /^\s+type[\s{*]/.test(match[1]!) });
  }
  for (const pattern of [/(?:^|[;\s])import\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const match of code.matchAll(pattern)) found.push({ specifier: match[1]!, typeOnly: false });
  }
  return found;
}

/** The module specifiers a file imports or re-exports (static, side-effect only, dynamic), comment lines skipped. */
export function importsOf(source: string): string[] {
  return importRefsOf(source).map((ref) => ref.specifier);
}

/**
 * A statement that leaves something behind once types are erased: a value declaration or a runtime
 * export. Read line by line and `;` by `;`, comments removed; a member named `function` or `class`
 * inside a type (`class: string`) is not one.
 */
const RUNTIME_STATEMENT =
  /^\s*(?:export\s+(?:default\b|\{|\*|=)|import\s+[\w$]+\s*=|(?:export\s+)?(?:declare\s+)?(?:abstract\s+|async\s+)?(?:const|let|var|function|class|enum|namespace|module)\b\s*[\w${*])/;

/** The first line of `source` with runtime code (1-based), or null when it is types only. */
export function runtimeLineOf(source: string): number | null {
  const lines = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\/\/.*$/, '');
    if (line.split(';').some((statement) => RUNTIME_STATEMENT.test(statement))) return i + 1;
  }
  return null;
}

/** api | media | components | app | sw | features/<name>, or null outside those (the package root, vite-env). */
function areaOf(srcRoot: string, file: string): string | null {
  const parts = path.relative(srcRoot, file).split(path.sep);
  // A directory import ('../../api') names its layer with one part; files at src/'s top belong to none.
  if (!LAYERS.has(parts[0]!.replace(SOURCE, ''))) return null;
  if (parts[0] === 'features') return parts.length >= 3 ? `features/${parts[1]}` : 'features';
  return parts[0]!.replace(SOURCE, '');
}

function ruleBroken(from: string, to: string): string | null {
  const layer = (area: string) => area.split('/')[0]!;
  const [a, b] = [layer(from), layer(to)];
  if ((a === 'api' || a === 'media') && ['components', 'features', 'app'].includes(b)) return 'api-down';
  if (a === 'components' && ['features', 'app', 'api'].includes(b)) return 'components-pure';
  if (a === 'features' && b === 'app') return 'features-down';
  if ((a === 'sw') !== (b === 'sw') && a !== 'app') return 'sw-alone';
  if (a === 'features' && b === 'features' && from !== to) {
    const [fromName, toName] = [from.split('/')[1] ?? '', to.split('/')[1] ?? ''];
    if (LOWER_FEATURES.has(fromName)) return LOWER_FEATURES.has(toName) ? null : 'lower-layer';
    if (!LOWER_FEATURES.has(toName)) return 'feature-sideways';
  }
  return null;
}

function packageRuleBroken(from: string, specifier: string): string | null {
  const layer = from.split('/')[0];
  if (layer === 'api' && UI_PACKAGES.test(specifier)) return 'api-no-ui';
  if (layer === 'components' && /^jotai(\/|$)/.test(specifier)) return 'components-pure';
  return null;
}

/** Every import of `srcRoot` that breaks a rule, and which allowances matched nothing. */
export function checkLayers(srcRoot: string, allowed: readonly Allowance[] = ALLOWED): { violations: Violation[]; allowed: Violation[]; unused: Allowance[] } {
  const violations: Violation[] = [];
  const excused: Violation[] = [];
  const used = new Set<string>();
  const allowedEdges = new Set(allowed.map((a) => a.edge));
  for (const file of sourceFiles(srcRoot)) {
    const from = areaOf(srcRoot, file);
    if (from === null) continue;
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      let rule: string | null;
      let to: string;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        const area = areaOf(srcRoot, target);
        if (area === null) continue;
        to = area;
        rule = ruleBroken(from, to);
      } else {
        to = specifier;
        rule = packageRuleBroken(from, specifier);
      }
      if (rule === null) continue;
      const edge = `${from} → ${to}`;
      const violation = { file: path.relative(path.dirname(srcRoot), file), specifier, rule, edge };
      if (allowedEdges.has(edge)) {
        used.add(edge);
        excused.push(violation);
      } else violations.push(violation);
    }
  }
  return { violations, allowed: excused, unused: allowed.filter((a) => !used.has(a.edge)) };
}

/** The repository's top folders that checkBoundaries reads. */
const TOPS: ReadonlySet<string> = new Set(['src', 'server', 'wire']);

/** src | server | wire for a path under `root`, else what it is: `..` (outside) or another top folder. */
function topOf(root: string, file: string): string {
  return path.relative(root, file).split(path.sep)[0]!.replace(SOURCE, '');
}

/** Every import between src/, server/ and wire/ (of the repository at `root`) that breaks wire-leaf, wire-types-only, wire-by-type or apart. */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const top of TOPS) {
    const dir = path.join(root, top);
    if (!existsSync(dir)) continue; // a tree without that folder
    for (const file of sourceFiles(dir)) {
      const source = readFileSync(file, 'utf8');
      const relative = path.relative(root, file);
      const add = (specifier: string, rule: string, to: string) => violations.push({ file: relative, specifier, rule, edge: `${top} → ${to}` });
      if (top === 'wire') {
        const line = runtimeLineOf(source);
        if (line !== null) add(`line ${line}: ${source.split('\n')[line - 1]!.trim()}`, 'wire-types-only', 'run time');
      }
      for (const { specifier, typeOnly } of importRefsOf(source)) {
        const to = specifier.startsWith('.') ? topOf(root, path.resolve(path.dirname(file), specifier)) : specifier;
        if (top === 'wire') {
          if (to !== 'wire') add(specifier, 'wire-leaf', to);
          else if (!typeOnly) add(specifier, 'wire-types-only', to);
        } else if (to === 'wire') {
          if (!typeOnly) add(specifier, 'wire-by-type', to);
        } else if (TOPS.has(to) && to !== top) add(specifier, 'apart', to);
      }
    }
  }
  return violations;
}

/** A file of src/features or src/app that may still read some of the provider's names, and why. */
export interface WireNameAllowance {
  /** Relative to src/'s parent, with `/`: `src/features/…`. */
  file: string;
  names: readonly string[];
  why: string;
}

export const WIRE_NAMES_ALLOWED: readonly WireNameAllowance[] = [];

/** Folders of src/ whose code must not name the provider's fields. */
const PAST_THE_EDGE = ['features', 'app'];

/**
 * `source` with the text of comments and string literals blanked (newlines kept, so lines still count);
 * the `${…}` of a template literal is code and stays.
 */
export function codeOnly(source: string): string {
  let out = '';
  const templates: number[] = []; // brace depth at each open `${`
  let depth = 0;
  let i = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  /** From `start` (inside a literal) to its closing `quote`, or to a `${` of a template. */
  const literalEnd = (start: number, quote: string): number => {
    let j = start;
    while (j < source.length && source[j] !== quote && !(quote === '`' && source.startsWith('${', j)) && !(quote !== '`' && source[j] === '\n')) j += source[j] === '\\' ? 2 : 1;
    return j;
  };
  while (i < source.length) {
    const c = source[i]!;
    if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"' || c === '`' || (c === '}' && templates.at(-1) === depth)) {
      // A `}` that closes a template's `${` goes back into the template's text.
      if (c === '}') templates.pop();
      const quote = c === '}' ? '`' : c;
      const end = literalEnd(i + 1, quote);
      out += c + blank(source.slice(i + 1, end));
      if (quote === '`' && source.startsWith('${', end)) {
        templates.push(depth);
        out += '${';
        i = end + 2;
      } else {
        out += source[end] ?? '';
        i = end + 1;
      }
    } else {
      if (c === '{') depth++;
      else if (c === '}') depth--;
      out += c;
      i++;
    }
  }
  return out;
}

const WIRE_NAME_PATTERNS: readonly RegExp[] = [
  /\.([a-z][a-z0-9]*_[a-z0-9_]+)\b/g, // a property read: `.is_free`, `?.now_playing`
  /(?:^|[{,])\s*([a-z][a-z0-9]*_[a-z0-9_]+)\??\s*:/gm, // a key or member: `{ channel_id: 5 }`
  /\b(startdatetime|enddatetime|stopdatetime)\b/g,
];

/** The provider's names in `source`'s code, each with its line (1-based), in order. */
export function wireNamesIn(source: string): Array<{ line: number; name: string }> {
  const code = codeOnly(source);
  const found: Array<{ index: number; name: string }> = [];
  for (const pattern of WIRE_NAME_PATTERNS) for (const match of code.matchAll(pattern)) found.push({ index: match.index + match[0].lastIndexOf(match[1]!), name: match[1]! });
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ index, name }) => ({ line: code.slice(0, index).split('\n').length, name }));
}

/** Every provider's name read in src/features and src/app, and which allowances matched nothing. */
export function checkWireNames(srcRoot: string, allowed: readonly WireNameAllowance[] = WIRE_NAMES_ALLOWED): { violations: Violation[]; unused: WireNameAllowance[] } {
  const violations: Violation[] = [];
  const used = new Set<string>();
  for (const folder of PAST_THE_EDGE) {
    const dir = path.join(srcRoot, folder);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const relative = path.relative(path.dirname(srcRoot), file).split(path.sep).join('/');
      const allowance = allowed.find((a) => a.file === relative);
      for (const { line, name } of wireNamesIn(readFileSync(file, 'utf8'))) {
        if (allowance?.names.includes(name)) used.add(`${relative}:${name}`);
        else violations.push({ file: relative, specifier: `line ${line}: ${name}`, rule: 'wire-names', edge: `${folder} → wire` });
      }
    }
  }
  const unused = allowed.filter((a) => a.names.some((name) => !used.has(`${a.file}:${name}`)));
  return { violations, unused };
}

// server/'s map (docs/server.md): floors of areas, each importing only the floors below it.

/** A floor of server/: its areas may import only areas on lower floors, and themselves. */
export interface ServerFloor {
  /** server/'s top folders, and its top files without `.ts` (config, services, app, main). */
  areas: readonly string[];
  /** What the floor holds: the line docs/server.md draws it with. */
  holds: string;
}

/**
 * server/'s floors, bottom to top (docs/server.md#the-floors). The same floor is sideways, so it
 * counts as upward: where two areas need each other, one of them holds a piece that belongs lower.
 */
export const SERVER_FLOORS: readonly ServerFloor[] = [
  { areas: ['config', 'files'], holds: 'the settings, read from the environment once; files written crash-safe' },
  { areas: ['db'], holds: 'the database: connection, migrations, the tables as types' },
  { areas: ['cluster', 'identity'], holds: 'what instances share: the Redis link, job leases, the notice bus, the start-up lock, health checks; who is who: sessions and users' },
  { areas: ['http'], holds: 'what every route uses: Deps and the caller\'s session, errors, request schemas, rate limits, byte caches' },
  { areas: ['sources', 'relay', 'mail', 'web'], holds: 'engines that know no lineup: M3U/XMLTV parsers, the upstream relay, sending mail, the static site' },
  { areas: ['lineup', 'programmes'], holds: 'what there is to watch: the channel catalogue: the channels and channel_groups tables (all their SQL), the demo seed, the groups, the lineup in memory; the one programme store: the programmes table, the demo guide written into it ahead, every read of a programme' },
  { areas: ['subscriptions'], holds: 'the plans that say who may watch which channel group, and who holds them' },
  { areas: ['imports'], holds: 'the lineup and guides an operator imports (FTV_LINEUP, FTV_GUIDE), written into the catalogue and the programme store' },
  { areas: ['media', 'guide'], holds: 'what is watched: the demo loops, signed URLs, the app\'s relay; the programme guide' },
  { areas: ['archive', 'monitor'], holds: 'relayed channels kept on disk for catch-up; the streams\' health, a minute at a time' },
  { areas: ['recorder'], holds: 'the cloud recorder: live captures and copies from the archive' },
  { areas: ['favorites'], holds: 'a user\'s favourite channels (the account\'s answer lists them)' },
  { areas: ['accounts', 'checkout', 'chat', 'support', 'reminders', 'admin'], holds: 'the API areas; admin: the operator\'s console (its access, the audit_log table)' },
  { areas: ['session', 'channels'], holds: 'the answers that join other API areas: the session carries the user, the channel list the favourites' },
  { areas: ['services'], holds: 'the composition root: every service built once, the start-up writes, the background jobs' },
  { areas: ['app'], holds: 'the Fastify app: hooks, every area\'s routes, the web app' },
  { areas: ['main'], holds: 'the entry point' },
];

/**
 * server/'s edges that still run upward or sideways, grouped by what must move to mend them. Each is
 * a debt: move the piece named, then delete the line (an allowance no import uses fails the check).
 */
export const SERVER_ALLOWED: readonly Allowance[] = [
];

/** A cycle of files in server/ still allowed, and what must move to break it. */
export interface CycleAllowance {
  /** Exactly the cycle's files, relative to server/ with `/`, in any order. */
  files: readonly string[];
  why: string;
}

export const SERVER_CYCLES_ALLOWED: readonly CycleAllowance[] = [
];

/** A break of server/'s map. */
export interface ServerViolation extends Violation {
  /** Every import behind it is `import type` / `export type`: what must move is a type. */
  typeOnly: boolean;
  /** The whole line the report prints. */
  message: string;
}

export interface ServerCheck {
  violations: ServerViolation[];
  /** The breaks SERVER_ALLOWED and SERVER_CYCLES_ALLOWED excuse: the debt still to pay. */
  allowed: ServerViolation[];
  unused: Allowance[];
  unusedCycles: CycleAllowance[];
}

/** The server area a path under `serverRoot` belongs to (its top folder, or its top file without `.ts`); null for server/ itself or outside it. */
function serverAreaOf(serverRoot: string, file: string): string | null {
  const relative = path.relative(serverRoot, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0]!.replace(/\.(ts|tsx|js)$/, '');
}

/** The strongly connected files of `links` (Tarjan): each group of two or more, or one file importing itself, is a cycle. */
function cyclesOf(links: ReadonlyMap<string, ReadonlyMap<string, boolean>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of links.get(file)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || links.get(file)?.has(file)) found.push(group.sort());
  };
  for (const file of [...links.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** One way round a cycle from its first file back to it, through its files only (breadth first: the shortest). */
function roundOf(group: readonly string[], links: ReadonlyMap<string, ReadonlyMap<string, boolean>>): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of links.get(file)?.keys() ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const round = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at)) round.splice(1, 0, at);
        return [...round, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Every import of `serverRoot` that runs up or sideways between floors (server-down), every cycle of
 * files (server-cycle, type-only imports included: a type import upward is still a map that lies),
 * every area on no floor (server-unmapped), and which allowances matched nothing.
 */
/** Where query text may be written: an area's repository.ts or store.ts, and db/ (connection, migrations, locks). */
const mayHoldQueries = (name: string) => /(^|\/)(repository|store)\.ts$/.test(name) || name.startsWith('db/');

/** The first line (1-based) of code, comments and strings aside, that builds a query with Kysely; null when none does. */
export function sqlLineOf(source: string): number | null {
  const code = codeOnly(source).split('\n');
  const at = code.findIndex((line) => /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(line));
  return at === -1 ? null : at + 1;
}

export function checkServerLayers(
  serverRoot: string,
  floors: readonly ServerFloor[] = SERVER_FLOORS,
  allowed: readonly Allowance[] = SERVER_ALLOWED,
  cyclesAllowed: readonly CycleAllowance[] = SERVER_CYCLES_ALLOWED,
): ServerCheck {
  const violations: ServerViolation[] = [];
  const excused: ServerViolation[] = [];
  const used = new Set<string>();
  const floorOf = new Map<string, number>();
  floors.forEach((floor, at) => floor.areas.forEach((area) => floorOf.set(area, at)));
  const files = existsSync(serverRoot) ? [...sourceFiles(serverRoot)].sort() : [];
  const shown = (file: string) => path.relative(path.dirname(serverRoot), file);
  const named = (file: string) => path.relative(serverRoot, file).split(path.sep).join('/');
  const known = new Set(files);
  // `x.ts` as written, `x` without its extension, a folder by its index.ts.
  const fileNamed = (target: string) => [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((file) => known.has(file));
  /** file → the files it imports → whether every import of that one is type-only. */
  const links = new Map<string, Map<string, boolean>>();
  const unmapped = new Map<string, string>();
  const allowedEdges = new Set(allowed.map((a) => a.edge));
  const seen = new Set<string>();

  for (const file of files) {
    const from = serverAreaOf(serverRoot, file)!;
    seen.add(from);
    if (!floorOf.has(from)) {
      if (!unmapped.has(from)) unmapped.set(from, file);
      continue;
    }
    const out = new Map<string, boolean>();
    links.set(file, out);
    for (const { specifier, typeOnly } of importRefsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const to = serverAreaOf(serverRoot, target);
      if (to === null) continue; // wire/ and the rest of the repository: checkBoundaries' business
      const imported = fileNamed(target);
      if (imported) out.set(imported, (out.get(imported) ?? true) && typeOnly);
      if (to === from || !floorOf.has(to)) continue; // an area on no floor is reported once, below
      const [fromFloor, toFloor] = [floorOf.get(from)!, floorOf.get(to)!];
      if (toFloor < fromFloor) continue;
      const edge = `${from} → ${to}`;
      const direction = toFloor === fromFloor ? `sideways on floor ${fromFloor}` : `floor ${fromFloor} → floor ${toFloor}`;
      const violation: ServerViolation = {
        file: shown(file),
        specifier,
        rule: 'server-down',
        edge,
        typeOnly,
        message: `${shown(file)} → '${specifier}' (server-down: ${edge}, ${direction}${typeOnly ? ', type-only: move the type down' : ''})`,
      };
      if (allowedEdges.has(edge)) {
        used.add(edge);
        excused.push(violation);
      } else violations.push(violation);
    }
  }

  for (const file of files) {
    if (mayHoldQueries(named(file))) continue;
    const line = sqlLineOf(readFileSync(file, 'utf8'));
    if (line === null) continue;
    const message = `${shown(file)}:${line}: query text outside a repository (server-sql): move it into the owning area's repository.ts as a named function`;
    violations.push({ file: shown(file), specifier: `line ${line}`, rule: 'server-sql', edge: serverAreaOf(serverRoot, file)!, typeOnly: false, message });
  }

  for (const [area, file] of unmapped) {
    const message = `${shown(file)}: server/${area} is on no floor (server-unmapped): add it to SERVER_FLOORS in scripts/check-layers.ts and to docs/server.md`;
    violations.push({ file: shown(file), specifier: area, rule: 'server-unmapped', edge: area, typeOnly: false, message });
  }
  for (const area of floorOf.keys()) {
    if (seen.has(area) || files.length === 0) continue;
    const message = `SERVER_FLOORS names ${area}, which server/ no longer has (server-unmapped): remove it from scripts/check-layers.ts and docs/server.md`;
    violations.push({ file: shown(path.join(serverRoot, area)), specifier: area, rule: 'server-unmapped', edge: area, typeOnly: false, message });
  }

  const usedCycles = new Set<CycleAllowance>();
  for (const group of cyclesOf(links)) {
    const names = group.map(named);
    const round = roundOf(group, links);
    // The links made of type imports only: often the one to cut.
    const typeOnlyLinks = round.slice(1).flatMap((to, at) => (links.get(round[at]!)!.get(to) ? [`${shown(round[at]!)} → ${shown(to)}`] : []));
    const others = names.length > round.length - 1 ? `; its ${names.length} files: ${names.join(', ')}` : '';
    const violation: ServerViolation = {
      file: shown(group[0]!),
      specifier: round.map(named).join(' → '),
      rule: 'server-cycle',
      edge: names.join(' ↔ '),
      typeOnly: typeOnlyLinks.length === round.length - 1,
      message: `${round.map(shown).join(' → ')} (server-cycle${typeOnlyLinks.length ? `; type-only: ${typeOnlyLinks.join(', ')}` : ''}${others})`,
    };
    const allowance = cyclesAllowed.find((a) => a.files.length === names.length && [...a.files].sort().every((file, at) => file === names[at]));
    if (allowance) {
      usedCycles.add(allowance);
      excused.push(violation);
    } else violations.push(violation);
  }

  return {
    violations,
    allowed: excused,
    unused: allowed.filter((a) => !used.has(a.edge)),
    unusedCycles: cyclesAllowed.filter((a) => !usedCycles.has(a)),
  };
}

/** Prints the report of `srcRoot` (the layers) and of the repository around it (the boundaries, server/'s floors); answers the exit code (0: clean). */
export function report(srcRoot: string, allowed: readonly Allowance[] = ALLOWED, options: { debt?: boolean } = {}): number {
  const layers = checkLayers(srcRoot, allowed);
  const { allowed: excused, unused } = layers;
  const wireNames = checkWireNames(srcRoot);
  const server = checkServerLayers(path.join(path.dirname(srcRoot), 'server'));
  const violations = [...layers.violations, ...checkBoundaries(path.dirname(srcRoot)), ...wireNames.violations];
  for (const v of violations) console.error(`✗ ${v.file} → '${v.specifier}' (${v.rule}: ${v.edge})`);
  for (const v of server.violations) console.error(`✗ ${v.message}`);
  for (const a of unused) console.error(`✗ allowance no longer needed, delete it from scripts/check-layers.ts: ${a.edge}`);
  for (const a of wireNames.unused) console.error(`✗ WIRE_NAMES_ALLOWED of ${a.file} lists a name it no longer reads: trim it in scripts/check-layers.ts`);
  for (const a of server.unused) console.error(`✗ no import runs ${a.edge} any more: remove this allowance from SERVER_ALLOWED in scripts/check-layers.ts`);
  for (const a of server.unusedCycles) console.error(`✗ no cycle of ${a.files.join(' ↔ ')} any more: remove this allowance from SERVER_CYCLES_ALLOWED in scripts/check-layers.ts`);
  // --debt: what the server's allowances still excuse, import by import.
  if (options.debt) for (const v of server.allowed) console.info(`  allowed: ${v.message}`);
  const stale = unused.length + wireNames.unused.length + server.unused.length + server.unusedCycles.length;
  const broken = violations.length + server.violations.length;
  const edges = new Set(excused.map((v) => v.edge)).size;
  if (broken || stale) {
    console.error(`layer check: ${broken} import${broken === 1 ? '' : 's'}, cycle${broken === 1 ? '' : 's'} or provider's name${broken === 1 ? '' : 's'} against docs/client.md#layers, the src/server/wire boundaries, the naming boundary or server/'s floors (docs/server.md), ${stale} stale allowance${stale === 1 ? '' : 's'}`);
    return 1;
  }
  console.info(`layer check: clean (src/: ${edges} allowed edge${edges === 1 ? '' : 's'} left to mend, ${excused.length} import${excused.length === 1 ? '' : 's'}; src/, server/ and wire/ apart but for types; no provider's names past src/api${WIRE_NAMES_ALLOWED.length ? ` but ${WIRE_NAMES_ALLOWED.length} listed file${WIRE_NAMES_ALLOWED.length === 1 ? '' : 's'}` : ''})`);
  const serverImports = server.allowed.filter((v) => v.rule === 'server-down');
  const serverCycles = server.allowed.length - serverImports.length;
  const typeOnly = serverImports.filter((v) => v.typeOnly).length;
  console.info(`server floors: clean (${SERVER_FLOORS.length} floors, docs/server.md; ${SERVER_ALLOWED.length} allowed edge${SERVER_ALLOWED.length === 1 ? '' : 's'} left to mend, ${serverImports.length} import${serverImports.length === 1 ? '' : 's'} of which ${typeOnly} type-only; ${serverCycles} allowed cycle${serverCycles === 1 ? '' : 's'}${options.debt ? '' : '; --debt lists them'})`);
  return 0;
}

if (import.meta.main) process.exit(report(path.resolve(import.meta.dirname, '..', 'src'), ALLOWED, { debt: process.argv.includes('--debt') }));
