// rules.ts — the user's recording rules: loaded, made, changed, reordered and deleted; each change reloads the recordings it booked.
import { atom } from 'jotai';
import type { RecordingRule, RuleFields } from '../../api';
import { apiClientAtom, onSessionChange } from '../session/atoms';
import { notifyAtom } from '../notifications/atoms';
import { idle, loadInto, runAction, type ActionResult, type Resource } from './action';
import { loadRecordingsAtom } from './recordings';

export const rulesStateAtom = atom<Resource<RecordingRule[]>>(idle([]));
export const rulesAtom = atom((get) => get(rulesStateAtom).data);

onSessionChange('rules', (change, _get, set) => {
  if (change.type === 'loggedOut') set(rulesStateAtom, idle([]));
});

export const loadRulesAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) => loadInto(get, set, rulesStateAtom, () => get(apiClientAtom).rules.list({ signal })));

/** Puts one rule's new state in the list (its place is its priority). */
const withRule = (rules: readonly RecordingRule[], rule: RecordingRule) => [...rules.filter((r) => r.id !== rule.id), rule].sort((a, b) => a.priority - b.priority);

export const createRuleAtom = atom(null, async (get, set, fields: RuleFields): Promise<ActionResult<RecordingRule>> => {
  // The dialog shows a refusal inline (and keeps what was typed): only the success is toasted.
  const result = await runAction(set, () => get(apiClientAtom).rules.create(fields), { notify: false });
  if (result.ok) {
    set(notifyAtom, { tone: 'success', message: 'Recording rule created' });
    set(rulesStateAtom, idle(withRule(get(rulesAtom), result.data)));
    await set(loadRecordingsAtom, { fresh: true });
  }
  return result;
});

/** `inline`: the caller shows a refusal itself (the dialog); a pause from the list is toasted either way. */
export const updateRuleAtom = atom(
  null,
  async (get, set, id: number, change: Partial<RuleFields> & { paused?: boolean }, { inline = false }: { inline?: boolean } = {}): Promise<ActionResult<RecordingRule>> => {
    const success = change.paused === undefined ? 'Recording rule saved' : change.paused ? 'Recording rule paused' : 'Recording rule resumed';
    const result = await runAction(set, () => get(apiClientAtom).rules.update(id, change), { notify: false });
    if (!result.ok && !inline && !result.aborted) set(notifyAtom, { tone: 'error', message: result.error });
    if (result.ok) {
      set(notifyAtom, { tone: 'success', message: success });
      set(rulesStateAtom, idle(withRule(get(rulesAtom), result.data)));
      await set(loadRecordingsAtom, { fresh: true });
    }
    return result;
  },
);

export const reorderRulesAtom = atom(null, async (get, set, ids: number[]): Promise<ActionResult<RecordingRule[]>> => {
  const before = get(rulesStateAtom);
  // Shown in the new order at once; put back if the provider refuses.
  const byId = new Map(before.data.map((r) => [r.id, r]));
  set(rulesStateAtom, idle(ids.flatMap((id, index) => (byId.has(id) ? [{ ...byId.get(id)!, priority: index + 1 }] : []))));
  const result = await runAction(set, () => get(apiClientAtom).rules.reorder(ids));
  if (result.ok) set(rulesStateAtom, idle(result.data));
  else set(rulesStateAtom, before);
  return result;
});

export const deleteRuleAtom = atom(null, async (get, set, id: number, cancelBookings: boolean): Promise<ActionResult> => {
  const result = await runAction(set, () => get(apiClientAtom).rules.remove(id, cancelBookings), { success: 'Recording rule deleted' });
  if (result.ok) {
    set(rulesStateAtom, idle(get(rulesAtom).filter((r) => r.id !== id)));
    await set(loadRecordingsAtom, { fresh: true });
  }
  return result;
});
