// guideCells.test.ts — a guide row as cells: programmes, "Loading programmes…" where its blocks have not arrived, "No programme information" only in a loaded gap.
import { describe, expect, test } from 'vitest';
import { cellsOf, findCellAt } from '../../../src/components/GuideGrid/cells';
import type { GuideProgramme } from '../../../src/components/GuideGrid';

const H = 3600;
const day = { start: 0, end: 24 * H };
const programme = (id: number, start: number, end: number): GuideProgramme => ({ id, channelId: 1, title: `P${id}`, start, end, allowDvr: true, isRecorded: false });
const shape = (cells: ReturnType<typeof cellsOf>) => cells.map((c) => `${c.kind}:${c.start / H}-${c.end / H}`);

describe('cellsOf', () => {
  test('nothing arrived: one loading cell over the day', () => {
    expect(shape(cellsOf(1, undefined, day))).toEqual(['loading:0-24']);
    expect(shape(cellsOf(1, [], day, []))).toEqual(['loading:0-24']);
  });

  test('no loaded spans given: programmes are all there is, a gap says no information', () => {
    expect(shape(cellsOf(1, [], day))).toEqual(['empty:0-24']);
    expect(shape(cellsOf(1, [programme(1, 0, 2 * H), programme(2, 3 * H, 24 * H)], day))).toEqual(['programme:0-2', 'empty:2-3', 'programme:3-24']);
  });

  test('a loaded block in the middle: loading either side of it, its programmes inside', () => {
    const cells = cellsOf(1, [programme(1, 5 * H, 7 * H), programme(2, 7 * H, 12.5 * H)], day, [{ start: 6 * H, end: 12 * H }]);
    // The first programme began before the block; the last runs past it: loading starts where known programmes end.
    expect(shape(cells)).toEqual(['loading:0-5', 'programme:5-7', 'programme:7-12.5', 'loading:12.5-24']);
    expect(cells.map((c) => c.key)).toEqual([`loading:0-${5 * H}`, '1', '2', `loading:${12.5 * H}-${24 * H}`]);
  });

  test('a real gap inside loaded blocks is "no programme information"; adjacent blocks read as one span', () => {
    const loaded = [{ start: 6 * H, end: 12 * H }, { start: 0, end: 6 * H }];
    const cells = cellsOf(1, [programme(1, 0, 4 * H), programme(2, 8 * H, 10 * H)], day, loaded);
    expect(shape(cells)).toEqual(['programme:0-4', 'empty:4-8', 'programme:8-10', 'empty:10-12', 'loading:12-24']);
  });

  test('a loaded block with nothing in it, then one not loaded', () => {
    expect(shape(cellsOf(1, [], day, [{ start: 0, end: 6 * H }]))).toEqual(['empty:0-6', 'loading:6-24']);
  });

  test('programmes clipped to the span and gaps under a minute ignored', () => {
    const cells = cellsOf(1, [programme(1, -H, H), programme(2, H + 30, 25 * H)], day, [{ start: -6 * H, end: 30 * H }]);
    expect(shape(cells)).toEqual(['programme:-1-1', `programme:${(H + 30) / H}-25`]);
  });

  test('the same arrays give the same cells (rows re-render only when their data changes)', () => {
    const list = [programme(1, 0, 24 * H)];
    const loaded = [{ start: 0, end: 24 * H }];
    expect(cellsOf(1, list, day, loaded)).toBe(cellsOf(1, list, day, loaded));
    expect(cellsOf(1, list, day, [...loaded])).not.toBe(cellsOf(1, list, day, loaded));
  });
});

describe('findCellAt', () => {
  test('Home and End anchors land on the day’s first and last cells, whatever they are', () => {
    const loading = cellsOf(1, [programme(1, 10 * H, 11 * H)], day, [{ start: 6 * H, end: 12 * H }]);
    expect(findCellAt(loading, day.start)?.kind).toBe('loading');
    expect(findCellAt(loading, day.end - 1)?.key).toBe(`loading:${12 * H}-${24 * H}`);
    // Once loaded, the same anchors find the programmes airing at the day's edges.
    const loaded = cellsOf(1, [programme(1, -H, 2 * H), programme(2, 2 * H, 23 * H), programme(3, 23 * H, 25 * H)], day, [{ start: -6 * H, end: 30 * H }]);
    expect(findCellAt(loaded, day.start)?.key).toBe('1');
    expect(findCellAt(loaded, day.end - 1)?.key).toBe('3');
  });
});
