// check-layers.ts — fails when an import in src/ runs upward or sideways between layers or features (docs/client.md#layers), or crosses between src/, server/ and wire/ other than by types; `npm test` runs it first.
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
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LOWER_FEATURES: ReadonlySet<string> = new Set(['session', 'shared', 'notifications']);

export interface Allowance {
  /** `<area> → <area>`, an area being api, media, components, app or features/<name>. */
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
const LAYERS: ReadonlySet<string> = new Set(['api', 'media', 'components', 'features', 'app']);
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

/** api | media | components | app | features/<name>, or null outside those (the package root, vite-env). */
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

/** Prints the report of `srcRoot` (the layers) and of the repository around it (the boundaries); answers the exit code (0: clean). */
export function report(srcRoot: string, allowed: readonly Allowance[] = ALLOWED): number {
  const layers = checkLayers(srcRoot, allowed);
  const { allowed: excused, unused } = layers;
  const wireNames = checkWireNames(srcRoot);
  const violations = [...layers.violations, ...checkBoundaries(path.dirname(srcRoot)), ...wireNames.violations];
  for (const v of violations) console.error(`✗ ${v.file} → '${v.specifier}' (${v.rule}: ${v.edge})`);
  for (const a of unused) console.error(`✗ allowance no longer needed, delete it from scripts/check-layers.ts: ${a.edge}`);
  for (const a of wireNames.unused) console.error(`✗ WIRE_NAMES_ALLOWED of ${a.file} lists a name it no longer reads: trim it in scripts/check-layers.ts`);
  const stale = unused.length + wireNames.unused.length;
  const edges = new Set(excused.map((v) => v.edge)).size;
  if (violations.length || stale) {
    console.error(`layer check: ${violations.length} import${violations.length === 1 ? '' : 's'} or provider's name${violations.length === 1 ? '' : 's'} against docs/client.md#layers, the src/server/wire boundaries or the naming boundary, ${stale} stale allowance${stale === 1 ? '' : 's'}`);
    return 1;
  }
  console.info(`layer check: clean (${edges} allowed edge${edges === 1 ? '' : 's'} left to mend, ${excused.length} import${excused.length === 1 ? '' : 's'}; src/, server/ and wire/ apart but for types; no provider's names past src/api${WIRE_NAMES_ALLOWED.length ? ` but ${WIRE_NAMES_ALLOWED.length} listed file${WIRE_NAMES_ALLOWED.length === 1 ? '' : 's'}` : ''})`);
  return 0;
}

if (import.meta.main) process.exit(report(path.resolve(import.meta.dirname, '..', 'src')));
