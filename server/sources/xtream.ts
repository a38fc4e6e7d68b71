// xtream.ts — an Xtream Codes account (server, username, password) read as a lineup source over player_api.php: the account checked, its live streams as playlist entries.
import { openSource, readText, reasonOf, type OpenOptions } from './input.ts';
import type { CatchUp, PlaylistEntry } from './m3u.ts';
import { ProblemLog, type Problem } from './problems.ts';

/** What an operator types in: the panel's address ("http://host:port", a trailing slash or a path prefix tolerated) and the line's login. */
export interface XtreamAccount {
  server: string;
  username: string;
  password: string;
}

export interface XtreamLineup {
  /** One per live stream, in the server's order (which is by `num`). */
  entries: PlaylistEntry[];
  /** The account's XMLTV guide: `{server}/xmltv.php?username=…&password=…`. */
  guideUrl: string;
  /** How many streams the account may play at once (`user_info.max_connections`); null when absent or 0. */
  maxConnections: number | null;
  /** The panel's time zone (`server_info.timezone`, e.g. "Europe/London"). */
  timezone: string | null;
  /** When the account ends (`user_info.exp_date`, unix seconds); null for an account that does not. */
  expiresAt: number | null;
  /** Per-stream oddities; `line` is the stream's 1-based index in get_live_streams. */
  problems: Problem[];
  /** Problems beyond the kept ones (a panel with hundreds of radio stations reports each). */
  problemsOmitted: number;
}

export interface XtreamOptions {
  /** How long each of the three requests may wait for its response headers (openSource's default when absent). */
  timeoutMs?: number;
  /** Handed to openSource with every request, for its rule on private and loopback addresses. */
  allowPrivate?: boolean;
}

/** The account can't be read: a refused login, an account that is not active, an address that is no Xtream Codes server. */
export class XtreamError extends Error {
  override name = 'XtreamError';
}

/** `user@host` for reports and logs: never the password. */
export const xtreamSourceName = (account: XtreamAccount): string => `${account.username.trim()}@${hostOf(account.server, account.password.trim())}`;

/** player_api.php's `stream_type`s that are television: panels also list radio stations among the live streams. */
const TV_TYPES = new Set(['live', 'created_live']);
const RADIO_TYPE = 'radio_streams';

type Json = Record<string, unknown>;

/** What every request of one read shares. */
interface Reader {
  server: string;
  username: string;
  password: string;
  /** "Xtream Codes account user@host": how every message starts. */
  label: string;
  /** Text from elsewhere (the server's answers, the operator's typing) as a message may quote it: short, and without the password. */
  quote: (text: string) => string;
  open: OpenOptions;
}

export async function readXtream(account: XtreamAccount, options: XtreamOptions = {}): Promise<XtreamLineup> {
  const label = `Xtream Codes account ${xtreamSourceName(account)}`;
  const username = account.username.trim();
  const password = account.password.trim();
  if (!username || !password) throw new XtreamError(`${label}: the username and the password are both needed`);
  const quote = (text: string) => clip(redact(text, password));
  const reader: Reader = { server: serverOf(account.server, label, quote), username, password, label, quote, open: openOptions(options) };

  // The account first: a panel asked for a list by a refused or expired account answers with the account instead.
  const { user, server } = accountOf(await ask(reader, null), reader);
  const [categories, streams] = await Promise.all([
    ask(reader, 'get_live_categories').then((v) => listOf(v, 'get_live_categories', reader)),
    ask(reader, 'get_live_streams').then((v) => listOf(v, 'get_live_streams', reader)),
  ]);

  const log = new ProblemLog();
  const entries = entriesOf(streams, categoryNames(categories), reader, urlFormat(user['allowed_output_formats']), (line, message) => log.add(line, message));
  return {
    entries,
    guideUrl: `${reader.server}/xmltv.php?${new URLSearchParams({ username, password })}`,
    maxConnections: wholeNumber(user['max_connections'], 1),
    timezone: textOf(server['timezone']),
    expiresAt: wholeNumber(user['exp_date'], 1),
    problems: log.list,
    problemsOmitted: log.omitted,
  };
}

/**
 * openSource has no rule on private addresses of its own today (an operator's source addresses are trusted, as for
 * an M3U URL); `allowPrivate` is passed on all the same, so these requests follow whatever rule it gains.
 */
function openOptions(options: XtreamOptions): OpenOptions {
  const open: OpenOptions & { allowPrivate?: boolean } = {};
  if (options.timeoutMs !== undefined) open.timeoutMs = options.timeoutMs;
  if (options.allowPrivate !== undefined) open.allowPrivate = options.allowPrivate;
  return open;
}

// ── The address ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * The panel's base URL without a trailing slash. Operators paste "host:port" without a scheme, or the whole
 * player_api.php / get.php address their provider sent: both are taken back to the base (query and all).
 */
function serverOf(server: string, label: string, quote: (text: string) => string): string {
  const text = server.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    throw new XtreamError(`${label}: the server "${quote(text)}" is not a web address (such as http://line.example.com:8080)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new XtreamError(`${label}: the server must be an http:// or https:// address, not ${url.protocol}`);
  // Only the host is kept of the authority: fetch refuses a URL with user:password@ in it, and the account's login goes in the query.
  const path = url.pathname.replace(/\/(player_api|get|xmltv|panel_api)\.php$/i, '').replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`;
}

/** The address's host (and port), or what was typed when it is no address: a pasted get.php link may carry the password. */
function hostOf(server: string, password: string): string {
  const text = server.trim();
  try {
    const host = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`).host;
    if (host) return host;
  } catch {
    // not an address: shown as typed
  }
  return clip(redact(text, password));
}

// ── The requests ─────────────────────────────────────────────────────────────────────────────────────────

/** player_api.php with the login and, for a list, its action: the parsed JSON, or an XtreamError an operator can act on. */
async function ask(reader: Reader, action: string | null): Promise<unknown> {
  const { server, username, password, label } = reader;
  const query = new URLSearchParams({ username, password, ...(action ? { action } : {}) });
  const url = `${server}/player_api.php?${query}`;
  // Messages name the address without its query: the login stays out of them.
  const where = `${server}/player_api.php${action ? ` (${action})` : ''}`;
  let text: string;
  try {
    text = await readText(await openSource(url, reader.open));
  } catch (error) {
    throw new XtreamError(`${label}: ${failureOf(redact(reasonOf(error).replaceAll(url, where), password), where)}`);
  }
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') throw new XtreamError(`${label}: ${where} answers with an empty page; the address does not answer as an Xtream Codes server`);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new XtreamError(`${label}: ${where} does not answer as an Xtream Codes server (it sent ${describe(body, reader.quote)}, not JSON)`);
  }
}

/** A failed request in an operator's words: openSource says "cannot fetch <url>: HTTP 404" or "cannot fetch <url>: <why>" (the URL already <where>). */
function failureOf(reason: string, where: string): string {
  const why = reason.startsWith(`cannot fetch ${where}: `) ? reason.slice(`cannot fetch ${where}: `.length) : reason;
  const status = /^HTTP (\d{3})$/.exec(why)?.[1];
  if (status === '401' || status === '403') return `the server refused the username or password (HTTP ${status} from ${where})`;
  // XUI panels, the usual Xtream Codes servers today, answer a refused login with a plain 404 page.
  if (status === '404') return `${where} answers HTTP 404: either the address is not an Xtream Codes server, or the server refused the username or password`;
  if (status) return `${where} answers HTTP ${status}`;
  return `cannot reach ${where}: ${why}`;
}

/** What a non-JSON answer looked like: an HTML page's title, else its first words (a page may echo the request, login and all). */
function describe(body: string, quote: (text: string) => string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1]?.trim();
  if (title) return `an HTML page titled "${quote(title)}"`;
  if (/^<(!doctype|html)/i.test(body)) return 'an HTML page';
  return `"${quote(body.replace(/\s+/g, ' '))}"`;
}

// ── The account ──────────────────────────────────────────────────────────────────────────────────────────

/** `user_info` and `server_info` of an account that may watch; anything else is an XtreamError. */
function accountOf(answer: unknown, reader: Reader): { user: Json; server: Json } {
  const { label } = reader;
  if (!isObject(answer)) throw new XtreamError(`${label}: ${reader.server}/player_api.php does not answer as an Xtream Codes server (its answer has no account details)`);
  const user = answer['user_info'];
  // A refused login is {"user_info":{"auth":0}}; PHP writes an empty user_info as [].
  if (!isObject(user) || !isSet(user['auth'])) throw new XtreamError(`${label}: the server refused the username or password`);
  const status = textOf(user['status']);
  if (status !== null && status.toLowerCase() !== 'active') throw new XtreamError(`${label}: the server says the account is ${reader.quote(status)}, not Active`);
  return { user, server: isObject(answer['server_info']) ? answer['server_info'] : {} };
}

/** A list action's array. A panel that no longer lets the account watch answers with the account details instead. */
function listOf(answer: unknown, action: string, reader: Reader): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (isObject(answer) && 'user_info' in answer) accountOf(answer, reader);
  throw new XtreamError(`${reader.label}: ${reader.server}/player_api.php (${action}) did not answer with a list`);
}

/** `m3u8` unless the account may not have it: a relayed HLS stream needs no remuxing, and HLS is what an absent list means. */
function urlFormat(allowed: unknown): 'm3u8' | 'ts' {
  if (!Array.isArray(allowed)) return 'm3u8';
  const formats = allowed.map((f) => String(f).toLowerCase());
  return !formats.includes('m3u8') && formats.includes('ts') ? 'ts' : 'm3u8';
}

// ── The streams ──────────────────────────────────────────────────────────────────────────────────────────

/** category_id → its name (ids compared as text: they come as "7" or 7). */
function categoryNames(categories: readonly unknown[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of categories) {
    if (!isObject(c)) continue;
    const id = textOf(c['category_id']);
    const name = tidy(textOf(c['category_name']) ?? '');
    if (id !== null && name && !names.has(id)) names.set(id, name);
  }
  return names;
}

type Report = (line: number, message: string) => void;

function entriesOf(streams: readonly unknown[], categories: Map<string, string>, reader: Reader, format: 'm3u8' | 'ts', report: Report): PlaylistEntry[] {
  const entries: PlaylistEntry[] = [];
  /** stream_id → the line it was first listed on: panels showing category duplicates list a stream once per category. */
  const seen = new Map<number, number>();
  for (const [index, stream] of streams.entries()) {
    const line = index + 1;
    if (!isObject(stream)) {
      report(line, `not a stream (${stream === null ? 'null' : typeof stream}); skipped`);
      continue;
    }
    const called = tidy(textOf(stream['name']) ?? '');
    const what = called ? `"${reader.quote(called)}"` : 'a stream without a name';
    const type = textOf(stream['stream_type']);
    if (type === RADIO_TYPE) {
      report(line, `${what} is a radio station; skipped`);
      continue;
    }
    if (type !== null && !TV_TYPES.has(type)) {
      report(line, `${what} has stream_type "${reader.quote(type)}", not a live channel; skipped`);
      continue;
    }
    const id = wholeNumber(stream['stream_id'], 1);
    if (id === null) {
      report(line, `${what} has no usable stream_id; skipped`);
      continue;
    }
    const first = seen.get(id);
    if (first !== undefined) {
      report(line, `${what}: stream ${id} is listed again (first at line ${first}: another category?); kept once`);
      continue;
    }
    seen.set(id, line);
    let name = called;
    if (!name) {
      name = `Stream ${id}`;
      report(line, `stream ${id} has no name; called "${name}"`);
    }
    entries.push({
      line,
      name,
      url: `${reader.server}/live/${encodeURIComponent(reader.username)}/${encodeURIComponent(reader.password)}/${id}.${format}`,
      duration: -1,
      tvgId: guideIdOf(stream['epg_channel_id']),
      tvgName: name,
      logo: textOf(stream['stream_icon']),
      chno: wholeNumber(stream['num'], 1),
      group: groupOf(stream['category_id'], categories, reader.quote, what, line, report),
      language: null,
      country: null,
      catchUp: catchUpOf(stream, what, line, report),
      headers: {},
      attributes: attributesOf(stream),
    });
  }
  return entries;
}

/** `epg_channel_id`: null, "" and the text "NULL" (some panels write the database's null out) all mean none. */
function guideIdOf(value: unknown): string | null {
  const id = textOf(value);
  return id === null || id.toLowerCase() === 'null' ? null : id;
}

/** A stream in no category (null: panels allow it) has no group and says nothing; one in a category the list lacks is reported. */
function groupOf(value: unknown, categories: Map<string, string>, quote: (text: string) => string, what: string, line: number, report: Report): string | null {
  const id = textOf(value);
  if (id === null) return null;
  const name = categories.get(id);
  if (name === undefined) report(line, `${what} is in category ${quote(id)}, which get_live_categories does not list; no group`);
  return name ?? null;
}

/** The panel's own archive (`tv_archive`, over `tv_archive_duration` days), replayed through its timeshift URLs: mode `xc`. */
function catchUpOf(stream: Json, what: string, line: number, report: Report): CatchUp | null {
  if (!isSet(stream['tv_archive'])) return null;
  const days = wholeNumber(stream['tv_archive_duration'], 1);
  if (days === null) {
    report(line, `${what} has catch-up (tv_archive) but no number of days (tv_archive_duration); no catch-up`);
    return null;
  }
  return { mode: 'xc', days, source: null };
}

/** The stream's fields as text, like an #EXTINF's attributes: numbers written out, lists as JSON, nulls left out. */
function attributesOf(stream: Json): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(stream)) {
    if (value === null || value === undefined) continue;
    attributes[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return attributes;
}

// ── Values as panels write them: "3" or 3, "1" or 1 or true, "" or null ────────────────────────────────────

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** 1, "1" or true. */
const isSet = (value: unknown): boolean => value === 1 || value === '1' || value === true;

/** A non-empty string (trimmed) or a finite number written out; anything else is null. */
function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  return value.trim() || null;
}

/** A whole number of at least `min`, written as a number or as digits. */
function wholeNumber(value: unknown, min: number): number | null {
  const text = textOf(value);
  if (text === null || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min ? n : null;
}

/** Names compare and display better composed (NFC) and with single spaces (as m3u.ts does). */
const tidy = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

const clip = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * The password out of text a message quotes (a server may echo the request, login and all): as typed and URL-encoded
 * both ways (%20 and +), then whatever follows `password=`. A short password is starred out only as a whole token
 * (not inside a word or a number), so "p" leaves "http" alone; from 8 characters on, wherever it appears.
 */
function redact(text: string, password: string): string {
  if (!password) return text.replace(/(password=)[^&\s"'<>]*/gi, '$1***');
  const forms = [...new Set([password, encodeURIComponent(password), new URLSearchParams({ p: password }).toString().slice(2)])].sort((a, b) => b.length - a.length);
  let out = text;
  for (const form of forms) {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(password.length >= 8 ? escaped : `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), '***');
  }
  return out.replace(/(password=)[^&\s"'<>]*/gi, '$1***');
}
