// guides.ts — programme guides: one channel's, and windows of channels × time (batched and cached by the API); the guide, the channel rows and the player all read them.
import { atom, type Atom } from 'jotai';
import { guideWindowKey, type ChannelGuide, type GuideWindow, type GuideWindowRequest } from '../../api';
import { apiClientAtom } from '../session/atoms';

export interface GuideWindowState extends GuideWindow {
  isLoading: boolean;
}

/** Loaded windows by key (`guideWindowKey`): the grid asks for the window it shows. */
export const guideWindowsAtom = atom<Record<string, GuideWindowState>>({});

const EMPTY_WINDOW: GuideWindowState = { data: {}, currentTime: null, isLoading: false };
const windowAtoms = new Map<string, Atom<GuideWindowState>>();

/** The atom of one window (the same atom for the same window, so components can subscribe to it). */
export function guideWindowAtom(request: GuideWindowRequest): Atom<GuideWindowState> {
  const key = guideWindowKey(request);
  let found = windowAtoms.get(key);
  if (!found) {
    found = atom((get) => get(guideWindowsAtom)[key] ?? EMPTY_WINDOW);
    windowAtoms.set(key, found);
  }
  return found;
}

/** (docs/client.md#messages-and-errors) a window that failed holds empty lists (currentTime null) and is asked for again next time. */
export const loadGuideWindowAtom = atom(null, async (get, set, request: GuideWindowRequest & { fresh?: boolean; signal?: AbortSignal }): Promise<GuideWindow> => {
  const key = guideWindowKey(request);
  const put = (value: GuideWindowState) => set(guideWindowsAtom, { ...get(guideWindowsAtom), [key]: value });
  const previous = get(guideWindowsAtom)[key] ?? EMPTY_WINDOW;
  put({ ...previous, isLoading: true });
  try {
    const window = await get(apiClientAtom).guide.window(request, { fresh: request.fresh, signal: request.signal });
    put({ ...window, isLoading: false });
    return window;
  } catch (error) {
    put({ ...previous, isLoading: false });
    throw error;
  }
});

export const channelGuidesAtom = atom<Record<number, ChannelGuide & { isLoading: boolean }>>({});

export const loadChannelGuideAtom = atom(null, async (get, set, { channelId, signal }: { channelId: number; signal?: AbortSignal }): Promise<ChannelGuide> => {
  const previous = get(channelGuidesAtom)[channelId] ?? { data: [], currentTime: null };
  set(channelGuidesAtom, { ...get(channelGuidesAtom), [channelId]: { ...previous, isLoading: true } });
  try {
    const guide = await get(apiClientAtom).guide.channel(channelId, {}, { signal });
    set(channelGuidesAtom, { ...get(channelGuidesAtom), [channelId]: { ...guide, isLoading: false } });
    return guide;
  } catch (error) {
    set(channelGuidesAtom, { ...get(channelGuidesAtom), [channelId]: { ...previous, isLoading: false } });
    throw error;
  }
});
