// validateDraft.ts — what the dialog can tell is wrong with a draft before asking the server (which checks it all again).
import { KEEP_LIMITS, type RuleDraft } from './types';

export interface DraftErrors {
  keyword?: string;
  weekdays?: string;
  startFrom?: string;
  startTo?: string;
  keepValue?: string;
}

/** The fields in the order they appear, so the first one wrong can take focus. */
export const DRAFT_FIELDS = ['keyword', 'weekdays', 'startFrom', 'startTo', 'keepValue'] as const satisfies readonly (keyof DraftErrors)[];

export function validateDraft(draft: RuleDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.kind === 'keyword') {
    const keyword = draft.keyword.trim();
    if (keyword === '') errors.keyword = 'Enter the words to look for';
    else if (draft.regex && !isRegex(keyword)) errors.keyword = 'This is not a valid regular expression';
  }
  if (draft.kind === 'slot') {
    const hasFrom = draft.startFrom !== '';
    const hasTo = draft.startTo !== '';
    if (hasFrom !== hasTo) {
      if (hasFrom) errors.startTo = 'Give the latest start too, or clear both times';
      else errors.startFrom = 'Give the earliest start too, or clear both times';
    }
    if (draft.weekdays.length === 0 && !hasFrom && !hasTo) errors.weekdays = 'Choose at least one day, or a start window below';
  }
  if (draft.keep !== 'all') {
    const max = KEEP_LIMITS[draft.keep];
    if (!Number.isInteger(draft.keepValue) || draft.keepValue < 1 || draft.keepValue > max) {
      errors.keepValue = `Enter a whole number from 1 to ${max}`;
    }
  }
  return errors;
}

function isRegex(source: string) {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
