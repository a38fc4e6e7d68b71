// rename.ts (BulkEditDialog) — what a bulk rename does to one channel's name: find and replace (plain or a regular expression), add before and after, trim. No imports: the dialog's preview and the server's edit can run the same rules.

/** A bulk rename, as the dialog sends it (its `kind` may come along and is ignored). */
export interface RenameRule {
  /** Empty: nothing is replaced. */
  find: string;
  replace: string;
  /** `find` is a regular expression, applied with the `g` flag; `replace` may use `$1`, `$&`… */
  regex: boolean;
  /** Added before the name. */
  prefix: string;
  /** Added after the name. */
  suffix: string;
}

export const RENAME_INVALID_REGEX = 'This is not a valid regular expression';
export const RENAME_EMPTY_NAME = 'A channel needs a name';

/** Why `find` cannot be used (an invalid regular expression), or null. */
export function renamePatternError(rule: Pick<RenameRule, 'find' | 'regex'>): string | null {
  if (!rule.regex || rule.find === '') return null;
  try {
    new RegExp(rule.find, 'g');
    return null;
  } catch {
    return RENAME_INVALID_REGEX;
  }
}

/**
 * The new name: every match of `find` replaced (none when `find` is empty), then `prefix` and `suffix` added,
 * the whole trimmed. A plain `find` is matched literally and case-sensitively, and `$` in its `replace` is just
 * a dollar sign. An empty result means the rename must be refused (RENAME_EMPTY_NAME). Throws a SyntaxError
 * for an invalid regular expression: check with renamePatternError first.
 */
export function applyRename(title: string, rule: RenameRule): string {
  let name = title;
  if (rule.find !== '') {
    name = rule.regex ? name.replace(new RegExp(rule.find, 'g'), rule.replace) : name.split(rule.find).join(rule.replace);
  }
  return `${rule.prefix}${name}${rule.suffix}`.trim();
}

/** True when the rule changes nothing whatever the name (nothing to find, nothing to add). */
export function isEmptyRename(rule: RenameRule): boolean {
  return rule.find === '' && rule.prefix.trim() === '' && rule.suffix.trim() === '';
}
