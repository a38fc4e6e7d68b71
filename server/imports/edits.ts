// edits.ts (imports) — the operator's per-channel edits over what the source says: their shape, their checks, and the channel as it is listed once they are applied.

/** How a channel's guide channel was found. */
export type GuideMatchKind = 'tvg-id' | 'name' | 'manual' | 'auto';

/** What the source (after the overrides file) says of a channel: an edit taken back returns to it. */
export interface SourceFields {
  title: string;
  number: number;
  group: string;
  premium: boolean;
  /** The source's tvg-logo. */
  logo: string | null;
  guide: string | null;
  guideMatch: GuideMatchKind | null;
  /** Whether the source lists it (a channel it stopped listing keeps its row, unlisted). */
  listed: boolean;
}

/** The fields an operator set on one channel; each wins over the source's. */
export interface ChannelEdit {
  title?: string;
  number?: number;
  group?: string;
  premium?: boolean;
  hidden?: boolean;
  /** A logo URL of the operator's. */
  logo?: string;
  /** The guide channel chosen by the operator ('manual') or accepted from a suggestion in bulk ('auto'). */
  guide?: string;
  guideMatch?: 'manual' | 'auto';
  /** The source's streams (by index) in the order to try them, switched-off ones left out. */
  streams?: number[];
}

/** The channel as listed: the source's fields with the edit over them. */
export interface EffectiveFields {
  title: string;
  number: number;
  group: string;
  premium: boolean;
  hidden: boolean;
  /** The logo to fetch: the operator's, else the source's. */
  logo: string | null;
  guide: string | null;
  guideMatch: GuideMatchKind | null;
}

export function effectiveFields(source: SourceFields, edit: ChannelEdit | undefined): EffectiveFields {
  const e = edit ?? {};
  return {
    title: e.title ?? source.title,
    number: e.number ?? source.number,
    group: e.group ?? source.group,
    premium: e.premium ?? source.premium,
    hidden: e.hidden ?? false,
    logo: e.logo ?? source.logo,
    guide: e.guide ?? source.guide,
    guideMatch: e.guide !== undefined ? (e.guideMatch ?? 'manual') : source.guideMatch,
  };
}

/**
 * An edit without the fields that only repeat the source (so a channel renamed back to its own name is not "edited"),
 * or null when nothing is left.
 */
export function normaliseEdit(edit: ChannelEdit, source: SourceFields): ChannelEdit | null {
  const out: ChannelEdit = {};
  if (edit.title !== undefined && edit.title !== source.title) out.title = edit.title;
  if (edit.number !== undefined && edit.number !== source.number) out.number = edit.number;
  if (edit.group !== undefined && edit.group !== source.group) out.group = edit.group;
  if (edit.premium !== undefined && edit.premium !== source.premium) out.premium = edit.premium;
  if (edit.hidden) out.hidden = true;
  if (edit.logo !== undefined && edit.logo !== source.logo) out.logo = edit.logo;
  if (edit.streams !== undefined) out.streams = edit.streams;
  if (edit.guide !== undefined && edit.guide !== source.guide) {
    out.guide = edit.guide;
    out.guideMatch = edit.guideMatch ?? 'manual';
  }
  return Object.keys(out).length ? out : null;
}

export const parseEdit = (json: string): ChannelEdit => JSON.parse(json) as ChannelEdit;

/** Reads a stored SourceFields (null when the channel has none yet: a demo channel never edited). */
export function parseSourceFields(json: string | null): SourceFields | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as SourceFields;
  } catch {
    return null;
  }
}

export const MAX_TITLE = 200;
export const MAX_GROUP = 100;
export const MAX_NUMBER = 99_999;

/** Why a title cannot be a channel's name, or null. */
export function titleProblem(title: string): string | null {
  if (title.trim() === '') return 'A channel needs a name';
  if (title.length > MAX_TITLE) return `A channel's name is at most ${MAX_TITLE} characters`;
  return null;
}

/** Why a URL cannot be a logo, or null. */
export function logoProblem(logo: string): string | null {
  if (logo === '') return null;
  try {
    const url = new URL(logo);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // Falls through to the message.
  }
  return 'A logo must be an http:// or https:// address';
}
