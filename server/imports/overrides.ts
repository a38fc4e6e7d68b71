// overrides.ts — FTV_LINEUP_OVERRIDES: the operator's per-channel changes (rename, renumber, regroup, hide, premium, guide channel), applied on every import.
import { readFileSync } from 'node:fs';
import type { LineupChannel } from '../sources/mapping.ts';

export interface ChannelOverride {
  title?: string;
  number?: number;
  group?: string;
  hidden?: boolean;
  premium?: boolean;
  /** The XMLTV channel id to take the programmes from, instead of the one matched by tvg-id or name. */
  guide?: string;
}

/** What the operator says of one playlist: how many of its streams its provider lets play at once (as an account's connections). */
export interface PlaylistOverride {
  max_streams?: number;
}

/**
 * `{"channels": {"<tvg-id or playlist name>": {…}}, "playlists": {"<FTV_LINEUP source as configured>": {"max_streams": 2}}}`:
 * channel keys match a channel's tvg-id, else its name, case aside.
 */
export interface Overrides {
  channels: Record<string, ChannelOverride>;
  playlists: Record<string, PlaylistOverride>;
}

/** The playlist of its first stream and that playlist's limit, for the recorder's rules (null: none). */
export type OverriddenChannel = LineupChannel & { premium: boolean; playlist: string | null; maxStreams: number | null };

export class OverridesError extends Error {
  override name = 'OverridesError';
}

const FIELDS: Record<keyof ChannelOverride, (v: unknown) => boolean> = {
  title: (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 200,
  number: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 99999,
  group: (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 100,
  hidden: (v) => typeof v === 'boolean',
  premium: (v) => typeof v === 'boolean',
  guide: (v) => typeof v === 'string' && v.trim().length > 0,
};

/** Reads and checks the file: a mistake names the channel and field, so the operator can mend it. */
export function readOverrides(file: string): Overrides {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new OverridesError(`FTV_LINEUP_OVERRIDES ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return checkOverrides(value, file);
}

export function checkOverrides(value: unknown, name = 'overrides'): Overrides {
  const fail = (why: string) => new OverridesError(`FTV_LINEUP_OVERRIDES ${name}: ${why}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('must be a JSON object with "channels"');
  const channels = (value as { channels?: unknown }).channels ?? {};
  if (typeof channels !== 'object' || channels === null || Array.isArray(channels)) throw fail('"channels" must be an object keyed by tvg-id or channel name');
  for (const [key, change] of Object.entries(channels)) {
    if (typeof change !== 'object' || change === null || Array.isArray(change)) throw fail(`channels["${key}"] must be an object`);
    for (const [field, v] of Object.entries(change)) {
      const check = FIELDS[field as keyof ChannelOverride];
      if (!check) throw fail(`channels["${key}"].${field} is not a known change (title, number, group, hidden, premium, guide)`);
      if (!check(v)) throw fail(`channels["${key}"].${field} has an unusable value ${JSON.stringify(v)}`);
    }
  }
  const playlists = (value as { playlists?: unknown }).playlists ?? {};
  if (typeof playlists !== 'object' || playlists === null || Array.isArray(playlists)) throw fail('"playlists" must be an object keyed by the FTV_LINEUP source');
  for (const [key, change] of Object.entries(playlists)) {
    if (typeof change !== 'object' || change === null || Array.isArray(change)) throw fail(`playlists["${key}"] must be an object`);
    for (const [field, v] of Object.entries(change)) {
      if (field !== 'max_streams') throw fail(`playlists["${key}"].${field} is not a known setting (max_streams)`);
      if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 1000) throw fail(`playlists["${key}"].max_streams must be a whole number from 1 to 1000, not ${JSON.stringify(v)}`);
    }
  }
  return { channels: channels as Record<string, ChannelOverride>, playlists: playlists as Record<string, PlaylistOverride> };
}

/** The lineup with the changes applied, and the keys that matched no channel (reported, not fatal: a channel may come back). */
export function applyOverrides(channels: readonly LineupChannel[], overrides: Overrides | null): { channels: OverriddenChannel[]; unused: string[] } {
  const byKey = new Map<string, ChannelOverride>();
  for (const [key, change] of Object.entries(overrides?.channels ?? {})) byKey.set(key.trim().toLowerCase(), change);
  const used = new Set<string>();
  const out: OverriddenChannel[] = [];
  for (const channel of channels) {
    const keys = [channel.tvgId, channel.tvgName, channel.title].filter((k): k is string => Boolean(k)).map((k) => k.toLowerCase());
    const key = keys.find((k) => byKey.has(k));
    const change = key === undefined ? {} : byKey.get(key)!;
    if (key !== undefined) used.add(key);
    if (change.hidden) continue;
    out.push({
      ...channel,
      title: change.title?.trim() ?? channel.title,
      number: change.number ?? channel.number,
      group: change.group?.trim() ?? channel.group,
      tvgId: change.guide ?? channel.tvgId,
      premium: change.premium ?? false,
      playlist: channel.streams[0]?.playlist ?? null,
      maxStreams: overrides?.playlists[channel.streams[0]?.playlist ?? '']?.max_streams ?? null,
    });
  }
  out.sort((a, b) => a.number - b.number);
  return { channels: out, unused: [...byKey.keys()].filter((k) => !used.has(k)) };
}
