// guideMatch.ts — ranked guide-channel suggestions for playlist channels (names, call signs, timeshift, country, logos), bulk auto-match and the console's guide search, over a token index built once per guide.
import { normaliseName } from './mapping.ts';
import type { GuideChannel } from './xmltv.ts';

/** A playlist channel to find a guide channel for (a lineup channel has these fields). */
export interface MatchCandidate {
  id: number;
  title: string;
  tvgName?: string | null;
  tvgId?: string | null;
  logo?: string | null;
  country?: string | null;
}

export interface GuideSuggestion {
  guideId: string;
  /** The guide channel's first display name (its id when it has none). */
  name: string;
  /** 0..1; 1 = certain (the same id, or the same name with nothing against it). */
  score: number;
  /** What the score rests on, for the console: 'same name', 'same call sign WABC', 'country uk', '+1 differs'… */
  why: string[];
}

export interface GuideIndex {
  readonly size: number;
}

/**
 * Bulk auto-match accepts a best suggestion at or above this. Chosen on the labelled set in
 * tests/fixtures/sources/match (1,329 real playlist names, 527 of them with no answer in the guide, against a real
 * 3,200-channel guide). At 0.90: precision 0.988 with the lineup's country (0.978 on names alone), recall 0.81 (0.71).
 * At 0.85 recall gains under a point and wrong matches nearly double (precision 0.979 / 0.973); at 0.80, 0.971 /
 * 0.962. A wrong match silently shows the wrong guide, a missed one is a click in the console: precision wins.
 * Below it a channel is still suggested, for an operator to decide.
 */
export const AUTO_ACCEPT_SCORE = 0.9;

/** A best suggestion needs this lead over the next different guide channel to be auto-accepted. */
const AUTO_ACCEPT_MARGIN = 0.08;

// ─── names ──────────────────────────────────────────────────────────────────────────────────────────────

/** How a channel is sent, not which channel it is: dropped from the tokens wherever they stand ("BBC One EastHD"). */
const QUALITY = new Set(['hd', 'fhd', 'uhd', 'sd', 'hq', 'lq', '4k', '8k', 'hdr', 'hevc', 'h264', 'h265', '2160p', '1080p', '1080i', '720p', '576p', '576i', '540p', '480p', '360p']);
const HIGH_QUALITY = new Set(['hd', 'fhd', 'uhd', '4k', '8k', 'hdr', '2160p', '1080p', '1080i', '720p']);

/** Words that join a name but tell channels apart nowhere ("The Box" is "Box", "U&Dave" is "U Dave"). */
const FILLER = new Set(['the', 'and', 'of', 'de', 'la', 'el', 'feed']);

/**
 * US networks send an East and a West (or Pacific, Mountain) feed, three hours apart: a zone as a name's last word is
 * kept aside like a timeshift. A name that says none means East ("AMC" is "AMC East", at no cost); said differently
 * on the two sides it's another feed. "Middle East", "North East" and "South West" are places, not zones.
 */
const ZONES = new Set(['east', 'west', 'pacific', 'mountain']);
const NOT_ZONE_AFTER = new Set(['middle', 'far', 'north', 'south', 'mid']);

/** Spellings of one word, so both sides compare alike: "BBC Four" = "BBC 4", "Eastern feed" = "East", "Televisión" = "TV". */
const SYNONYMS = new Map([
  ['one', '1'], ['two', '2'], ['three', '3'], ['four', '4'], ['five', '5'], ['six', '6'], ['seven', '7'], ['eight', '8'], ['nine', '9'], ['ten', '10'],
  ['eastern', 'east'], ['western', 'west'], ['television', 'tv'], ['televisao', 'tv'], ['tele', 'tv'],
]);

/**
 * Country codes a name carries as an upper-case word ("BBC One UK", "UK: BBC One", "Canal 26 (ARG)"), as tvg-country
 * writes them, mapped to the codes xmltv ids end with: iptv-org writes Britain as "uk", so "GB" is "uk" here.
 */
const COUNTRY_CODES = new Map([
  ['UK', 'uk'], ['GB', 'uk'], ['US', 'us'], ['USA', 'us'], ['CA', 'ca'], ['CAN', 'ca'], ['AU', 'au'], ['AUS', 'au'], ['NZ', 'nz'], ['IE', 'ie'],
  ['DE', 'de'], ['GER', 'de'], ['AT', 'at'], ['CH', 'ch'], ['FR', 'fr'], ['FRA', 'fr'], ['BE', 'be'], ['NL', 'nl'], ['IT', 'it'], ['ITA', 'it'],
  ['ES', 'es'], ['ESP', 'es'], ['PT', 'pt'], ['POR', 'pt'], ['BR', 'br'], ['BRA', 'br'], ['AR', 'ar'], ['ARG', 'ar'], ['MX', 'mx'], ['MEX', 'mx'],
  ['PL', 'pl'], ['TR', 'tr'], ['IN', 'in'], ['PK', 'pk'], ['ZA', 'za'], ['NG', 'ng'], ['AE', 'ae'], ['SA', 'sa'], ['RU', 'ru'], ['UA', 'ua'],
]);

/** What one name says about its channel. Built once per guide name when the index is built. */
export interface NameFacts {
  /** normaliseName's key (what matchGuide compares): equal keys are "the same name". */
  key: string;
  /** Significant tokens: lower case, no accents, no quality, filler or country code; numbers are tokens too. */
  tokens: string[];
  /** The tokens as written, before synonyms ("one", not "1"): what someone typing in the search box sees. */
  spelled: string[];
  /** The numeric tokens, sorted: "BBC One" ≠ "BBC Two", "Red Button 1" ≠ "Red Button 12". */
  numbers: string;
  /** Hours of a timeshift channel ("Channel 4 +1" → 1), 0 when none. */
  timeshift: number;
  /** A US feed's zone ("east", "west"), null when not said. */
  zone: string | null;
  /** A US or Canadian station's call sign ("WABC"), and its subchannel when said ("WABC-DT2" → 2). */
  callSign: string | null;
  subchannel: number | null;
  country: string | null;
  /** Said HD (or better), said SD, or said nothing: only breaks ties between a channel's HD and SD feeds. */
  hd: boolean | null;
}

/** "(720p)", "[Geo-blocked]", "[Not 24/7]": the tags lists add to names. */
const TAGS = /\(\d{3,4}[pi]\)|\[[^\]]*\]/gi;
const PROVIDER_PREFIX = /^\s*(?:\|([A-Za-z]{2,3})\||([A-Z]{2,3})\s*[:|])\s*/;
/** "+1" glued to its digits at the end: "E4+1", "Channel 4 +1". "Canal+ 1" (a space after "+") is a channel, not a timeshift. */
const TIMESHIFT = /\s*\+(\d{1,2})\s*$/;

/**
 * Call signs: US stations start with K or W, Canadian ones with C; low-power ones look like K31IQ. A bare upper-case
 * word counts only with 4 letters and K/W ("WSOC Channel 9", "KIRO Seattle"): "CNN", "CBBC" and "WWE" are not
 * stations. In parentheses or with a service suffix ("(WJW)", "WABC-TV", "(CFTO-DT)") shorter ones and C count too.
 */
const CALL_IN_PARENS = /\(\s*((?:[KW][A-Z]{2,3})|(?:C[A-Z]{3})|(?:[KW]\d{2}[A-Z]{2}))(?:-?(TV|DT|LD|LP|CD|CA|D)?(\d{1,2})?)?\s*\)/;
const CALL_SUFFIXED = /(?:^|\s)((?:[KW][A-Z]{2,3})|(?:C[A-Z]{3})|(?:[KW]\d{2}[A-Z]{2}))-(TV|DT|LD|LP|CD|CA|D)(\d{1,2})?(?=$|[\s,)])/;
const CALL_BARE = /(?:^|\s)([KW][A-Z]{3})(?=$|[\s,])/;

interface CallSign {
  callSign: string;
  subchannel: number | null;
  /** The text it was read from ("(WABC-DT2)"), replaced by the bare call sign before tokenising: "DT" and "2" are no name. */
  text: string;
}

function callSignOf(raw: string): CallSign | null {
  const m = CALL_IN_PARENS.exec(raw) ?? CALL_SUFFIXED.exec(raw);
  if (m) return { callSign: m[1]!, subchannel: m[3] ? Number(m[3]) : null, text: m[0] };
  const bare = CALL_BARE.exec(raw);
  return bare ? { callSign: bare[1]!, subchannel: null, text: bare[0] } : null;
}

/** "BBCScotlandHD" → "BBC Scotland HD", "ITV2" → "ITV 2", "SportyStuff" → "Sporty Stuff": ids and glued guide names split like spaced ones. */
function splitWords(text: string): string {
  return text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2');
}

function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Codes that name a country inside a name too ("Bravo USA HD - Eastern"); the others only as its last word ("PUSH IT" is no Italy). */
const COUNTRY_INSIDE = new Set(['USA', 'UK', 'US']);

/**
 * A country code standing as its own upper-case word, last or inside the name; the rest of the name without it.
 * Never the first word: there it is the channel's name ("USA Network"), and a provider's "UK:" is taken before.
 */
function countryWord(text: string): { country: string | null; rest: string } {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return { country: null, rest: text };
  const bare = words.map((w) => w.replace(/^[(|]+|[)|.,]+$/g, ''));
  const at = [words.length - 1, ...bare.keys()].find((i, k) => i > 0 && (k === 0 || COUNTRY_INSIDE.has(bare[i]!)) && COUNTRY_CODES.has(bare[i]!));
  if (at === undefined) return { country: null, rest: text };
  return { country: COUNTRY_CODES.get(bare[at]!)!, rest: words.filter((_, i) => i !== at).join(' ') };
}

export function analyseName(raw: string): NameFacts {
  const key = normaliseName(raw);
  let text = raw.replace(TAGS, ' ').replace(/\s+/g, ' ').trim();
  let country: string | null = null;
  const prefix = PROVIDER_PREFIX.exec(text);
  if (prefix) {
    country = COUNTRY_CODES.get((prefix[1] ?? prefix[2] ?? '').toUpperCase()) ?? null;
    text = text.slice(prefix[0].length);
  }
  const call = callSignOf(text);
  if (call) text = text.replace(call.text, ` ${call.callSign} `);
  const said = plainWords(splitWords(text));
  const resolution = /\((\d{3,4})[pi]\)/i.exec(raw);
  const hd = said.some((w) => HIGH_QUALITY.has(w)) || Number(resolution?.[1]) >= 720 ? true : said.some((w) => QUALITY.has(w)) || resolution ? false : null;
  // Quality words go before the timeshift is looked for: "ITV1 +1 HD" is a timeshift.
  text = text.replace(/(?:\s*\b(?:HD|FHD|UHD|SD|4K|HEVC)\b)+\s*$/i, '');
  let timeshift = 0;
  const shift = TIMESHIFT.exec(text);
  if (shift && /\p{L}/u.test(text.slice(0, shift.index))) {
    timeshift = Number(shift[1]);
    text = text.slice(0, shift.index);
  }
  const byWord = countryWord(text);
  country ??= byWord.country;
  const words = plainWords(splitWords(byWord.rest));
  // A quality word before a number names a channel ("BBC UHD 1"); anywhere else it only says how it is sent.
  const spelled = words.filter((w, i) => (!QUALITY.has(w) || /^(?:\d+|one|two|three|four|five)$/.test(words[i + 1] ?? '')) && !FILLER.has(w));
  const tokens = spelled.map((w) => SYNONYMS.get(w) ?? w);
  let zone: string | null = null;
  if (tokens.length > 1 && ZONES.has(tokens.at(-1)!) && !NOT_ZONE_AFTER.has(tokens.at(-2)!)) {
    zone = tokens.pop()!;
    spelled.pop();
  }
  const numbers = tokens.filter((t) => /^\d+$/.test(t)).map(Number).sort((a, b) => a - b).join(' ');
  return { key, tokens, spelled, numbers, timeshift, zone, callSign: call?.callSign ?? null, subchannel: call?.subchannel ?? null, country, hd };
}

// ─── guide ids ──────────────────────────────────────────────────────────────────────────────────────────

/** `BBCOne.uk@LondonHD`, `bbc1.uk`, `CNN.us@SD`: a name, a two-letter country, maybe a feed. Other ids (`I10.101.tv.example.org`) say nothing. */
const XMLTV_ID = /^([A-Za-z0-9&+]+)\.([a-z]{2})(?:@([A-Za-z0-9]+))?$/;
/** A call sign heading a US/Canadian id: `WABCTV71`, `WJWDT1`, `K31IQD3`, `CFTODT`. Three letters only with a suffix or digits (not `WWE`). */
const ID_CALL = /^([KW][A-Z]{3}|[KW]\d{2}[A-Z]{2}|C[A-Z]{3})(?:TV|DT|LD|LP|CD|CA|D)?(\d*)$|^([KW][A-Z]{2})(?:TV|DT|LD|LP|CD|CA|D|\d)\d*$/;

interface IdFacts {
  /** The id's name and feed as words ("BBC One London"), an extra name for the channel. */
  alias: string | null;
  country: string | null;
  timeshift: number;
  callSign: string | null;
  hd: boolean | null;
  /** The id without its quality: `S4C.uk@HD` and `S4C.uk@SD` are one channel sent twice. */
  variant: string;
}

function idFacts(id: string): IdFacts {
  const variant = id
    .toLowerCase()
    .replace(/(@[a-z0-9]*?)(?:uhd|fhd|hd|sd|4k)$/, '$1')
    .replace(/@$/, '')
    .replace(/(?:uhd|fhd|hd|sd)(\.[a-z]{2})$/, '$1');
  const m = XMLTV_ID.exec(id);
  if (!m) return { alias: null, country: null, timeshift: 0, callSign: null, hd: null, variant };
  const [, base = '', country = '', feed = ''] = m;
  const shift = /Plus(\d{1,2})/.exec(feed);
  const place = feed.replace(/Plus\d{1,2}/, '').replace(/(?:UHD|FHD|HD|SD|4K)$/, '');
  const call = country === 'us' || country === 'ca' ? ID_CALL.exec(base) : null;
  const callSign = call ? (call[1] ?? call[3] ?? null) : null;
  return {
    // A call-sign id ("WABCTV71") reads as no name; the call sign itself is kept below.
    alias: callSign ? null : `${base}${place && place !== country.toUpperCase() ? ` ${place}` : ''}`,
    country,
    timeshift: shift ? Number(shift[1]) : 0,
    callSign: callSign && (country === 'ca' || !callSign.startsWith('C')) ? callSign : null,
    hd: /(?:UHD|FHD|HD|4K)$/.test(feed) ? true : /SD$/.test(feed) ? false : null,
    variant,
  };
}

/** The logo's file name without extension or query: the same picture served from two hosts still matches. */
function logoKey(url: string | null | undefined): string | null {
  if (!url) return null;
  const file = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const stem = file.replace(/\.[a-z0-9]{2,4}$/i, '').toLowerCase();
  // Generic names ("logo.png", "1.png") say nothing about the channel.
  return stem.length >= 4 && !/^(?:logo|image|icon|default|\d+)$/.test(stem) ? stem : null;
}

// ─── the index ──────────────────────────────────────────────────────────────────────────────────────────

interface IndexedChannel {
  id: string;
  lowerId: string;
  name: string;
  names: NameFacts[];
  country: string | null;
  logo: string | null;
  variant: string;
}

const GENERIC = new Set(['tv', 'channel', 'network', 'canal', 'chaine', 'kanal']);

/** Tokens more common than this (in channels) don't fetch candidates on their own: "tv" would fetch half the guide. */
const COMMON_SHARE = 0.04;
const COMMON_MIN = 64;
/** Candidates scored per channel, at most: the best by shared rare tokens. */
const CANDIDATES = 48;

class Index implements GuideIndex {
  readonly channels: IndexedChannel[] = [];
  readonly byToken = new Map<string, number[]>();
  /** 3-letter starts of longer tokens: "Lon" finds "London", "Scot" finds "Scotland". */
  readonly byPrefix = new Map<string, number[]>();
  readonly byKey = new Map<string, number[]>();
  readonly byCall = new Map<string, number[]>();
  readonly byLowerId = new Map<string, number>();
  /** Words as spelled, for the search box; and every distinct one sorted, so "bb" finds "bbc" by binary search. */
  readonly byWord = new Map<string, number[]>();
  sortedWords: string[] = [];

  get size(): number {
    return this.channels.length;
  }

  /**
   * Inverse document frequency: a token in few channels says more; tokens the guide never uses weigh the most.
   * Words that only say "a channel" weigh little whatever their count: "Channel 5" is "5", "ABC Network Feed" is "ABC".
   */
  weight(token: string): number {
    const df = this.byToken.get(token)?.length ?? 0;
    return Math.log(1 + this.channels.length / (df + 1)) * (GENERIC.has(token) ? 0.3 : 1);
  }

  commonLimit(): number {
    return Math.max(COMMON_MIN, this.channels.length * COMMON_SHARE);
  }
}

function post(map: Map<string, number[]>, key: string, at: number) {
  const list = map.get(key);
  if (!list) map.set(key, [at]);
  else if (list.at(-1) !== at) list.push(at);
}

function asIndex(index: GuideIndex): Index {
  if (!(index instanceof Index)) throw new TypeError('not a guide index from buildGuideIndex');
  return index;
}

export function buildGuideIndex(guide: readonly GuideChannel[]): GuideIndex {
  const index = new Index();
  for (const g of guide) {
    if (index.byLowerId.has(g.id.toLowerCase())) continue;
    const at = index.channels.length;
    const fromId = idFacts(g.id);
    const names = [...new Set([...g.displayNames, ...(fromId.alias ? [splitWords(fromId.alias)] : [])])].map((n) => withIdFacts(analyseName(n), fromId));
    index.channels.push({ id: g.id, lowerId: g.id.toLowerCase(), name: g.displayNames[0] ?? g.id, names, country: fromId.country, logo: logoKey(g.icon), variant: fromId.variant });
    index.byLowerId.set(g.id.toLowerCase(), at);
    for (const n of names) {
      if (n.key) post(index.byKey, n.key, at);
      if (n.callSign) post(index.byCall, n.callSign, at);
      for (const t of n.tokens) {
        post(index.byToken, t, at);
        if (t.length > 3 && !/^\d+$/.test(t)) post(index.byPrefix, t.slice(0, 3), at);
      }
      for (const w of new Set([...n.spelled, ...n.tokens])) post(index.byWord, w, at);
    }
  }
  index.sortedWords = [...index.byWord.keys()].sort();
  return index;
}

/** The id speaks for what a display name leaves out: "5+1" is a timeshift when its id says Plus1, a call-sign id gives its call sign. */
function withIdFacts(n: NameFacts, id: IdFacts): NameFacts {
  return {
    ...n,
    timeshift: n.timeshift || id.timeshift,
    callSign: n.callSign ?? id.callSign,
    country: id.country ?? n.country,
    hd: n.hd ?? id.hd,
  };
}

// ─── scoring ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * How much of two token lists match, weighted by how rare each token is: a weighted Dice coefficient, 1 when every
 * token matches. Tokens match exactly (1), as a prefix of 2+ letters for abbreviations ("Lon" ~ "London", 0.8), with
 * one typo in words of 5+ letters ("Northen" ~ "Northern", 0.8), or as the initials of a run ("NI" ~ "Northern
 * Ireland", "RB" ~ "Red Button", 0.8). Numbers match only exactly.
 */
function tokenSimilarity(a: readonly string[], b: readonly string[], weight: (t: string) => number): number {
  let total = 0;
  for (const t of a) total += weight(t);
  for (const t of b) total += weight(t);
  if (total === 0) return 0;
  const usedB = new Array<boolean>(b.length).fill(false);
  const usedA = new Array<boolean>(a.length).fill(false);
  let matched = 0;
  const take = (i: number, j: number, credit: number) => {
    usedA[i] = true;
    usedB[j] = true;
    matched += credit * (weight(a[i]!) + weight(b[j]!));
  };
  a.forEach((t, i) => {
    const j = b.findIndex((u, k) => !usedB[k] && u === t);
    if (j >= 0) take(i, j, 1);
  });
  a.forEach((t, i) => {
    if (usedA[i]) return;
    const j = b.findIndex((u, k) => !usedB[k] && looselyEqual(t, u));
    if (j >= 0) take(i, j, 0.8);
  });
  matched += initialsCredit(a, usedA, b, usedB, weight) + initialsCredit(b, usedB, a, usedA, weight);
  return Math.min(1, matched / total);
}

/** Regions written as one letter: "BBC ONE N West", "S East". */
const COMPASS = new Set(['north', 'south', 'east', 'west']);

function looselyEqual(t: string, u: string): boolean {
  if (/^\d/.test(t) || /^\d/.test(u)) return false;
  const [short, long] = t.length <= u.length ? [t, u] : [u, t];
  if (short.length >= 2 && long.startsWith(short)) return true;
  if (short.length === 1 && COMPASS.has(long) && long.startsWith(short)) return true;
  return short.length >= 5 && long.length - short.length <= 1 && withinOneEdit(short, long);
}

/** One insertion, deletion or substitution apart (lengths differ by at most one). */
function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.slice(i) === b.slice(i + 1);
}

/** A short unmatched token (2–4 letters) that spells the initials of a run of unmatched tokens on the other side. */
function initialsCredit(a: readonly string[], usedA: boolean[], b: readonly string[], usedB: boolean[], weight: (t: string) => number): number {
  let credit = 0;
  a.forEach((t, i) => {
    if (usedA[i] || t.length < 2 || t.length > 4 || /\d/.test(t)) return;
    for (let j = 0; j + t.length <= b.length; j++) {
      const run = b.slice(j, j + t.length);
      if (run.some((_, k) => usedB[j + k]) || run.map((u) => u[0]).join('') !== t) continue;
      usedA[i] = true;
      run.forEach((u, k) => {
        usedB[j + k] = true;
        credit += 0.8 * weight(u);
      });
      credit += 0.8 * weight(t);
      return;
    }
  });
  return credit;
}

interface Scored {
  score: number;
  why: string[];
  hdAgrees: boolean;
}

/**
 * One playlist name (a) against one guide name (b). The name similarity is the base (1 for the same normalised name,
 * 0.97 for the same words run together); then what the words can't say alone: call signs (equal: nearly certain
 * whatever the network's name; different: different stations), numbers (BBC One ≠ BBC Two), timeshift
 * (Channel 4 ≠ Channel 4 +1) and US zones. scoreChannel adds the country and the logo.
 */
function scoreNames(a: NameFacts, b: NameFacts, weight: (t: string) => number): Scored {
  const why: string[] = [];
  let score: number;
  if (a.key !== '' && a.key === b.key) score = 1;
  else if (a.tokens.length > 0 && a.tokens.join('') === b.tokens.join('')) score = 0.97;
  else score = tokenSimilarity(a.tokens, b.tokens, weight);
  why.push(score >= 0.97 ? 'same name' : `name ${Math.round(score * 100)}% alike`);

  let sameStation = false;
  if (a.callSign && b.callSign) {
    // No subchannel said is the main one: "FOX (WXXA)" is WXXA-DT1, not the WXXA-TV4 that carries another network.
    const subchannelsDiffer = (a.subchannel ?? 1) !== (b.subchannel ?? 1);
    if (a.callSign === b.callSign && !subchannelsDiffer) {
      sameStation = true;
      score = Math.min(1, Math.max(score, 0.7) + 0.2);
      why.push(`same call sign ${a.callSign}`);
    } else {
      score = Math.min(score, 0.35);
      why.push(
        a.callSign === b.callSign
          ? `subchannel differs (${a.callSign}-${a.subchannel ?? 1}, not ${b.callSign}-${b.subchannel ?? 1})`
          : `call sign differs (${a.callSign}, not ${b.callSign})`,
      );
    }
  }
  // A station's channel number ("WSOC Channel 9") is not its name's number: with the call sign agreeing, numbers don't count.
  if (!sameStation && a.numbers !== b.numbers) {
    score *= 0.55;
    why.push('numbers differ');
  }
  if (a.timeshift !== b.timeshift) {
    score = Math.min(score * 0.8, 0.55);
    why.push(`+${a.timeshift || b.timeshift} differs`);
  }
  const zone = zoneCost(a.zone, b.zone);
  if (zone) {
    score = zone.cap ? Math.min(score * 0.8, 0.55) : score * 0.9;
    why.push(zone.why);
  }
  return { score, why, hdAgrees: (a.hd ?? false) === (b.hd ?? false) };
}

/**
 * A playlist name that says no zone means East ("AMC" is AMC East): against West it costs a little, so East ranks
 * first. Zones said on both sides and different are different feeds. A zone the guide's name doesn't say costs a
 * little too: a guide that never splits a channel by zone is likely another country's channel of that name.
 */
function zoneCost(playlist: string | null, guide: string | null): { cap: boolean; why: string } | null {
  if (playlist === guide) return null;
  if (playlist && guide) return { cap: true, why: `feed differs (${playlist}, not ${guide})` };
  if (guide && guide !== 'east') return { cap: false, why: `feed ${guide} where east is meant` };
  if (playlist) return { cap: false, why: `feed ${playlist} not in the guide's name` };
  return null;
}

function countryAdjust(scored: Scored, candidate: string | null, guide: string | null): void {
  if (!candidate || !guide) return;
  if (candidate === guide) {
    scored.score = Math.min(1, scored.score + 0.03);
    scored.why.push(`country ${guide}`);
  } else {
    // A mild cut: an xmltv id's country is where the channel comes from, and lineups carry foreign channels (Eurosport.fr in the UK).
    scored.score *= 0.9;
    scored.why.push(`country differs (${candidate}, not ${guide})`);
  }
}

interface CandidateFacts {
  names: NameFacts[];
  country: string | null;
  logo: string | null;
  tvgId: string | null;
}

function candidateFacts(c: MatchCandidate): CandidateFacts {
  const titles = [...new Set([c.title, c.tvgName].filter((n): n is string => !!n && n.trim() !== ''))];
  const names = titles.map(analyseName);
  const fromId = c.tvgId ? idFacts(c.tvgId).country : null;
  // The name's own code ("USA Network (CAN)") is about the channel; tvg-country is often the whole lineup's.
  const country = names.find((n) => n.country)?.country ?? declaredCountry(c.country) ?? fromId ?? null;
  return { names, country, logo: logoKey(c.logo), tvgId: c.tvgId?.trim() || null };
}

/** tvg-country as playlists write it: "UK", "gb", "PT", "USA" (a list like "US;CA" gives its first). */
function declaredCountry(country: string | null | undefined): string | null {
  const code = country?.split(/[;,\s]/)[0]?.trim().toUpperCase();
  if (!code) return null;
  return COUNTRY_CODES.get(code) ?? (/^[A-Z]{2}$/.test(code) ? code.toLowerCase() : null);
}

function scoreChannel(c: CandidateFacts, g: IndexedChannel, index: Index): Scored {
  if (c.tvgId && c.tvgId.toLowerCase() === g.id.toLowerCase()) return { score: 1, why: ['same id'], hdAgrees: true };
  const weight = (t: string) => index.weight(t);
  let best: Scored | null = null;
  for (const a of c.names) {
    for (const b of g.names) {
      const s = scoreNames(a, b, weight);
      if (!best || s.score > best.score || (s.score === best.score && s.hdAgrees && !best.hdAgrees)) best = s;
    }
  }
  const scored = best ?? { score: 0, why: [], hdAgrees: false };
  countryAdjust(scored, c.country, g.country);
  if (c.logo && c.logo === g.logo) {
    scored.score = Math.min(1, scored.score + 0.15);
    scored.why.push('same logo');
  }
  scored.score = Math.round(scored.score * 1000) / 1000;
  return scored;
}

/**
 * Guide channels worth scoring for these names, found through the index (never the whole guide): the same
 * normalised name, the same call sign, then channels sharing the rarest tokens (or their 3-letter starts), ranked by
 * the weight they share; common tokens ("tv", "channel") fetch nothing on their own unless the name has nothing else.
 */
function candidatesFor(c: CandidateFacts, index: Index): number[] {
  const certain = new Set<number>();
  const votes = new Map<number, number>();
  const vote = (list: readonly number[] | undefined, w: number) => {
    for (const at of list ?? []) votes.set(at, (votes.get(at) ?? 0) + w);
  };
  const limit = index.commonLimit();
  if (c.tvgId) {
    const at = index.byLowerId.get(c.tvgId.toLowerCase());
    if (at !== undefined) certain.add(at);
  }
  // Capped: a guide with a thousand channels of one name must not make each lookup score a thousand.
  const add = (list: readonly number[] | undefined) => {
    for (const at of (list ?? []).slice(0, CANDIDATES * 4)) certain.add(at);
  };
  for (const n of c.names) {
    add(index.byKey.get(n.key));
    if (n.callSign) add(index.byCall.get(n.callSign));
    const known = n.tokens.filter((t) => index.byToken.has(t));
    const rare = known.filter((t) => index.byToken.get(t)!.length <= limit);
    for (const t of rare) vote(index.byToken.get(t), index.weight(t));
    // Nothing rare: the least common token still fetches, capped, so "TV 1" finds something.
    if (rare.length === 0 && known.length > 0) {
      const least = known.reduce((x, y) => (index.byToken.get(x)!.length <= index.byToken.get(y)!.length ? x : y));
      vote(index.byToken.get(least)!.slice(0, limit * 4), index.weight(least));
    }
    // "Turner Classic Movies" finds TCM by its initials.
    if (n.tokens.length >= 2 && n.tokens.length <= 4) vote(index.byToken.get(n.tokens.map((t) => t[0]).join('')), 1);
    for (const t of n.tokens) {
      if (t.length < 3 || /^\d/.test(t)) continue;
      const list = index.byPrefix.get(t.slice(0, 3));
      if (list && list.length <= limit) vote(list, index.weight(t) * 0.5);
    }
  }
  const ranked = [...votes].sort((x, y) => y[1] - x[1]).slice(0, CANDIDATES).map(([at]) => at);
  return [...new Set([...certain, ...ranked])];
}

type Ranked = GuideSuggestion & { variant: string; country: string | null; hdAgrees: boolean };

function rank(c: CandidateFacts, index: Index): Ranked[] {
  return candidatesFor(c, index)
    .map((at) => {
      const g = index.channels[at]!;
      const s = scoreChannel(c, g, index);
      return { guideId: g.id, name: g.name, score: s.score, why: s.why, variant: g.variant, country: g.country, hdAgrees: s.hdAgrees };
    })
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || Number(y.hdAgrees) - Number(x.hdAgrees) || (x.guideId < y.guideId ? -1 : x.guideId > y.guideId ? 1 : 0));
}

const publicSuggestion = ({ guideId, name, score, why }: GuideSuggestion): GuideSuggestion => ({ guideId, name, score, why });

/** The guide channels most likely to be this playlist channel, best first. */
export function suggestGuideChannels(channel: MatchCandidate, index: GuideIndex, limit = 5): GuideSuggestion[] {
  return rank(candidateFacts(channel), asIndex(index)).slice(0, limit).map(publicSuggestion);
}

// ─── bulk auto-match ────────────────────────────────────────────────────────────────────────────────────

/**
 * A suggestion safe to accept unseen: at or above AUTO_ACCEPT_SCORE, and ahead of every *other* guide channel by
 * AUTO_ACCEPT_MARGIN. The same channel's other quality (S4C.uk@HD beside S4C.uk@SD) is no rival; two channels of one
 * name (ITV1 HD for Anglia and for London, CBBC HD for the UK and for Ireland) are, so neither is taken: the name
 * can't tell which is meant. The channel's country can: a rival from another country than the channel's, when the
 * best is from the channel's own, is no rival.
 */
function acceptable(ranked: readonly Ranked[], country: string | null): Ranked | null {
  const best = ranked[0];
  if (!best || best.score < AUTO_ACCEPT_SCORE) return null;
  const countryDecides = country !== null && best.country === country;
  const rival = ranked.find((s) => s.variant !== best.variant && !(countryDecides && s.country !== country));
  return rival && rival.score > best.score - AUTO_ACCEPT_MARGIN ? null : best;
}

/** The playlist name, as compared for "identical names": normalised, quality words dropped. */
function sameNameKey(c: MatchCandidate): string {
  const n = analyseName(c.title);
  return `${n.tokens.join(' ')}|${n.timeshift}|${n.callSign ?? ''}`;
}

/**
 * Channel id → its guide channel, for every channel whose best suggestion is safe to accept.
 *
 * Each guide channel goes to one playlist channel, the best scored; another gets it too only when its name is the
 * same once quality is dropped: a playlist's "CBBC" and "CBBC HD" are one channel sent twice, and one guide serves
 * both. A differently named channel that wanted a taken guide channel gets nothing (an operator decides): two
 * different names on one guide channel means at least one is wrong.
 *
 * Linear in channels: each is scored against its index candidates only (a few dozen), then one sort.
 */
export function autoMatch(channels: readonly MatchCandidate[], index: GuideIndex): Map<number, GuideSuggestion> {
  const ix = asIndex(index);
  const proposals: Array<{ channel: MatchCandidate; pick: GuideSuggestion }> = [];
  for (const channel of channels) {
    const facts = candidateFacts(channel);
    const pick = acceptable(rank(facts, ix), facts.country);
    if (pick) proposals.push({ channel, pick: publicSuggestion(pick) });
  }
  proposals.sort((x, y) => y.pick.score - x.pick.score || x.channel.id - y.channel.id);
  const owner = new Map<string, string>();
  const matches = new Map<number, GuideSuggestion>();
  for (const { channel, pick } of proposals) {
    const key = sameNameKey(channel);
    const taken = owner.get(pick.guideId);
    if (taken !== undefined && taken !== key) continue;
    owner.set(pick.guideId, key);
    matches.set(channel.id, pick);
  }
  return matches;
}

// ─── the console's search box ───────────────────────────────────────────────────────────────────────────

/** The sorted tokens starting with `prefix`, found by binary search. */
function tokensStartingWith(sorted: readonly string[], prefix: string, max: number): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && out.length < max && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}

/**
 * Guide channels for what an operator types: by id (exact, then starting with, then containing the text) or by name
 * (every word found, the last one as typed so far: "bbc on" finds BBC One), fuzzy like the suggestions, best first.
 */
export function searchGuideChannels(query: string, index: GuideIndex, limit = 20): GuideSuggestion[] {
  const ix = asIndex(index);
  const q = query.trim();
  if (!q) return [];
  const found = new Map<number, { score: number; why: string[] }>();
  const offer = (at: number, score: number, why: string) => {
    const had = found.get(at);
    if (!had || had.score < score) found.set(at, { score, why: [why] });
  };

  const lower = q.toLowerCase();
  const exact = ix.byLowerId.get(lower);
  if (exact !== undefined) offer(exact, 1, 'same id');
  // Ids are scanned, not indexed: a substring test on 10,000 short strings is well under a millisecond, and a search
  // box asks once per keystroke, not once per channel.
  if (lower.length >= 2) {
    ix.channels.forEach((g, at) => {
      if (g.lowerId.startsWith(lower)) offer(at, 0.9, 'id');
      else if (lower.length >= 3 && g.lowerId.includes(lower)) offer(at, 0.7, 'id');
    });
  }

  const words = plainWords(splitWords(q.replace(TAGS, ' '))).filter((w) => !FILLER.has(w));
  if (words.length > 0) searchByName(words, ix, offer);

  return [...found]
    .sort((x, y) => y[1].score - x[1].score || ix.channels[x[0]]!.name.length - ix.channels[y[0]]!.name.length)
    .slice(0, limit)
    .map(([at, s]) => ({ guideId: ix.channels[at]!.id, name: ix.channels[at]!.name, score: Math.round(s.score * 1000) / 1000, why: s.why }));
}

/**
 * Each word must be found in a name, as written or as its synonym ("bbc one" and "bbc 1" both find BBC One), the last
 * one as a beginning ("bbc on"), any one with a typo at a loss ("chanel 4"). The rarest complete word picks the channels
 * to look at; with none, the last word's completions do.
 */
function searchByName(words: string[], ix: Index, offer: (at: number, score: number, why: string) => void) {
  const last = words.at(-1)!;
  const postings = (w: string) => ix.byWord.get(w) ?? ix.byWord.get(SYNONYMS.get(w) ?? '');
  const rarest = words
    .slice(0, -1)
    .filter((w) => postings(w))
    .sort((x, y) => postings(x)!.length - postings(y)!.length)[0];
  const pool = new Set<number>(rarest ? postings(rarest) : []);
  if (!rarest) for (const w of tokensStartingWith(ix.sortedWords, last, 200)) for (const at of ix.byWord.get(w)!) pool.add(at);
  // A typo in every word: fall back on the suggestions' candidates (3-letter starts, rare tokens).
  if (pool.size === 0) for (const at of candidatesFor({ names: [analyseName(words.join(' '))], country: null, logo: null, tvgId: null }, ix)) pool.add(at);

  const weight = (w: string) => ix.weight(SYNONYMS.get(w) ?? w);
  const total = words.reduce((sum, w) => sum + weight(w), 0);
  for (const at of pool) {
    let best = 0;
    for (const n of ix.channels[at]!.names) {
      const has = (w: string) => n.spelled.includes(w) || n.tokens.includes(SYNONYMS.get(w) ?? w);
      let got = 0;
      words.forEach((w, i) => {
        if (has(w)) got += weight(w);
        else if (i === words.length - 1 && n.spelled.some((t) => t.startsWith(w))) got += 0.9 * weight(w);
        else if (n.spelled.some((t) => looselyEqual(w, t))) got += 0.7 * weight(w);
      });
      const nameWeight = n.tokens.reduce((sum, t) => sum + ix.weight(t), 0) || 1;
      // Every word found weighs most; a name with little besides them ranks above a longer one.
      best = Math.max(best, (got / total) * (0.75 + 0.25 * Math.min(1, got / nameWeight)));
    }
    if (best > 0.3) offer(at, best * 0.95, 'name');
  }
}
