// GuideMappingContainer.tsx — one channel's guide channel chosen by the operator: the matcher's suggestions, a search across every guide channel, and the chosen one's next programmes before it is used.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { ConsoleChannel, GuideChannelPreview, GuideSuggestion } from '../../api/admin';
import { GuideMappingDialog, type GuideCandidate, type GuidePreview } from '../../components/GuideMappingDialog';
import { adminApiAtom, editLineupAtom } from './atoms';

/** The search waits this long after the last key before asking. */
const SEARCH_DELAY_MS = 250;

const candidate = (s: GuideSuggestion): GuideCandidate => ({ guideChannel: s.guideChannel, name: s.name, score: s.score, why: s.why });

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const previewOf = (p: GuideChannelPreview): GuidePreview => ({
  names: p.names,
  programmes: p.programmes.map((programme) => ({ when: `${clock.format(programme.start * 1000)}–${clock.format(programme.stop * 1000)}`, title: programme.title })),
});

export interface GuideMappingContainerProps {
  channel: ConsoleChannel;
  onClose: () => void;
}

export function GuideMappingContainer({ channel, onClose }: GuideMappingContainerProps) {
  const api = useAtomValue(adminApiAtom);
  const edit = useSetAtom(editLineupAtom);
  const [suggestions, setSuggestions] = useState<GuideCandidate[] | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GuideCandidate[]>([]);
  const [searching, setSearching] = useState(false);
  const [selected, setSelected] = useState<string | null>(channel.guideMatch === 'manual' || channel.guideMatch === 'auto' ? channel.guideChannel : null);
  // The preview of the guide channel it was read for: loading while that is not the selected one.
  const [preview, setPreview] = useState<{ of: string; shown: GuidePreview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .suggestions([channel.id], { signal: controller.signal })
      .then((found) => setSuggestions((found.get(channel.id) ?? []).map(candidate)))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) {
          setSuggestions([]);
          setError(failure instanceof Error ? failure.message : String(failure));
        }
      });
    return () => controller.abort();
  }, [api, channel.id]);

  useEffect(() => {
    const q = query.trim();
    if (q === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      api
        .searchGuide(q, { signal: controller.signal })
        .then((found) => setResults(found.map(candidate)))
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query]);

  useEffect(() => {
    if (selected === null) return;
    const controller = new AbortController();
    api
      .guidePreview(selected, { signal: controller.signal })
      .then((found) => setPreview({ of: selected, shown: previewOf(found) }))
      .catch(() => {
        if (!controller.signal.aborted) setPreview({ of: selected, shown: { names: [], programmes: [] } });
      });
    return () => controller.abort();
  }, [api, selected]);

  const save = async (guide: string, success: string) => {
    setSaving(true);
    const result = await edit([channel.id], { guide }, success, { inline: true });
    setSaving(false);
    if (result.ok) onClose();
    else if (!result.aborted) setError(result.error);
  };
  const nameOf = (id: string) => [...(suggestions ?? []), ...results].find((c) => c.guideChannel === id)?.name ?? id;

  return (
    <GuideMappingDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      channel={{ number: channel.number, title: channel.title, current: channel.guideChannel }}
      suggestions={suggestions ?? []}
      suggestionsLoading={suggestions === null}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        if (next.trim() === '') setResults([]);
      }}
      results={query.trim() === '' ? [] : results}
      searching={searching}
      selected={selected}
      onSelect={setSelected}
      preview={selected !== null && preview?.of === selected ? preview.shown : null}
      previewLoading={selected !== null && preview?.of !== selected}
      error={error}
      saving={saving}
      onSubmit={(guide) => void save(guide, `${channel.title} takes its guide from ${nameOf(guide)}`)}
      {...(channel.guideMatch === 'manual' || channel.guideMatch === 'auto' ? { onClear: () => void save('', `${channel.title} takes its guide as its source says`) } : {})}
    />
  );
}
