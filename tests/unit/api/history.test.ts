// history.test.ts — the channel history in ftv_channels_history: most recent first, no duplicate ids, at most 10.
import { expect, test } from 'vitest';
import { createChannelHistory, HISTORY_LIMIT } from '../../../src/api/history.ts';
import { createStorage, memoryStorage } from '../../../src/api/storage.ts';

test('most recent first, a revisited channel moves to the front, ids compared as numbers, at most 10', () => {
  const backend = memoryStorage();
  const history = createChannelHistory(createStorage(() => backend));
  for (let id = 1; id <= 12; id++) history.add({ id, title: `C${id}` });
  expect(HISTORY_LIMIT).toBe(10);
  expect(history.list().map((e) => e.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  history.add({ id: '5', title: 'C5' });
  expect(history.list().map((e) => e.id)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  expect(JSON.parse(backend.getItem('ftv_channels_history')!)[0]).toMatchObject({ id: 5, title: 'C5' });
  history.clear();
  expect(history.list()).toEqual([]);
});

test('a malformed stored history reads as empty instead of breaking the page', () => {
  const backend = memoryStorage();
  backend.setItem('ftv_channels_history', '{not json');
  expect(createChannelHistory(createStorage(() => backend)).list()).toEqual([]);
  backend.setItem('ftv_channels_history', '{"id":1}');
  expect(createChannelHistory(createStorage(() => backend)).list()).toEqual([]);
});
