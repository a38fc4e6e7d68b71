// auditView.ts (admin) — an audit entry as the console lists it: what was done in words, and whether it can still be undone.
import type { AuditEntry } from '../../api/admin';
import type { AuditEntry as AuditItem } from '../../components/AuditList';
import { formatWhen } from './when';

const count = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'channel' : 'channels'}`;

/** What a lineup edit did, from its channel count and change, and what it set. */
function lineupSummary(entry: Pick<AuditEntry, 'channels' | 'change'>, after: unknown): string {
  const channels = count(entry.channels ?? 0);
  const change = entry.change ?? '';
  const edits = Object.values((after as { edits?: Record<string, { hidden?: boolean } | null> } | null)?.edits ?? {});
  const verbs: Record<string, string> = {
    title: `Renamed ${channels}`,
    rename: `Renamed ${channels}`,
    renumber: `Renumbered ${channels}`,
    group: `Set the group of ${channels}`,
    premium: `Changed premium on ${channels}`,
    hidden: edits.some((e) => e?.hidden) ? `Hid ${channels}` : `Showed ${channels}`,
    logo: `Set the logo of ${channels}`,
    guide: `Mapped the guide channel of ${channels}`,
    guides: `Accepted guide suggestions for ${channels}`,
    reset: `Reset ${channels} to their sources`,
    import: `Took in an overrides file for ${channels}`,
  };
  return verbs[change] ?? `Changed ${channels}`;
}

const sourceName = (state: unknown) => (state as { source?: { name?: string } | null } | null)?.source?.name ?? 'a source';

export function auditSummary(entry: Pick<AuditEntry, 'action' | 'target' | 'before' | 'after' | 'channels' | 'change'>): string {
  const undo = entry.action.endsWith('.undo');
  const base = entry.action.replace(/(\.undo)+$/, '');
  const what: Record<string, () => string> = {
    'operators.grant': () => `Made account ${entry.target.split(':')[1]} an operator`,
    'operators.revoke': () => `Took the operator role from account ${entry.target.split(':')[1]}`,
    'sources.add': () => `Added the source ${sourceName(undo ? entry.before : entry.after)}`,
    'sources.edit': () => `Edited the source ${sourceName(entry.after)}`,
    'sources.delete': () => `Deleted the source ${sourceName(undo ? entry.after : entry.before)}`,
    'sources.order': () => 'Reordered the sources',
    'lineup.edit': () => lineupSummary(entry, undo ? entry.before : entry.after),
  };
  const said = what[base]?.() ?? entry.action;
  return undo ? `Undid: ${said}` : said;
}

export function auditItem(entry: AuditEntry, now: number): AuditItem {
  return {
    id: entry.id,
    when: formatWhen(entry.at, now),
    actor: entry.actor,
    summary: auditSummary(entry),
    undone: entry.undoneAt === null ? null : `Undone ${formatWhen(entry.undoneAt, now)}`,
    canUndo: entry.undoneAt === null,
  };
}
