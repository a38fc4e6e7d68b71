// sources-schedule.test.ts — per-channel ordering: missing stops, overlaps, equal starts, channels that go back in time, and the memory that costs.
import { describe, expect, test } from 'vitest';
import { REORDER_WINDOW, ScheduleSequencer, type Slot } from '../../../server/sources/schedule.ts';

type P = Slot & { title: string };
const H = 3600;

function run(programmes: Array<[channel: string, title: string, start: number, stop: number | null]>) {
  const placed: Array<{ channel: string; title: string; start: number; stop: number }> = [];
  const problems: Array<{ line: number; message: string }> = [];
  let peakHeld = 0;
  const sequencer = new ScheduleSequencer<P>(
    (channel, p) => placed.push({ channel, title: p.title, start: p.start, stop: p.stop }),
    (line, message) => problems.push({ line, message }),
  );
  programmes.forEach(([channel, title, start, stop], i) => {
    sequencer.add(channel, { title, start, stop, line: i + 1 });
    peakHeld = Math.max(peakHeld, sequencer.held);
  });
  sequencer.finish();
  return { placed, problems, peakHeld, heldAfter: sequencer.held };
}

const titles = (placed: Array<{ title: string }>) => placed.map((p) => p.title);

describe('in order', () => {
  test('a missing stop ends where the next programme of the same channel starts, not another channel', () => {
    const { placed } = run([
      ['a', 'A1', 0, null],
      ['b', 'B1', H / 2, null],
      ['a', 'A2', 2 * H, 3 * H],
      ['b', 'B2', 4 * H, 5 * H],
    ]);
    expect(placed.find((p) => p.title === 'A1')).toMatchObject({ start: 0, stop: 2 * H });
    expect(placed.find((p) => p.title === 'B1')).toMatchObject({ start: H / 2, stop: 4 * H });
  });

  test('an overlap is cut where the later programme starts, and reported on the earlier one', () => {
    const { placed, problems } = run([
      ['a', 'Long', 0, 2 * H],
      ['a', 'Next', H, 3 * H],
    ]);
    expect(placed).toEqual([
      { channel: 'a', title: 'Long', start: 0, stop: H },
      { channel: 'a', title: 'Next', start: H, stop: 3 * H },
    ]);
    expect(problems).toEqual([{ line: 1, message: expect.stringMatching(/overlaps the next programme \(line 2, from 1970-01-01 01:00Z\); cut/) }]);
  });

  test('of two programmes starting together, the later one in the file replaces the earlier', () => {
    const { placed, problems } = run([
      ['a', 'First', 0, H],
      ['a', 'Second', 0, H],
    ]);
    expect(titles(placed)).toEqual(['Second']);
    expect(problems[0]).toEqual({ line: 1, message: expect.stringContaining('replaces it') });
  });

  test("the last programme of a channel without a stop can't be placed: dropped and reported", () => {
    const { placed, problems } = run([
      ['a', 'A1', 0, null],
      ['a', 'A2', H, null],
    ]);
    expect(titles(placed)).toEqual(['A1']);
    expect(problems).toEqual([{ line: 2, message: expect.stringContaining('has no stop time') }]);
  });

  test('only one programme per channel is held, however long the channel', () => {
    const list: Array<[string, string, number, number | null]> = [];
    for (let i = 0; i < 500; i++) for (const c of ['a', 'b', 'c']) list.push([c, `${c}${i}`, i * H, null]);
    const { placed, peakHeld, heldAfter } = run(list);
    expect(placed).toHaveLength(3 * 499);
    expect(peakHeld).toBe(3);
    expect(heldAfter).toBe(0);
  });
});

describe('a channel that goes back in time', () => {
  test('is sorted: programmes before what was read are placed in front of it, cut where it begins', () => {
    const { placed, problems } = run([
      ['a', 'Day2-morning', 24 * H, 25 * H],
      ['a', 'Day2-noon', 36 * H, 37 * H],
      ['a', 'Day1-late', 23 * H, 24.5 * H],
      ['a', 'Day1-early', 1 * H, null],
    ]);
    expect(placed.map((p) => [p.title, p.start / H, p.stop / H])).toEqual([
      ['Day2-morning', 24, 25],
      ['Day1-early', 1, 23],
      ['Day1-late', 23, 24],
      ['Day2-noon', 36, 37],
    ]);
    expect(problems.map((p) => p.line)).toEqual([3, 3]);
    expect(problems[0]!.message).toMatch(/isn't in time order/);
    expect(problems[1]!.message).toMatch(/overlaps programmes of channel "a" read before it/);
  });

  test('a late programme inside the stretch already placed is dropped, not allowed to overlap it', () => {
    const { placed, problems } = run([
      ['a', 'A', 0, H],
      ['a', 'B', H, 2 * H],
      ['a', 'C', 3 * H, 4 * H],
      ['a', 'Inside', H / 2, H],
    ]);
    expect(titles(placed)).toEqual(['A', 'B', 'C']);
    expect(problems.at(-1)).toEqual({ line: 4, message: expect.stringMatching(/starts within programmes of channel "a" already read .*dropped/) });
  });

  test('holds at most the reorder window; what comes later than that is dropped and reported', () => {
    const list: Array<[string, string, number, number | null]> = [['a', 'anchor', 10_000 * H, 10_001 * H]];
    // Backwards from the anchor: every one goes back in time, more than the window holds.
    for (let i = 1; i <= REORDER_WINDOW + 10; i++) list.push(['a', `back${i}`, (10_000 - i) * H, (10_001 - i) * H]);
    const { placed, problems, peakHeld } = run(list);
    expect(peakHeld).toBeLessThanOrEqual(REORDER_WINDOW + 1);
    expect(problems.filter((p) => p.message.includes('already placed'))).toHaveLength(10);
    expect(placed.length).toBe(REORDER_WINDOW + 1);
  });
});
