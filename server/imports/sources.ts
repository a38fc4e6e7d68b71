// sources.ts (imports) — the lineup's sources in priority order: FTV_LINEUP and FTV_GUIDE (read-only), then the console's playlists, guides and Xtream Codes accounts; each read into playlist entries or a guide address.
import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { LineupSource, SourceKind } from '../db/schema.ts';
import { openSource, readText, reasonOf } from '../sources/input.ts';
import { parsePlaylist, type PlaylistEntry } from '../sources/m3u.ts';
import type { Problem } from '../sources/problems.ts';
import { readXtream, xtreamSourceName } from '../sources/xtream.ts';
import { consoleSources } from './repository.ts';

/** One source as the import and the console see it. */
export interface SourceRef {
  /** `console:<id>`, `FTV_LINEUP:<location>`, `FTV_GUIDE:<location>`: where its last import is kept. */
  key: string;
  /** null: from the environment (read-only in the console). */
  id: number | null;
  env: 'FTV_LINEUP' | 'FTV_GUIDE' | null;
  kind: SourceKind;
  name: string;
  /** The playlist's or guide's location; an Xtream Codes account's server address. */
  location: string;
  username: string | null;
  password: string | null;
  enabled: boolean;
  priority: number;
  maxStreams: number | null;
}

export const consoleKey = (id: number) => `console:${id}`;

const fromConsole = (s: LineupSource): SourceRef => ({
  key: consoleKey(Number(s.id)),
  id: Number(s.id),
  env: null,
  kind: s.kind,
  name: s.name,
  location: s.url,
  username: s.username,
  password: s.password,
  enabled: Number(s.enabled) === 1,
  priority: Number(s.priority),
  maxStreams: s.max_streams === null ? null : Number(s.max_streams),
});

/** Every source, the environment's first (as configured), then the console's by priority. */
export async function allSources(db: Db, config: Pick<Config, 'lineup' | 'guide'>): Promise<SourceRef[]> {
  const env = (name: 'FTV_LINEUP' | 'FTV_GUIDE', kind: SourceKind) => (location: string, index: number): SourceRef => ({
    key: `${name}:${location}`,
    id: null,
    env: name,
    kind,
    name: `${name} ${index + 1}`,
    location,
    username: null,
    password: null,
    enabled: true,
    priority: 0,
    maxStreams: null,
  });
  return [...config.lineup.map(env('FTV_LINEUP', 'playlist')), ...config.guide.map(env('FTV_GUIDE', 'guide')), ...(await consoleSources(db)).map(fromConsole)];
}

/** Whether anything gives channels: otherwise the demo lineup is listed. */
export const givesChannels = (s: SourceRef) => s.enabled && (s.kind === 'playlist' || s.kind === 'xtream');

/** What a source's address is shown as: an Xtream Codes account as user@host, never with its password. */
export function addressOf(s: Pick<SourceRef, 'kind' | 'location' | 'username'>): string {
  if (s.kind !== 'xtream') return s.location;
  return xtreamSourceName({ server: s.location, username: s.username ?? '', password: '' });
}

/** A playlist source read: its entries (tagged with the source's key), the guides it names, its problems, what its bytes digest to. */
export interface ReadPlaylist {
  entries: PlaylistEntry[];
  guideUrls: string[];
  problems: Problem[];
  problemsTotal: number;
  digest: string;
  /** An Xtream Codes account's own limit of streams at once. */
  maxConnections: number | null;
}

export class SourceReadError extends Error {
  override name = 'SourceReadError';
}

const digestOf = (...texts: string[]) => {
  const hash = createHash('sha256');
  for (const t of texts) hash.update(t).update('\0');
  return hash.digest('hex');
};

/** Reads one playlist or Xtream Codes account; a failure throws SourceReadError with the reason an operator can act on. */
export async function readPlaylistSource(source: SourceRef, options: { allowPrivate: boolean }): Promise<ReadPlaylist> {
  const label = source.env ? `${source.env} ${source.location}` : source.name;
  try {
    if (source.kind === 'xtream') {
      const account = { server: source.location, username: source.username ?? '', password: source.password ?? '' };
      const xtream = await readXtream(account, { timeoutMs: 30_000, allowPrivate: options.allowPrivate });
      return {
        entries: xtream.entries.map((e) => ({ ...e, playlist: source.key })),
        guideUrls: [xtream.guideUrl],
        problems: xtream.problems,
        problemsTotal: xtream.problems.length + xtream.problemsOmitted,
        digest: digestOf(JSON.stringify(xtream.entries)),
        maxConnections: xtream.maxConnections,
      };
    }
    const text = await readText(await openSource(source.location, { timeoutMs: 30_000 }));
    const playlist = parsePlaylist(text);
    return {
      // The environment's playlists keep their location as the key the overrides file names them by.
      entries: playlist.entries.map((e) => ({ ...e, playlist: source.env ? source.location : source.key })),
      guideUrls: playlist.guideUrls,
      problems: playlist.problems,
      problemsTotal: playlist.problems.length + playlist.problemsOmitted,
      digest: digestOf(text),
      maxConnections: null,
    };
  } catch (error) {
    throw new SourceReadError(`${label}: ${reasonOf(error)}`);
  }
}
