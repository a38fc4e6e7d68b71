// bench-match.ts — guide-channel matching (issue 32): index build and bulk auto-match times for 5,000 channels, and precision, recall and top-5 hits on the labelled real set (tests/fixtures/sources/match).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTO_ACCEPT_SCORE, autoMatch, buildGuideIndex, suggestGuideChannels, type GuideIndex, type MatchCandidate } from '../server/sources/guideMatch.ts';
import { displayTitle } from '../server/sources/mapping.ts';
import type { GuideChannel } from '../server/sources/xmltv.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'sources', 'match');

/** One playlist channel of the labelled set: what a playlist said, and the guide channels that are right for it. */
export interface LabelledChannel {
  /** The lineup it comes from (each is matched as one lineup, as an operator would). */
  source: string;
  /** The lineup's country, as tvg-country would say it. */
  country: string | null;
  name: string;
  /** Guide ids any of which is right (one channel's HD and SD feeds); none: the guide doesn't have the channel. */
  answers: string[];
}

const rowsOf = (file: string) =>
  readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));

/** The guide of the labelled set: 3,200 channels with xmltv ids, from five iptv-org/epg sites (README.md beside it). */
export function loadMatchGuide(): GuideChannel[] {
  return rowsOf('guide.tsv').map(([id, ...names], i) => ({ id: id!, displayNames: names, icon: null, line: i + 2 }));
}

export function loadLabelled(): LabelledChannel[] {
  return rowsOf('labelled.tsv').map(([source, country, name, answers]) => ({
    source: source!,
    country: country || null,
    name: name!,
    answers: answers === '-' ? [] : answers!.split(' '),
  }));
}

export interface LabelledFigures {
  channels: number;
  withAnswer: number;
  accepted: number;
  correct: number;
  /** Correct / accepted. */
  precision: number;
  /** Correct / channels with an answer. */
  recall: number;
  /** Channels without an answer that were given one anyway (false positives on the hard negatives). */
  acceptedWithoutAnswer: number;
  withoutAnswer: number;
  /** Channels with an answer that have it among their first 5 suggestions, and first. */
  top5: number;
  top1: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The set as lineups: each source auto-matched on its own (one guide channel per name within a lineup, not across lineups). */
export function measureLabelled(index: GuideIndex, labelled: readonly LabelledChannel[], options: { country: boolean }): LabelledFigures {
  const candidates: MatchCandidate[] = labelled.map((l, i) => ({ id: i, title: displayTitle(l.name), country: options.country ? l.country : null }));
  const accepted = new Map<number, string>();
  const sources = new Map<string, MatchCandidate[]>();
  labelled.forEach((l, i) => sources.set(l.source, [...(sources.get(l.source) ?? []), candidates[i]!]));
  for (const lineup of sources.values()) for (const [id, pick] of autoMatch(lineup, index)) accepted.set(id, pick.guideId);

  let correct = 0;
  let acceptedWithoutAnswer = 0;
  let top5 = 0;
  let top1 = 0;
  labelled.forEach((l, i) => {
    const pick = accepted.get(i);
    if (pick !== undefined && l.answers.includes(pick)) correct++;
    if (pick !== undefined && l.answers.length === 0) acceptedWithoutAnswer++;
    if (l.answers.length === 0) return;
    const suggested = suggestGuideChannels(candidates[i]!, index, 5).map((s) => s.guideId);
    if (suggested.some((id) => l.answers.includes(id))) top5++;
    if (l.answers.includes(suggested[0] ?? '')) top1++;
  });
  const withAnswer = labelled.filter((l) => l.answers.length > 0).length;
  return {
    channels: labelled.length,
    withAnswer,
    accepted: accepted.size,
    correct,
    precision: round(correct / accepted.size),
    recall: round(correct / withAnswer),
    acceptedWithoutAnswer,
    withoutAnswer: labelled.length - withAnswer,
    top5: round(top5 / withAnswer),
    top1: round(top1 / withAnswer),
  };
}

// ─── synthetic guides and lineups ─────────────────────────────────────────────────────────────────────────

/** A small deterministic generator (mulberry32): the same guide on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = ['Nova', 'Vista', 'Prime', 'Star', 'Alpha', 'Metro', 'Royal', 'Orbit', 'Pulse', 'Zenith', 'Atlas', 'Echo', 'Summit', 'Harbor', 'Cedar', 'Falcon', 'Lumen', 'Vertex', 'Quartz', 'Nimbus'];
const GENRES = ['News', 'Sports', 'Movies', 'Kids', 'Music', 'Drama', 'Comedy', 'Docs', 'Travel', 'Food', 'Crime', 'Science', 'History', 'Nature', 'Classics', 'Action', 'Family', 'Gold', 'Life', 'World'];
const PLACES = ['London', 'Leeds', 'Dallas', 'Denver', 'Porto', 'Lisbon', 'Austin', 'Boston', 'Madrid', 'Dublin', 'Cardiff', 'Toronto', 'Seattle', 'Miami', 'Oslo', 'Vienna', 'Prague', 'Milan', 'Lyon', 'Perth'];
const COUNTRIES = ['uk', 'us', 'pt', 'ar', 'ca', 'ie', 'de', 'fr'];

/**
 * `count` guide channels in the iptv-org style, many sharing words: brand × genre × place × number, with HD/SD and
 * +1 feeds of some, so the index has common tokens and near-duplicate names as real guides do.
 */
export function syntheticGuide(count: number, seed = 32): GuideChannel[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const guide: GuideChannel[] = [];
  for (let i = 0; guide.length < count; i++) {
    const name = `${pick(BRANDS)} ${pick(GENRES)}${next() < 0.4 ? ` ${pick(PLACES)}` : ''}${next() < 0.5 ? ` ${1 + Math.floor(next() * 9)}` : ''}`;
    const base = `${name.replace(/\s+/g, '')}${i}.${pick(COUNTRIES)}`;
    const feed = next();
    guide.push({ id: `${base}@${feed < 0.1 ? 'Plus1' : feed < 0.5 ? 'HD' : 'SD'}`, displayNames: [`${name}${feed < 0.1 ? ' +1' : feed < 0.5 ? ' HD' : ''}`], icon: null, line: guide.length + 1 });
  }
  return guide;
}

/** `count` playlist channels for a guide: its names as playlists write them (prefixes, tags, case), a fifth of them not in it. */
export function syntheticLineup(guide: readonly GuideChannel[], count: number, seed = 14): MatchCandidate[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, id) => {
    const g = guide[Math.floor(next() * guide.length)]!;
    const name = next() < 0.2 ? `${g.displayNames[0]} Extra ${id}` : g.displayNames[0]!;
    return { id, title: decorated(name, next), country: null };
  });
}

/** One of the ways playlists dress a name: a provider prefix, a quality word, a resolution tag, capitals. */
function decorated(name: string, next: () => number): string {
  const way = Math.floor(next() * 6);
  if (way === 0) return `UK: ${name}`;
  if (way === 1) return `|US| ${name} FHD`;
  if (way === 2) return `${name} (720p) [Geo-blocked]`;
  if (way === 3) return name.toUpperCase();
  if (way === 4) return `${name} HD`;
  return name;
}

/** The labelled names dressed the same ways, repeated to `count`: real names at a real lineup's size. */
function realLineup(labelled: readonly LabelledChannel[], count: number): MatchCandidate[] {
  const next = random(7);
  return Array.from({ length: count }, (_, id) => {
    const l = labelled[id % labelled.length]!;
    return { id, title: id < labelled.length ? displayTitle(l.name) : decorated(displayTitle(l.name), next), country: l.country };
  });
}

// ─── the bench ────────────────────────────────────────────────────────────────────────────────────────────

export interface MatchFigures {
  autoAcceptScore: number;
  guideChannels: number;
  indexMs: number;
  lineupChannels: number;
  autoMatchMs: number;
  autoMatched: number;
  syntheticGuideChannels: number;
  syntheticIndexMs: number;
  syntheticLineupChannels: number;
  syntheticAutoMatchMs: number;
  syntheticAutoMatched: number;
  labelled: { withCountry: LabelledFigures; namesOnly: LabelledFigures };
}

/** The best of three runs, in ms: the first warms the JIT up. */
function timed<T>(run: () => T): { ms: number; result: T } {
  let best = Infinity;
  let result!: T;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    result = run();
    best = Math.min(best, performance.now() - started);
  }
  return { ms: Math.round(best * 10) / 10, result };
}

export async function benchMatch(): Promise<MatchFigures> {
  const guide = loadMatchGuide();
  const labelled = loadLabelled();
  const built = timed(() => buildGuideIndex(guide));
  const lineup = realLineup(labelled, 5000);
  const matched = timed(() => autoMatch(lineup, built.result));

  const bigGuide = syntheticGuide(10_000);
  const bigBuilt = timed(() => buildGuideIndex(bigGuide));
  const bigLineup = syntheticLineup(bigGuide, 5000);
  const bigMatched = timed(() => autoMatch(bigLineup, bigBuilt.result));

  return {
    autoAcceptScore: AUTO_ACCEPT_SCORE,
    guideChannels: guide.length,
    indexMs: built.ms,
    lineupChannels: lineup.length,
    autoMatchMs: matched.ms,
    autoMatched: matched.result.size,
    syntheticGuideChannels: bigGuide.length,
    syntheticIndexMs: bigBuilt.ms,
    syntheticLineupChannels: bigLineup.length,
    syntheticAutoMatchMs: bigMatched.ms,
    syntheticAutoMatched: bigMatched.result.size,
    labelled: { withCountry: measureLabelled(built.result, labelled, { country: true }), namesOnly: measureLabelled(built.result, labelled, { country: false }) },
  };
}

const share = (x: number) => `${(x * 100).toFixed(1)} %`;

export function printMatchFigures(f: MatchFigures) {
  console.info(`\nguide-channel matching (auto-accept at ${f.autoAcceptScore})`);
  console.info(`  index of the real guide (${f.guideChannels.toLocaleString('en')} channels)        ${f.indexMs} ms`);
  console.info(`  auto-match ${f.lineupChannels.toLocaleString('en')} real names against it            ${f.autoMatchMs} ms (${(f.autoMatchMs / f.lineupChannels * 1000).toFixed(0)} µs a channel), ${f.autoMatched.toLocaleString('en')} accepted`);
  console.info(`  index of a synthetic guide (${f.syntheticGuideChannels.toLocaleString('en')} channels)  ${f.syntheticIndexMs} ms`);
  console.info(`  auto-match ${f.syntheticLineupChannels.toLocaleString('en')} synthetic channels against it    ${f.syntheticAutoMatchMs} ms, ${f.syntheticAutoMatched.toLocaleString('en')} accepted`);
  console.info(`\n  labelled set           channels  with answer  accepted  precision  recall  negatives accepted  top-5   top-1`);
  for (const [label, l] of [['with lineup country', f.labelled.withCountry], ['names only', f.labelled.namesOnly]] as const) {
    console.info(
      `  ${label.padEnd(22)} ${String(l.channels).padStart(8)}  ${String(l.withAnswer).padStart(11)}  ${String(l.accepted).padStart(8)}  ${share(l.precision).padStart(9)}  ${share(l.recall).padStart(6)}  ${`${l.acceptedWithoutAnswer} / ${l.withoutAnswer}`.padStart(18)}  ${share(l.top5).padStart(6)}  ${share(l.top1).padStart(6)}`,
    );
  }
}

if (import.meta.main) {
  const figures = await benchMatch();
  printMatchFigures(figures);
  // Beside bench.ts's results.json; run alone, this bench writes its own file.
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'match.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...figures }, null, 2)}\n`);
  console.info('written: bench/match.json');
}
