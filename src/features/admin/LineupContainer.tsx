// LineupContainer.tsx — the console's Lineup tab: every channel, filtered by the URL's search and filters (kept on a reload), selected in bulk and edited: rename, renumber, group, logo, premium, hide; drag to reorder.
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsoleChannel, LineupChange } from '../../api/admin';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Inline } from '../../components/Inline';
import { Text } from '../../components/Text';
import { BulkEditDialog, type BulkChange, type BulkEditMode } from '../../components/BulkEditDialog';
import { LineupTable, type LineupBulkAction, type LineupFilters, type LineupRow } from '../../components/LineupTable';
import { Spinner } from '../../components/Spinner';
import { useLoadOnMount } from '../shared/useLoadOnMount';
import { adminApiAtom, editLineupAtom, importOverridesAtom, lineupStateAtom, loadLineupAtom } from './atoms';
import { notifyAtom } from '../notifications/atoms';
import { AutoMatchContainer } from './AutoMatchContainer';
import { GuideMappingContainer } from './GuideMappingContainer';
import { StreamHealthContainer } from './StreamHealthContainer';

const SAMPLE = 5;

export const lineupRow = (c: ConsoleChannel): LineupRow => ({
  id: c.id,
  number: c.number,
  title: c.title,
  originalTitle: c.sourceTitle,
  group: c.group,
  source: c.source,
  logo: c.logo,
  premium: c.premium,
  hidden: c.hidden,
  available: c.listed && c.up !== false,
  guide: c.guideChannel ? { channel: c.guideChannel, by: c.guideMatch ?? 'tvg-id' } : null,
  edited: c.edited.length > 0,
});

/** The filters as the URL keeps them (`?q=…&group=…&unmapped=1`). */
function filtersOf(params: URLSearchParams): LineupFilters {
  return {
    query: params.get('q') ?? '',
    group: params.get('group') ?? '',
    source: params.get('source') ?? '',
    unmapped: params.get('unmapped') === '1',
    unavailable: params.get('unavailable') === '1',
    hidden: params.get('hidden') === '1',
  };
}

function withFilters(params: URLSearchParams, filters: LineupFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const text: Array<[string, string]> = [
    ['q', filters.query],
    ['group', filters.group],
    ['source', filters.source],
  ];
  for (const [key, value] of text) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  for (const key of ['unmapped', 'unavailable', 'hidden'] as const) {
    if (filters[key]) next.set(key, '1');
    else next.delete(key);
  }
  return next;
}

export function matchesFilters(c: ConsoleChannel, f: LineupFilters): boolean {
  if (f.group && c.group !== f.group) return false;
  if (f.source && c.source !== f.source) return false;
  if (f.unmapped && c.guideChannel) return false;
  if (f.unavailable && c.listed && c.up !== false) return false;
  if (f.hidden && !c.hidden) return false;
  const q = f.query.trim().toLowerCase();
  if (!q) return true;
  return c.title.toLowerCase().includes(q) || c.sourceTitle.toLowerCase().includes(q) || String(c.number) === q || (c.guideChannel ?? '').toLowerCase().includes(q);
}

/** What a dialog's change asks the provider, and what the toast says after. */
function changeOf(change: BulkChange, count: number): { change: LineupChange; success: string } {
  const n = `${count.toLocaleString('en-GB')} ${count === 1 ? 'channel' : 'channels'}`;
  switch (change.kind) {
    case 'rename':
      return { change: { rename: { find: change.find, replace: change.replace, regex: change.regex, prefix: change.prefix, suffix: change.suffix } }, success: `Renamed ${n}` };
    case 'renumber':
      return { change: { renumberFrom: change.from }, success: `Renumbered ${n}` };
    case 'group':
      return { change: { group: change.group }, success: `Moved ${n} to ${change.group}` };
    case 'logo':
      return { change: { logo: change.logo }, success: change.logo ? `Set the logo of ${n}` : `Gave ${n} their sources' logos back` };
  }
}

export function LineupContainer() {
  const { data: lineup, isLoading, error } = useAtomValue(lineupStateAtom);
  const load = useSetAtom(loadLineupAtom);
  const edit = useSetAtom(editLineupAtom);
  const api = useAtomValue(adminApiAtom);
  const takeIn = useSetAtom(importOverridesAtom);
  const notify = useSetAtom(notifyAtom);
  const fileInput = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  // Read once per URL change: a stable object for the memo below.
  const search = params.toString();
  const filters = useMemo(() => filtersOf(new URLSearchParams(search)), [search]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<BulkEditMode | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The channel whose guide channel is being chosen, and whether the bulk suggestions are open.
  const [mapping, setMapping] = useState<number | null>(null);
  const [matching, setMatching] = useState(false);
  // The channel whose streams are shown.
  const [streamsOf, setStreamsOf] = useState<number | null>(null);
  useLoadOnMount(load);

  const shown = useMemo(() => lineup.channels.filter((c) => matchesFilters(c, filters)), [lineup.channels, filters]);
  const rows = useMemo(() => shown.map(lineupRow), [shown]);
  // The selection in the lineup's order (what renumbering follows).
  const selection = lineup.channels.filter((c) => selected.has(c.id));

  const run = async (change: LineupChange, success: string, inline = false) => {
    setBusy(true);
    const result = await edit(
      selection.map((c) => c.id),
      change,
      success,
      { inline },
    );
    setBusy(false);
    return result;
  };

  const onBulk = (action: LineupBulkAction) => {
    const n = `${selection.length.toLocaleString('en-GB')} ${selection.length === 1 ? 'channel' : 'channels'}`;
    if (action === 'premium') void run({ premium: true }, `Made ${n} premium`);
    else if (action === 'unpremium') void run({ premium: false }, `Made ${n} free`);
    else if (action === 'hide') void run({ hidden: true }, `Hid ${n}`);
    else if (action === 'show') void run({ hidden: false }, `Showed ${n}`);
    else {
      setDialogError(null);
      setDialog(action);
    }
  };

  // A row dragged to another place: the rows between are renumbered in their new order from the lowest of their numbers.
  const onMove = (id: number, toIndex: number) => {
    const from = shown.findIndex((c) => c.id === id);
    if (from < 0 || from === toIndex) return;
    const order = [...shown];
    const [moved] = order.splice(from, 1);
    order.splice(toIndex, 0, moved!);
    const span = order.slice(Math.min(from, toIndex), Math.max(from, toIndex) + 1);
    const first = Math.min(...span.map((c) => c.number));
    setBusy(true);
    void edit(
      span.map((c) => c.id),
      { renumberFrom: first },
      `Moved ${moved!.title} to number ${first + span.indexOf(moved!)}`,
    ).then(() => setBusy(false));
  };

  // The edits as FTV_LINEUP_OVERRIDES' file, downloaded.
  const exportOverrides = async () => {
    try {
      const json = JSON.stringify(await api.exportOverrides(), null, 2);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([`${json}\n`], { type: 'application/json' }));
      link.download = 'ftv-overrides.json';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (failure) {
      notify({ tone: 'error', message: failure instanceof Error ? failure.message : String(failure) });
    }
  };
  const importOverrides = async (file: File) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      notify({ tone: 'error', message: `${file.name} is not JSON: an overrides file is a JSON object with "channels"` });
      return;
    }
    await takeIn(parsed);
  };

  if (isLoading && lineup.channels.length === 0) return <Spinner label="Loading the lineup" />;
  const unmapped = lineup.channels.filter((c) => !c.guideChannel && !c.hidden).length;
  const mappingChannel = mapping === null ? undefined : lineup.channels.find((c) => c.id === mapping);
  const streamsChannel = streamsOf === null ? undefined : lineup.channels.find((c) => c.id === streamsOf);
  return (
    <>
      {error && <Alert tone="critical">{error}</Alert>}
      <Inline space="md" alignY="center">
        {unmapped > 0 && (
          <>
            <Text tone="secondary">
              {unmapped.toLocaleString('en-GB')} {unmapped === 1 ? 'channel has' : 'channels have'} no guide channel.
            </Text>
            <Button variant="secondary" onClick={() => setMatching(true)}>
              Review guide suggestions…
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => void exportOverrides()}>
          Export overrides
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          Import overrides…
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Overrides file to import"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importOverrides(file);
          }}
        />
      </Inline>
      <LineupTable
        rows={rows}
        total={lineup.channels.length}
        groups={lineup.groups}
        sources={lineup.sources}
        filters={filters}
        onFiltersChange={(next) => setParams(withFilters(params, next), { replace: true })}
        selected={selected}
        onSelectedChange={setSelected}
        onBulk={onBulk}
        onMove={onMove}
        onMapGuide={setMapping}
        onShowStreams={setStreamsOf}
        busy={busy}
        height="70vh"
      />
      {mappingChannel && <GuideMappingContainer channel={mappingChannel} onClose={() => setMapping(null)} />}
      {matching && <AutoMatchContainer onClose={() => setMatching(false)} />}
      {streamsChannel && <StreamHealthContainer channel={streamsChannel} onClose={() => setStreamsOf(null)} />}
      {dialog && (
        <BulkEditDialog
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          mode={dialog}
          count={selection.length}
          sample={selection.slice(0, SAMPLE).map((c) => ({ title: c.title, number: c.number }))}
          groups={lineup.groups}
          error={dialogError}
          saving={busy}
          onSubmit={async (bulk) => {
            const { change, success } = changeOf(bulk, selection.length);
            const result = await run(change, success, true);
            if (result.ok) setDialog(null);
            else if (!result.aborted) setDialogError(result.error);
          }}
        />
      )}
    </>
  );
}
