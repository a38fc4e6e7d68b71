// useWatchHistory.test.tsx — the history keeps a channel only once its picture has played a few seconds: channels passed while zapping are left out.
import { Provider, createStore } from 'jotai';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { channelHistoryAtom } from '../../src/features/shared/channelHistory';
import { apiClientAtom } from '../../src/features/session/atoms';
import { useWatchHistory, WATCHED_MS } from '../../src/features/player/useWatchHistory';
import { fakeClient } from '../unit/api/fakeProvider';

const channel = (id: number) => ({ id, title: `Channel ${id}`, logo: '' });

function Watching({ id, playingId }: { id: number; playingId: number | null }) {
  useWatchHistory(channel(id), playingId);
  return <p>on {id}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

test('a channel is added once it has played WATCHED_MS; one zapped past, or never playing, is not', async () => {
  const store = createStore();
  store.set(apiClientAtom, fakeClient({}).client);
  const ids = () => store.get(channelHistoryAtom).map((entry) => entry.id);
  const screen = await render(
    <Provider store={store}>
      <Watching id={101} playingId={null} />
    </Provider>,
  );
  // The page's channel, not playing yet (its picture is still loading): nothing counts.
  await vi.advanceTimersByTimeAsync(WATCHED_MS * 2);
  expect(ids()).toEqual([]);
  await screen.rerender(<Provider store={store}><Watching id={101} playingId={101} /></Provider>);
  await vi.advanceTimersByTimeAsync(WATCHED_MS - 100);
  expect(ids()).toEqual([]);
  await vi.advanceTimersByTimeAsync(200);
  expect(ids()).toEqual([101]);
  // Zapping on: 102 plays a second, then 103 stays.
  await screen.rerender(<Provider store={store}><Watching id={102} playingId={102} /></Provider>);
  await vi.advanceTimersByTimeAsync(1000);
  await screen.rerender(<Provider store={store}><Watching id={103} playingId={102} /></Provider>);
  // The picture on screen is still 102's (103 is loading): 103 does not count yet, and 102's count has stopped.
  await vi.advanceTimersByTimeAsync(WATCHED_MS);
  expect(ids()).toEqual([101]);
  await screen.rerender(<Provider store={store}><Watching id={103} playingId={103} /></Provider>);
  await vi.advanceTimersByTimeAsync(WATCHED_MS);
  expect(ids()).toEqual([103, 101]);
});
