// atoms.ts (admin) — the console's state: who is at it, the sources, the lineup and the audit, loaded from the provider and changed through it; every change reloads what it touched.
import { atom, type Setter } from 'jotai';
import { createAdminApi, type AuditEntry, type ConsoleLineup, type LineupChange, type LineupSource, type SourceFields } from '../../api/admin';
import { notifyAtom } from '../notifications/atoms';
import { apiClientAtom, onSessionChange } from '../session/atoms';
import { idle, loadInto, runAction, type ActionResult, type Resource } from '../shared/action';

/** The console's calls, over the app's session. */
export const adminApiAtom = atom((get) => createAdminApi({ session: get(apiClientAtom).session }));

/** 'operator', 'viewer' (the provider said 403), 'visitor' (401: not logged in), or null while asking. */
/** `unconfirmed`: FTV_ADMIN_EMAILS names the account's address, which counts once its owner has confirmed it. */
export type ConsoleAccess = 'operator' | 'viewer' | 'unconfirmed' | 'visitor' | null;
export const accessAtom = atom<ConsoleAccess>(null);
export const sourcesStateAtom = atom<Resource<LineupSource[]>>(idle([]));
export const lineupStateAtom = atom<Resource<ConsoleLineup>>(idle({ channels: [], groups: [], sources: [] }));
export const auditStateAtom = atom<Resource<AuditEntry[]>>(idle([]));

onSessionChange('admin', (change, _get, set) => {
  if (change.type === 'loggedOut' || change.type === 'loggedIn') {
    set(accessAtom, null);
    set(sourcesStateAtom, idle([]));
    set(lineupStateAtom, idle({ channels: [], groups: [], sources: [] }));
    set(auditStateAtom, idle([]));
  }
});

/** The provider's 403 for an address FTV_ADMIN_EMAILS names and nobody has confirmed yet (server/admin/access.ts, UNCONFIRMED_OPERATOR). */
const awaitsConfirmation = (error: unknown) => error instanceof Error && error.message.startsWith('Confirm your email address to use the console');
const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : 0);

export const checkAccessAtom = atom(null, async (get, set) => {
  try {
    await get(adminApiAtom).me();
    set(accessAtom, 'operator');
  } catch (error) {
    set(accessAtom, statusOf(error) === 403 ? (awaitsConfirmation(error) ? 'unconfirmed' : 'viewer') : 'visitor');
  }
});

export const loadSourcesAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) => loadInto(get, set, sourcesStateAtom, () => get(adminApiAtom).sources({ signal })));
export const loadLineupAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) => loadInto(get, set, lineupStateAtom, () => get(adminApiAtom).lineup({ signal })));
export const loadAuditAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) => loadInto(get, set, auditStateAtom, () => get(adminApiAtom).audit(undefined, { signal })));

/** Older audit entries after the last one shown. */
export const loadOlderAuditAtom = atom(null, async (get, set) => {
  const shown = get(auditStateAtom).data;
  const last = shown.at(-1);
  if (!last) return;
  const result = await runAction(set, () => get(adminApiAtom).audit(last.id));
  if (result.ok) set(auditStateAtom, idle([...shown, ...result.data]));
});

/** After a change to the sources: the import it ran is said, and the lineup is read again. */
function afterImport(set: Setter, outcome: { ok: boolean; error: string | null; channels: number }, done: string) {
  if (outcome.ok) set(notifyAtom, { tone: 'success', message: `${done}: ${outcome.channels.toLocaleString('en-GB')} channels imported` });
  else set(notifyAtom, { tone: 'error', message: `${done}, but the import failed: ${outcome.error ?? 'no reason given'}` });
}

/** `inline`: the dialog shows a refusal on its fields and keeps the draft (no toast for it). */
export const saveSourceAtom = atom(null, async (get, set, id: number | null, fields: SourceFields): Promise<ActionResult<LineupSource>> => {
  const api = get(adminApiAtom);
  const result = await runAction(set, () => (id === null ? api.addSource(fields) : api.updateSource(id, fields)), { notify: false });
  if (!result.ok) return result;
  afterImport(set, result.data.outcome, id === null ? 'Source added' : 'Source saved');
  await Promise.all([set(loadSourcesAtom), set(loadLineupAtom)]);
  return { ok: true, data: result.data.source, message: null };
});

export const toggleSourceAtom = atom(null, async (get, set, id: number, enabled: boolean) => {
  const result = await runAction(set, () => get(adminApiAtom).updateSource(id, { enabled }));
  if (result.ok) afterImport(set, result.data.outcome, enabled ? 'Source switched on' : 'Source switched off');
  await Promise.all([set(loadSourcesAtom), set(loadLineupAtom)]);
});

export const removeSourceAtom = atom(null, async (get, set, id: number) => {
  const result = await runAction(set, () => get(adminApiAtom).removeSource(id));
  if (result.ok) afterImport(set, result.data, 'Source deleted');
  await Promise.all([set(loadSourcesAtom), set(loadLineupAtom)]);
});

/** Moves one console source a place up or down (the environment's stay first). */
export const moveSourceAtom = atom(null, async (get, set, id: number, direction: 'up' | 'down') => {
  const ids = get(sourcesStateAtom)
    .data.filter((s) => s.id !== null)
    .map((s) => s.id!);
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  const result = await runAction(set, () => get(adminApiAtom).orderSources(ids));
  if (result.ok) set(sourcesStateAtom, idle(result.data));
  await set(loadLineupAtom);
});

export const refreshingAtom = atom(false);
export const refreshSourcesAtom = atom(null, async (get, set) => {
  set(refreshingAtom, true);
  const result = await runAction(set, () => get(adminApiAtom).refresh());
  set(refreshingAtom, false);
  if (!result.ok) return;
  set(sourcesStateAtom, idle(result.data.sources));
  afterImport(set, result.data.outcome, 'Refreshed');
  await set(loadLineupAtom);
});

/** One bulk change; `inline`: a dialog shows the refusal itself. */
export const editLineupAtom = atom(null, async (get, set, ids: number[], change: LineupChange, success: string, { inline = false }: { inline?: boolean } = {}): Promise<ActionResult<number>> => {
  const result = await runAction(set, () => get(adminApiAtom).edit(ids, change), { notify: !inline });
  if (!result.ok) return result;
  set(notifyAtom, { tone: 'success', message: success });
  await set(loadLineupAtom);
  return { ok: true, data: result.data.changed, message: success };
});

export const undoAtom = atom(null, async (get, set, id: number) => {
  const result = await runAction(set, () => get(adminApiAtom).undo(id), { success: 'Change undone' });
  await Promise.all([set(loadAuditAtom), set(loadLineupAtom), set(loadSourcesAtom)]);
  return result;
});

/** An overrides file taken in: the lineup is read again, and what it matched is said. */
export const importOverridesAtom = atom(null, async (get, set, overrides: unknown) => {
  const result = await runAction(set, () => get(adminApiAtom).importOverrides(overrides));
  if (!result.ok) return result;
  const { matched, unused } = result.data;
  const skipped = unused.length ? `; ${unused.length} matched no channel (${unused.slice(0, 3).join(', ')}${unused.length > 3 ? ', …' : ''})` : '';
  set(notifyAtom, { tone: unused.length ? 'info' : 'success', message: `Overrides taken in for ${matched.toLocaleString('en-GB')} ${matched === 1 ? 'channel' : 'channels'}${skipped}` });
  await set(loadLineupAtom);
  return result;
});
