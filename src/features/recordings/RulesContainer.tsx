// RulesContainer.tsx — the Rules tab: the user's recording rules in priority order with their coming and skipped airings; reorder, pause, edit, delete.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { RecordingRule } from '../../api';
import { RuleList, type RuleView } from '../../components/RuleList';
import { userAtom } from '../session/atoms';
import { viewerTimeZone } from '../shared/format';
import { channelsAtom } from '../shared/lineup';
import { deleteRuleAtom, loadRulesAtom, reorderRulesAtom, rulesStateAtom, updateRuleAtom } from '../shared/rules';
import { airingView, useRuleDialog } from '../shared/useRuleDialog';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Series · any channel · new episodes only · keep the last 5 · 2 min early, 5 late" */
export function ruleSummary(rule: RecordingRule, channelName: string | null): string {
  const kind = { series: 'Series', keyword: rule.regex ? 'Expression' : 'Keyword', slot: 'Time slot' }[rule.kind];
  const parts = [kind, channelName ? `on ${channelName}` : 'any channel'];
  if (rule.kind === 'slot' && rule.weekdays.length > 0 && rule.weekdays.length < 7) parts.push(rule.weekdays.map((d) => DAY_NAMES[d]).join(', '));
  if (rule.startFrom && rule.startTo) parts.push(`starting ${rule.startFrom}–${rule.startTo}`);
  if (rule.newOnly) parts.push('new episodes only');
  if (rule.keepCount !== null) parts.push(`keep the last ${rule.keepCount}`);
  if (rule.keepDays !== null) parts.push(`keep ${rule.keepDays} ${rule.keepDays === 1 ? 'day' : 'days'}`);
  if (rule.paddingBefore > 0 || rule.paddingAfter > 0) parts.push(`${Math.round(rule.paddingBefore / 60)} min early, ${Math.round(rule.paddingAfter / 60)} late`);
  return parts.join(' · ');
}

/** The rules are loaded by RecordingsContainer (its recordings name them): this tab only shows and changes them. */
export function RulesContainer() {
  const { data: rules, isLoading, error } = useAtomValue(rulesStateAtom);
  const channels = useAtomValue(channelsAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const load = useSetAtom(loadRulesAtom);
  const reorder = useSetAtom(reorderRulesAtom);
  const update = useSetAtom(updateRuleAtom);
  const remove = useSetAtom(deleteRuleAtom);
  const dialog = useRuleDialog();
  const [busyId, setBusyId] = useState<number | null>(null);

  const busy = async (id: number, work: () => Promise<unknown>) => {
    setBusyId(id);
    await work();
    setBusyId(null);
  };

  const views: RuleView[] = rules.map((rule) => {
    const channel = rule.channelId === null ? undefined : channels.find((c) => c.id === rule.channelId);
    return {
      id: rule.id,
      title: rule.title,
      summary: ruleSummary(rule, channel ? `${channel.number} ${channel.title}` : rule.channelId === null ? null : `channel ${rule.channelId}`),
      paused: rule.paused,
      airings: rule.airings.map((airing) => airingView(airing, channels, timeZone)),
    };
  });

  return (
    <>
      <RuleList
        rules={views}
        isLoading={isLoading}
        error={error}
        onRetry={() => void load()}
        onReorder={(ids) => void reorder(ids)}
        onPausedChange={(id, paused) => void busy(id, () => update(id, { paused }))}
        onEdit={(id) => {
          const rule = rules.find((r) => r.id === id);
          if (rule) dialog.openForRule(rule);
        }}
        onDelete={(id, cancelBookings) => void busy(id, () => remove(id, cancelBookings))}
        busyId={busyId}
        guideHref="/tvguide"
      />
      {dialog.element}
    </>
  );
}
