// SourcesContainer.tsx — the console's Sources tab: the lineup's sources with their last imports; add, edit, switch off, move, delete and refresh, each imported at once.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { refusedSourceField, type LineupSource } from '../../api/admin';
import { Alert } from '../../components/Alert';
import { SourceDialog, type SourceDraft } from '../../components/SourceDialog';
import { SourceList, type SourceItem } from '../../components/SourceList';
import { Spinner } from '../../components/Spinner';
import { useClock } from '../shared/useClock';
import { useLoadOnMount } from '../shared/useLoadOnMount';
import { loadSourcesAtom, moveSourceAtom, refreshingAtom, refreshSourcesAtom, removeSourceAtom, saveSourceAtom, sourcesStateAtom, toggleSourceAtom } from './atoms';
import { formatWhen } from './when';

export function sourceItem(source: LineupSource, now: number): SourceItem {
  const report = source.lastImport;
  return {
    id: source.id,
    kind: source.kind,
    name: source.name,
    address: source.address,
    enabled: source.enabled,
    readOnly: source.readOnly,
    ...(source.env ? { envName: source.env } : {}),
    maxStreams: source.maxStreams,
    lastImport: report && {
      when: formatWhen(report.at, now),
      took: `${(report.ms / 1000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} s`,
      ok: report.ok,
      ...(report.error ? { error: report.error } : {}),
      channels: report.channels,
      programmes: report.programmes,
      problems: report.problems.map((p) => ({ line: p.line > 0 ? p.line : null, message: p.message })),
      problemsTotal: report.problemsTotal,
    },
  };
}

/** The dialog's field a provider's refusal names, else the form as a whole. */
function fieldOf(message: string): keyof SourceDraft | 'form' {
  const field = refusedSourceField(message);
  return field === null || field === 'enabled' ? 'form' : field;
}

const draftOf = (source: LineupSource): SourceDraft => ({
  kind: source.kind,
  name: source.name,
  url: source.url,
  username: source.username ?? '',
  password: '',
  maxStreams: source.maxStreams === null ? '' : String(source.maxStreams),
});

export function SourcesContainer() {
  const { data: sources, isLoading, error } = useAtomValue(sourcesStateAtom);
  const load = useSetAtom(loadSourcesAtom);
  const save = useSetAtom(saveSourceAtom);
  const toggle = useSetAtom(toggleSourceAtom);
  const move = useSetAtom(moveSourceAtom);
  const remove = useSetAtom(removeSourceAtom);
  const refresh = useSetAtom(refreshSourcesAtom);
  const refreshing = useAtomValue(refreshingAtom);
  // null: closed; 'new': adding; a number: editing that source.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof SourceDraft | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  useLoadOnMount(load);
  const now = useClock();

  const current = typeof editing === 'number' ? sources.find((s) => s.id === editing) : undefined;

  const submit = async (draft: SourceDraft) => {
    setSaving(true);
    const id = typeof editing === 'number' ? editing : null;
    const result = await save(id, {
      kind: draft.kind,
      name: draft.name,
      url: draft.url,
      ...(draft.kind === 'xtream' ? { username: draft.username, password: draft.password } : {}),
      maxStreams: draft.maxStreams === '' ? null : Number(draft.maxStreams),
    });
    setSaving(false);
    if (result.ok) {
      setEditing(null);
      setErrors({});
    } else if (!result.aborted) setErrors({ [fieldOf(result.error)]: result.error });
  };

  if (isLoading && sources.length === 0) return <Spinner label="Loading the sources" />;
  return (
    <>
      {error && <Alert tone="critical">{error}</Alert>}
      <SourceList
        sources={sources.map((s) => sourceItem(s, now))}
        onAdd={() => {
          setErrors({});
          setEditing('new');
        }}
        onEdit={(id) => {
          setErrors({});
          setEditing(id);
        }}
        onDelete={(id) => void remove(id)}
        onToggle={(id, enabled) => void toggle(id, enabled)}
        onMove={(id, direction) => void move(id, direction)}
        onRefresh={() => void refresh()}
        refreshing={refreshing}
      />
      <SourceDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        {...(current ? { initial: draftOf(current) } : {})}
        errors={errors}
        saving={saving}
        onSubmit={(draft) => void submit(draft)}
      />
    </>
  );
}
