// rules.test.ts — the rule dialog's draft as the provider takes it and back, a rule's one-line summary, a reminder's notice.
import { expect, test } from 'vitest';
import type { RecordingRule } from '../../../src/api/index.ts';
import { draftOf, fieldsOf } from '../../../src/features/shared/useRuleDialog.tsx';
import { ruleSummary } from '../../../src/features/recordings/RulesContainer.tsx';
import { noticeText } from '../../../src/features/reminders/ReminderNoticesContainer.tsx';

const channel = { id: 131, number: 31, title: 'FTV Movies' };
const base = { kind: 'series' as const, title: 'Planet Oceans', keyword: '', regex: false, scope: 'channel' as const, newOnly: true, paddingBefore: 2, paddingAfter: 5, keep: 'count' as const, keepValue: 4, weekdays: [], startFrom: '', startTo: '', remindMinutes: 10 };

test('a series draft: the series id, minutes as seconds, keep and reminder, every day; back again as the same draft', () => {
  const fields = fieldsOf({ heading: 'Record series', channel, seriesId: 'EP1', draft: base }, 'Europe/Berlin')!;
  expect(fields).toEqual({
    kind: 'series', title: 'Planet Oceans', seriesId: 'EP1', keyword: null, regex: false, channelId: 131, weekdays: [0, 1, 2, 3, 4, 5, 6], startFrom: null, startTo: null,
    timeZone: 'Europe/Berlin', newOnly: true, keepCount: 4, keepDays: null, paddingBefore: 120, paddingAfter: 300, remindMinutes: 10,
  });
  const rule: RecordingRule = { ...fields, id: 1, priority: 1, paused: false, airings: [] };
  expect(draftOf(rule)).toEqual({ ...base, weekdays: [0, 1, 2, 3, 4, 5, 6] });
});

test('a keyword draft: nothing to ask while empty; any channel; a slot keeps its days and window', () => {
  const keyword = { ...base, kind: 'keyword' as const, keyword: '  bake off ', scope: 'any' as const };
  expect(fieldsOf({ heading: '', channel, seriesId: null, draft: { ...keyword, keyword: ' ' } }, 'UTC')).toBeNull();
  expect(fieldsOf({ heading: '', channel, seriesId: 'EP1', draft: keyword }, 'UTC')).toMatchObject({ kind: 'keyword', title: '“bake off”', keyword: 'bake off', seriesId: null, channelId: null });
  const slot = { ...base, kind: 'slot' as const, weekdays: [6], startFrom: '20:00', startTo: '23:00', keep: 'days' as const, keepValue: 30 };
  expect(fieldsOf({ heading: '', channel, seriesId: null, draft: slot }, 'UTC')).toMatchObject({ kind: 'slot', weekdays: [6], startFrom: '20:00', startTo: '23:00', keepCount: null, keepDays: 30 });
});

test('a rule in one line, and a reminder\'s notice before and after the start', () => {
  const rule: RecordingRule = { ...fieldsOf({ heading: '', channel, seriesId: null, draft: base }, 'UTC')!, id: 1, priority: 1, paused: false, airings: [] };
  expect(ruleSummary(rule, '31 FTV Movies')).toBe('Series · on 31 FTV Movies · new episodes only · keep the last 4 · 2 min early, 5 late');
  expect(ruleSummary({ ...rule, kind: 'slot', channelId: 131, weekdays: [6, 0], startFrom: '20:00', startTo: '23:00', newOnly: false, keepCount: null, paddingBefore: 0, paddingAfter: 0 }, '31 FTV Movies')).toBe('Time slot · on 31 FTV Movies · Sat, Sun · starting 20:00–23:00');
  const reminder = { id: 1, channelId: 101, programmeId: 9, title: 'Evening News', start: 1_764_270_000, end: 1_764_271_800, leadMinutes: 5, email: false, remindAt: 1_764_269_700 };
  expect(noticeText(reminder, 'FTV News · 101', reminder.remindAt, 'UTC')).toBe('“Evening News” starts at 19:00 on FTV News · 101');
  expect(noticeText(reminder, 'FTV News · 101', reminder.start + 60, 'UTC')).toBe('“Evening News” has started on FTV News · 101 (19:00)');
});
