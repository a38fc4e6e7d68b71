// GuideGrid.test.tsx — the guide's keyboard model in a real browser: one tab stop, arrows keep the airing time, paging, opening.
import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { GuideGrid, type GuideChannel, type GuideProgramme } from '../../src/components/GuideGrid';

const T = 1_795_374_000; // 19:00 UTC
const min = 60;
const channels: GuideChannel[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, number: i + 1, title: `Channel ${i + 1}` }));

function programme(channelId: number, title: string, start: number, end: number): GuideProgramme {
  return { id: `${channelId}-${title}`, channelId, title, start, end, allowDvr: true, isRecorded: false };
}

// Row 1: one long programme; row 2: two halves; row 3: one very long one; every other row: hourly slots.
const data = new Map<number, GuideProgramme[]>([
  [1, [programme(1, 'Long A', T, T + 120 * min)]],
  [2, [programme(2, 'Half B', T, T + 30 * min), programme(2, 'Half C', T + 30 * min, T + 60 * min), programme(2, 'Tail', T + 60 * min, T + 240 * min)]],
  [3, [programme(3, 'Very long D', T - 60 * min, T + 240 * min)]],
]);
const programmesFor = (id: number) =>
  data.get(id) ?? Array.from({ length: 4 }, (_, h) => programme(id, `Hour ${h}`, T + h * 60 * min, T + (h + 1) * 60 * min));

const focusedName = () => document.activeElement?.textContent ?? '';

function renderGrid(onOpenProgramme = vi.fn<(programme: GuideProgramme, channel: GuideChannel) => void>()) {
  return render(
    <GuideGrid
      channels={channels}
      programmesFor={programmesFor}
      timeRange={{ start: T - 60 * min, end: T + 240 * min }}
      now={T + 10 * min}
      initialTime={T + 30 * min}
      timeZone="UTC"
      height={320}
      onOpenProgramme={onOpenProgramme}
    />,
  );
}

test('up and down keep the airing time, even through a long programme', async () => {
  await renderGrid();
  await userEvent.tab();
  // Down from what is on now lands on what is on now below; Right to the next half hour.
  await userEvent.keyboard('{ArrowDown}');
  expect(focusedName()).toMatch(/^Half B/);
  await userEvent.keyboard('{ArrowRight}');
  expect(focusedName()).toMatch(/^Half C/);
  await userEvent.keyboard('{ArrowUp}');
  expect(focusedName()).toMatch(/^Long A/);
  // Back down lands on Half C again (its time, 19:30), not on Half B where Long A starts.
  await userEvent.keyboard('{ArrowDown}');
  expect(focusedName()).toMatch(/^Half C/);
  await userEvent.keyboard('{ArrowDown}{ArrowUp}');
  expect(focusedName()).toMatch(/^Half C/);
  // Left/right move within the row and set a new time to keep.
  await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
  expect(focusedName()).toMatch(/^Hour 1 ?on 4 Channel 4/);
});

test('one tab stop; Home, End, Page Down and Enter', async () => {
  const onOpen = vi.fn<(programme: GuideProgramme, channel: GuideChannel) => void>();
  const screen = await renderGrid(onOpen);
  const tabbable = () => document.querySelectorAll('[role="gridcell"][tabindex="0"]').length;
  expect(tabbable()).toBe(1);
  await userEvent.tab();
  expect(document.activeElement?.getAttribute('role')).toBe('gridcell');
  expect(focusedName()).toMatch(/^Long A ?on 1 Channel 1, 19:00 to 21:00 UTC, airing now/);
  await userEvent.keyboard('{ArrowDown}{End}');
  expect(focusedName()).toMatch(/^Tail/);
  // Home goes to the row's first cell: the hour before Half B has no programme, and says so.
  await userEvent.keyboard('{Home}');
  expect(focusedName()).toMatch(/^2 Channel 2: No programme information/);
  await userEvent.keyboard('{ArrowRight}');
  expect(focusedName()).toMatch(/^Half B/);
  await userEvent.keyboard('{PageDown}');
  const row = Number(/on (\d+) Channel/.exec(focusedName())?.[1]);
  expect(row).toBeGreaterThan(3);
  expect(tabbable()).toBe(1);
  await userEvent.keyboard('{Enter}');
  expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ channelId: row }), expect.objectContaining({ id: row }));
  await expect.element(screen.getByRole('grid')).toBeInTheDocument();
});
