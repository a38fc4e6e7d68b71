// rules.spec.ts — recording rules in a real browser: "Record series" from a programme's details with its preview, the rule and its airings on /recordings (kept after a reload, in a second tab), the guide's series marks, priorities by keyboard, and "Record all with…".
import type { Page } from '@playwright/test';
import { getAsUser } from '../support/asUser.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { register } from './support/accounts.ts';
import { escapeRegExp } from './support/regexp.ts';

// A registration, a rule planned against the week's guide and pages reloaded on 2 shared cores.
const expect = baseExpect.configure({ timeout: 15_000 });
test.beforeEach(() => test.slow());

interface GuideProgramme {
  programme: number;
  channel_id: number;
  startdatetime: number;
  enddatetime: number;
  programme_name: string;
  allow_dvr: number;
  series_id?: string | null;
  series_title?: string;
}
interface ProviderChannel {
  id: string;
  type: string;
  is_free: string;
  recordable: string;
}

/**
 * An episode of a series that starts later today (in the browser's day) on a free, recordable channel, whose title
 * airs once that day on it: the one-channel guide then has one button of that name.
 */
async function aComingEpisode(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ftv_session_key'))).toBeTruthy();
  const free = (await getAsUser<ProviderChannel[]>(page, '/tv/api/channels')).filter((c) => c.type !== 'vod' && c.is_free === '1' && c.recordable === '1').map((c) => Number(c.id));
  const { now, dayStart, dayEnd, day } = await page.evaluate(() => {
    const t = new Date();
    const start = new Date(t.getFullYear(), t.getMonth(), t.getDate());
    const end = new Date(t.getFullYear(), t.getMonth(), t.getDate() + 1);
    return { now: Math.floor(t.getTime() / 1000), dayStart: start.getTime() / 1000, dayEnd: end.getTime() / 1000, day: new Intl.DateTimeFormat('en-CA').format(t) };
  });
  // Late in the evening today may have no episode left: tomorrow's guide then.
  for (const [from, to, which] of [[dayStart, dayEnd, day], [dayEnd, dayEnd + 86_400, null]] as const) {
    // The whole day as its guide page lists it, the programme that began the evening before and runs past midnight
    // included: the title must be that page's only one of that name.
    const window = await getAsUser<{ data: Record<string, GuideProgramme[]> }>(page, `/api-v2/tvguide/?channels=${free.slice(0, 40).join(',')}&startTime=${from}&duration=${to - from}`);
    for (const list of Object.values(window.data)) {
      const day = list.filter((p) => p.enddatetime > from && p.startdatetime < to);
      const episode = day.find((p) => p.series_id && p.allow_dvr === 1 && p.startdatetime >= from && p.startdatetime > now + 300 && day.filter((q) => q.programme_name === p.programme_name).length === 1);
      if (!episode) continue;
      const dayParam = which ?? (await page.evaluate((s) => new Intl.DateTimeFormat('en-CA').format(s * 1000), episode.startdatetime));
      return { ...episode, seriesTitle: episode.series_title ?? episode.programme_name, day: dayParam };
    }
  }
  throw new Error('no coming episode of a series on a free, recordable channel');
}

test('"Record series" from a programme: the preview, the rule and its airings on /recordings after a reload and in a second tab, the guide marked', async ({ page, context }) => {
  // The browser's work: a registration, the guide, and /recordings reloaded and opened again.
  await register(page, { next: '/tvguide' });
  const episode = await aComingEpisode(page);
  await page.goto(`/tvguide/${episode.channel_id}?day=${episode.day}`);
  await page.getByRole('button', { name: episode.programme_name, exact: true }).click();
  await page.getByRole('dialog', { name: episode.programme_name }).getByRole('button', { name: 'Record series' }).click();

  // The rule's own dialog says what it would record before anything is saved.
  const dialog = page.getByRole('dialog', { name: 'Record series' });
  await expect(dialog.getByText(/^Will record \(\d+\)$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // Repeats too, so this airing is booked whatever the guide says of it (new-only has tests of its own).
  await dialog.getByRole('checkbox', { name: 'New episodes only' }).uncheck();
  await expect(dialog.getByRole('region', { name: 'What it will do' })).toContainText(episode.programme_name);
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText('Recording rule created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The episode is marked as a series recording in the guide it was made from.
  const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: episode.programme_name, exact: true }) });
  await expect(item.getByText('Series recording')).toBeVisible();

  // The rule on /recordings, with what it books and what it skips.
  await page.goto('/recordings?tab=rules');
  const rule = page.getByRole('article', { name: episode.seriesTitle });
  await rule.getByRole('button', { name: `Show airings for ${episode.seriesTitle}` }).click();
  await expect(rule.getByRole('link', { name: new RegExp(escapeRegExp(episode.programme_name)) }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The recordings it booked name it.
  await page.getByRole('tab', { name: 'Recordings' }).click();
  const bookings = page.getByRole('article', { name: episode.programme_name });
  await expect(bookings.first()).toBeVisible();
  for (const booking of await bookings.all()) await expect(booking).toContainText(`by the rule ${episode.seriesTitle}`);

  // A reload and a second tab show the same rule.
  await page.reload();
  await page.getByRole('tab', { name: /^Rules/ }).click();
  await expect(page).toHaveURL(/tab=rules/);
  await expect(page.getByRole('article', { name: episode.seriesTitle })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/recordings?tab=rules');
  await expect(second.getByRole('article', { name: episode.seriesTitle })).toBeVisible();
  await second.close();
});

test('"Record all with…" makes a keyword rule; priorities move by keyboard and stay after a reload; a pause keeps its bookings, a delete cancels them when asked', async ({ page }) => {
  // The browser's work: a registration, the guide, and /recordings reloaded and opened again.
  await register(page, { next: '/tvguide' });
  const episode = await aComingEpisode(page);
  const keywordRule = `“${episode.seriesTitle}”`;
  await page.goto(`/tvguide/${episode.channel_id}?day=${episode.day}`);
  const openDetails = async () => {
    await page.getByRole('button', { name: episode.programme_name, exact: true }).click();
    return page.getByRole('dialog', { name: episode.programme_name });
  };
  await (await openDetails()).getByRole('button', { name: 'Record all with…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record all with…' });
  const words = dialog.getByRole('textbox', { name: 'Words to look for' });
  await expect(words).toHaveValue(episode.seriesTitle);
  // A broken expression: the preview says what the provider said of it, saving is refused with the field named, and
  // what was typed stays.
  const regex = dialog.getByRole('checkbox', { name: 'Treat as a regular expression' });
  await words.fill('(');
  await regex.check();
  await expect(dialog.getByText('keyword is not a valid regular expression: (')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog.getByText('This is not a valid regular expression')).toBeVisible();
  await expect(words).toBeFocused();
  await expect(words).toHaveValue('(');
  await words.fill(episode.seriesTitle);
  await regex.uncheck();
  await expect(dialog.getByText(/^Will record \(\d+\)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText('Recording rule created')).toBeVisible();

  // A second rule (its episodes are booked already: it says so), then the first moved below it from the keyboard.
  await (await openDetails()).getByRole('button', { name: 'Record series' }).click();
  await page.getByRole('dialog', { name: 'Record series' }).getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText('Recording rule created').last()).toBeVisible();
  await page.goto('/recordings?tab=rules');
  const titles = () => page.getByRole('article').evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
  await expect.poll(titles).toEqual([keywordRule, episode.seriesTitle]);
  await page.getByRole('button', { name: `Move ${keywordRule} down` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(titles).toEqual([episode.seriesTitle, keywordRule]);
  await page.reload();
  await expect.poll(titles).toEqual([episode.seriesTitle, keywordRule]);

  // Paused, it says so and keeps its bookings; deleted with "also cancel", they go.
  // The keyword rule (second in priority now): its bookings still to start. The series rule may take those airings
  // once it is gone, so the count of all bookings says nothing.
  const keywordRuleId = (await getAsUser<{ rules: { id: number }[] }>(page, '/tv/api/dvr/rules')).rules[1]!.id;
  const booked = async () =>
    (await getAsUser<{ recordings: { rule_id?: number; status: string }[] }>(page, '/tv/api/dvr/list')).recordings.filter((r) => r.rule_id === keywordRuleId && r.status === 'Accepted').length;
  const before = await booked();
  expect(before).toBeGreaterThan(0);
  const rule = page.getByRole('article', { name: keywordRule });
  await rule.getByRole('button', { name: `Pause ${keywordRule}` }).click();
  await expect(rule.getByText('Paused', { exact: true })).toBeVisible();
  expect(await booked()).toBe(before);
  await rule.getByRole('button', { name: `Delete ${keywordRule}` }).click();
  const confirm = page.getByRole('dialog', { name: /^Delete the rule / });
  await confirm.getByRole('checkbox', { name: 'Also cancel its recordings that have not started' }).check();
  await confirm.getByRole('button', { name: 'Delete rule' }).click();
  await expect(page.getByText('Recording rule deleted')).toBeVisible();
  await expect(page.getByRole('article', { name: keywordRule })).toHaveCount(0);
  await expect.poll(booked).toBe(0);
  await expectNoAxeViolations(page);
});
