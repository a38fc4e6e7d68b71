// action.ts — how write atoms report: a result the caller may use, and the spec's message as a toast.
import type { Getter, PrimitiveAtom, Setter } from 'jotai';
import { isAbortError } from '../../api';
import { notifyAtom } from '../notifications/atoms';

/**
 * Every user action resolves (never rejects) to one of these. The action has already shown the spec's
 * success or failure message as a toast (notifications); forms may show `error` inline as well.
 */
export type ActionResult<T = void> =
  | { ok: true; data: T; message: string | null }
  | { ok: false; error: string; aborted?: boolean; refused?: boolean };

export const errorMessage = (error: unknown, fallback = 'Something went wrong'): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** Runs `work`, toasts `success` or the error's message (an abort stays silent). */
export async function runAction<T>(
  set: Setter,
  work: () => Promise<T>,
  { success = null, notify = true }: { success?: string | null; notify?: boolean } = {},
): Promise<ActionResult<T>> {
  try {
    const data = await work();
    if (notify && success) set(notifyAtom, { tone: 'success', message: success });
    return { ok: true, data, message: success };
  } catch (error) {
    if (isAbortError(error)) return { ok: false, error: 'Aborted', aborted: true };
    const message = errorMessage(error);
    if (notify) set(notifyAtom, { tone: 'error', message });
    return { ok: false, error: message };
  }
}

/** A list (or value) loaded from the provider, with its loading and error state. */
export interface Resource<T> {
  data: T;
  isLoading: boolean;
  error: string | null;
}

export const idle = <T>(data: T): Resource<T> => ({ data, isLoading: false, error: null });

type ResourceAtom<T> = PrimitiveAtom<Resource<T>>;

/** Loads into a resource atom: loading while it runs, the data or the error after; failures are not toasted. */
export async function loadInto<T>(get: Getter, set: Setter, target: ResourceAtom<T>, fetch: () => Promise<T>): Promise<ActionResult<T>> {
  set(target, { ...get(target), isLoading: true, error: null });
  try {
    const data = await fetch();
    set(target, { data, isLoading: false, error: null });
    return { ok: true, data, message: null };
  } catch (error) {
    if (isAbortError(error)) {
      set(target, { ...get(target), isLoading: false });
      return { ok: false, error: 'Aborted', aborted: true };
    }
    const message = errorMessage(error);
    set(target, { ...get(target), isLoading: false, error: message });
    return { ok: false, error: message };
  }
}
