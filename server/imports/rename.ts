// rename.ts (imports) — a bulk rename of channels: find and replace (plain or a regular expression with $1 groups), then a prefix and a suffix; the same rules as the console's preview (src/components/BulkEditDialog/rename.ts).

export interface RenameChange {
  find: string;
  replace: string;
  regex: boolean;
  prefix: string;
  suffix: string;
}

export class RenameError extends Error {
  override name = 'RenameError';
}

/** The pattern a rename finds with: every occurrence, a plain text taken literally. Throws RenameError on a bad expression. */
export function renamePattern(change: Pick<RenameChange, 'find' | 'regex'>): RegExp | null {
  if (change.find === '') return null;
  if (!change.regex) return new RegExp(change.find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
  try {
    return new RegExp(change.find, 'g');
  } catch {
    throw new RenameError(`find is not a valid regular expression: ${change.find}`);
  }
}

/** The new name (trimmed); a plain replacement is taken literally ("$1" stays "$1"). */
export function applyRename(title: string, change: RenameChange, pattern = renamePattern(change)): string {
  const replaced = !pattern ? title : change.regex ? title.replace(pattern, change.replace) : title.replace(pattern, () => change.replace);
  return `${change.prefix}${replaced}${change.suffix}`.trim();
}
