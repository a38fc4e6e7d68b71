// useRuleDialog.tsx — the rule dialog bound to the provider: opened from a programme ("Record series", "Record all with…") or a rule (edit), previewed as it is typed, saved.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RecordingRule, RuleAiring, RuleFields } from '../../api';
import type { GuideProgramme } from '../../components/GuideGrid';
import type { RuleAiringView } from '../../components/RuleList';
import type { RuleDraft, RulePreview } from '../../components/RuleDialog';
import { apiClientAtom, userAtom } from '../session/atoms';
import { errorMessage } from './action';
import { channelLabel, timeSpan, viewerTimeZone } from './format';
import { channelsAtom } from './lineup';
import { createRuleAtom, updateRuleAtom } from './rules';

// Loaded when first opened: the guides that offer it (and the watch page beside them) do not pay for it up front.
const RuleDialog = lazy(() => import('../../components/RuleDialog/RuleDialog').then((m) => ({ default: m.RuleDialog })));

/** How long typing pauses before the guide is asked what the rule would do. */
export const PREVIEW_DELAY_MS = 350;

interface ChannelRef {
  id: number;
  number: number;
  title: string;
}

interface Open {
  heading: string;
  channel: ChannelRef | null;
  draft: RuleDraft;
  seriesId: string | null;
  /** Editing this rule; undefined: making a new one. */
  ruleId?: number;
}

const DEFAULT_DRAFT: RuleDraft = {
  kind: 'series',
  title: '',
  keyword: '',
  regex: false,
  scope: 'channel',
  newOnly: false,
  paddingBefore: 0,
  paddingAfter: 0,
  keep: 'all',
  keepValue: 5,
  weekdays: [],
  startFrom: '',
  startTo: '',
  remindMinutes: null,
};

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The rule as the provider takes it; null while the draft cannot be asked about yet (no keyword typed). */
export function fieldsOf(open: Open, timeZone: string): RuleFields | null {
  const { draft } = open;
  const keyword = draft.keyword.trim();
  if (draft.kind === 'keyword' && keyword === '') return null;
  const channelId = draft.scope === 'channel' && open.channel ? open.channel.id : null;
  return {
    kind: draft.kind,
    title: draft.kind === 'keyword' ? `“${keyword}”` : draft.title,
    seriesId: draft.kind === 'series' ? open.seriesId : null,
    keyword: draft.kind === 'keyword' ? keyword : null,
    regex: draft.kind === 'keyword' && draft.regex,
    channelId,
    // Every day unless a slot names some (an empty list is the provider's refusal, not "any day").
    weekdays: draft.kind === 'slot' && draft.weekdays.length > 0 ? draft.weekdays : ALL_DAYS,
    startFrom: draft.kind === 'slot' && draft.startFrom ? draft.startFrom : null,
    startTo: draft.kind === 'slot' && draft.startTo ? draft.startTo : null,
    timeZone,
    newOnly: draft.newOnly,
    keepCount: draft.keep === 'count' ? draft.keepValue : null,
    keepDays: draft.keep === 'days' ? draft.keepValue : null,
    paddingBefore: draft.paddingBefore * 60,
    paddingAfter: draft.paddingAfter * 60,
    remindMinutes: draft.remindMinutes,
  };
}

/** A rule as the dialog edits it. */
export function draftOf(rule: RecordingRule): RuleDraft {
  return {
    kind: rule.kind,
    title: rule.title,
    keyword: rule.keyword ?? '',
    regex: rule.regex,
    scope: rule.channelId === null ? 'any' : 'channel',
    newOnly: rule.newOnly,
    paddingBefore: Math.round(rule.paddingBefore / 60),
    paddingAfter: Math.round(rule.paddingAfter / 60),
    keep: rule.keepCount !== null ? 'count' : rule.keepDays !== null ? 'days' : 'all',
    keepValue: rule.keepCount ?? rule.keepDays ?? 5,
    weekdays: rule.weekdays,
    startFrom: rule.startFrom ?? '',
    startTo: rule.startTo ?? '',
    remindMinutes: rule.remindMinutes,
  };
}

/** One airing as the rule list and the dialog's preview show it. */
export function airingView(airing: RuleAiring, channels: Parameters<typeof channelLabel>[1], timeZone?: string): RuleAiringView {
  return {
    key: `${airing.channelId}:${airing.start}`,
    title: airing.title,
    channel: channelLabel(airing.channelId, channels),
    when: timeSpan(airing.start, airing.end - airing.start, timeZone),
    outcome: airing.outcome,
    ...(airing.reason ? { reason: airing.reason } : {}),
    ...(airing.recordingId !== null ? { href: `/recordings/${airing.recordingId}` } : {}),
  };
}

export interface RuleDialogControls {
  /** "Record series" (kind series) or "Record all with…" (kind keyword) from a programme on a channel. */
  openForProgramme: (kind: 'series' | 'keyword', programme: GuideProgramme, channel: ChannelRef) => void;
  openForRule: (rule: RecordingRule) => void;
  element: ReactNode;
}

export function useRuleDialog(): RuleDialogControls {
  const client = useAtomValue(apiClientAtom);
  const channels = useAtomValue(channelsAtom);
  const viewerZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const create = useSetAtom(createRuleAtom);
  const update = useSetAtom(updateRuleAtom);
  const [open, setOpen] = useState<Open | null>(null);
  // The last answer and the rule it was for: the preview on screen is derived from it, so typing shows "checking" at once.
  const [answer, setAnswer] = useState<{ key: string; preview: RulePreview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  // Days and start windows are the viewer's: their home zone, else the browser's.
  const timeZone = viewerZone ?? browserTimeZone();
  const fields = useMemo(() => (open ? fieldsOf(open, timeZone) : null), [open, timeZone]);
  // The preview follows what the rule would be, not each object the dialog's state is rebuilt into.
  const fieldsKey = JSON.stringify(fields);
  const ruleId = open?.ruleId;
  const isOpen = open !== null;

  const preview: RulePreview =
    fields === null ? { state: 'idle', airings: [] } : answer?.key === fieldsKey ? answer.preview : { state: 'loading', airings: answer?.preview.airings ?? [] };

  useEffect(() => {
    if (!isOpen) return;
    const asked = JSON.parse(fieldsKey) as RuleFields | null;
    if (!asked) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.rules.preview(asked, ruleId, { signal: controller.signal }).then(
        (airings) => setAnswer({ key: fieldsKey, preview: { state: 'ready', airings: airings.map((a) => airingView(a, channels, viewerZone)) } }),
        (failure: unknown) => {
          if (!controller.signal.aborted) setAnswer({ key: fieldsKey, preview: { state: 'error', airings: [], error: errorMessage(failure) } });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [isOpen, fieldsKey, ruleId, client, channels, viewerZone]);

  const openForProgramme = useCallback((kind: 'series' | 'keyword', programme: GuideProgramme, channel: ChannelRef) => {
    const title = programme.seriesTitle ?? programme.title;
    const isEpisode = programme.seasonNumber !== undefined || programme.episodeNumber !== undefined;
    setError(null);
    setOpen({
      heading: kind === 'series' ? 'Record series' : 'Record all with…',
      channel,
      seriesId: programme.seriesId ?? null,
      draft: { ...DEFAULT_DRAFT, kind, title, keyword: kind === 'keyword' ? title : '', scope: kind === 'series' ? 'channel' : 'any', newOnly: kind === 'series' && isEpisode },
    });
  }, []);

  const openForRule = useCallback(
    (rule: RecordingRule) => {
      const channel = rule.channelId === null ? null : channels.find((c) => c.id === rule.channelId);
      setError(null);
      setOpen({ heading: 'Edit rule', channel: channel ? { id: channel.id, number: channel.number, title: channel.title } : null, seriesId: rule.seriesId, draft: draftOf(rule), ruleId: rule.id });
    },
    [channels],
  );

  const onSave = async () => {
    if (!open) return;
    if (!fields) {
      setError('A keyword rule needs a keyword');
      return;
    }
    setSaving(true);
    const result = open.ruleId === undefined ? await create(fields) : await update(open.ruleId, fields, { inline: true });
    setSaving(false);
    if (result.ok) setOpen(null);
    else if (!result.aborted) setError(result.error);
  };

  // Mounted from its first opening on (not per opening), so closing it hands focus back as a dialog does.
  const [isLoaded, setLoaded] = useState(false);
  if (open && !isLoaded) setLoaded(true);
  const element = isLoaded && (
    <Suspense fallback={null}>
      <RuleDialog
        open={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        heading={open?.heading ?? ''}
        channel={open?.channel ?? null}
        draft={open?.draft ?? DEFAULT_DRAFT}
        onDraftChange={(draft) => setOpen((current) => (current ? { ...current, draft } : current))}
        preview={preview}
        onSave={() => void onSave()}
        isSaving={isSaving}
        error={error}
        saveLabel={open?.ruleId === undefined ? 'Create rule' : 'Save changes'}
      />
    </Suspense>
  );
  return { openForProgramme, openForRule, element };
}
