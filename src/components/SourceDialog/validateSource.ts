// validateSource.ts (SourceDialog) — what the dialog can tell is wrong with a source before asking the server (which checks it all again).
import type { SourceKind } from '../SourceList/types';

/** A source as the dialog edits it: every field as typed. */
export interface SourceDraft {
  kind: SourceKind;
  name: string;
  /** The playlist's or guide's address; an Xtream Codes account's server address. */
  url: string;
  /** Xtream Codes only. */
  username: string;
  /** Xtream Codes only; when editing, empty keeps the saved one. */
  password: string;
  /** As typed: '' for no limit of the console's. */
  maxStreams: string;
}

export type SourceDraftErrors = Partial<Record<keyof SourceDraft, string>>;

/** The limit the provider takes for streams at once. */
export const MAX_STREAMS_LIMIT = 1000;

/** The fields in the order the form shows them, so the first one wrong can take focus. */
export const SOURCE_FIELDS = ['kind', 'name', 'url', 'username', 'password', 'maxStreams'] as const satisfies readonly (keyof SourceDraft)[];

export const emptySourceDraft: SourceDraft = { kind: 'playlist', name: '', url: '', username: '', password: '', maxStreams: '' };

function isWebAddress(value: string) {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** isEditing: a saved source, whose password may stay empty (the saved one is kept). */
export function validateSource(draft: SourceDraft, isEditing: boolean): SourceDraftErrors {
  const errors: SourceDraftErrors = {};
  if (draft.name.trim() === '') errors.name = 'Give the source a name';
  if (!isWebAddress(draft.url.trim())) errors.url = 'Enter an http:// or https:// address';
  if (draft.kind === 'xtream') {
    if (draft.username.trim() === '') errors.username = 'Enter the account’s username';
    if (!isEditing && draft.password === '') errors.password = 'Enter the account’s password';
  }
  const streams = draft.maxStreams.trim();
  if (streams !== '' && (!/^\d+$/.test(streams) || Number(streams) < 1 || Number(streams) > MAX_STREAMS_LIMIT)) {
    errors.maxStreams = `A whole number from 1 to ${MAX_STREAMS_LIMIT}`;
  }
  return errors;
}

/** What is handed on: trimmed, without an account's fields on a playlist or guide, and without a limit on a guide (it has no streams). */
export function cleanSource(draft: SourceDraft): SourceDraft {
  const isXtream = draft.kind === 'xtream';
  return {
    kind: draft.kind,
    name: draft.name.trim(),
    url: draft.url.trim(),
    username: isXtream ? draft.username.trim() : '',
    password: isXtream ? draft.password : '',
    maxStreams: draft.kind === 'guide' ? '' : draft.maxStreams.trim(),
  };
}
