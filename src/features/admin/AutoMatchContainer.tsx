// AutoMatchContainer.tsx — the unmapped channels' confident guide suggestions, reviewed and accepted in bulk.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { AutoMatch } from '../../api/admin';
import { AutoMatchDialog } from '../../components/AutoMatchDialog';
import { adminApiAtom, editLineupAtom } from './atoms';

export function AutoMatchContainer({ onClose }: { onClose: () => void }) {
  const api = useAtomValue(adminApiAtom);
  const edit = useSetAtom(editLineupAtom);
  const [found, setFound] = useState<{ unmapped: number; matches: AutoMatch[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .automatch({ signal: controller.signal })
      .then(setFound)
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) {
          setFound({ unmapped: 0, matches: [] });
          setError(failure instanceof Error ? failure.message : String(failure));
        }
      });
    return () => controller.abort();
  }, [api]);

  const accept = async (ids: number[]) => {
    const chosen = (found?.matches ?? []).filter((m) => ids.includes(m.id));
    setSaving(true);
    const n = chosen.length;
    const result = await edit(
      chosen.map((m) => m.id),
      { guides: Object.fromEntries(chosen.map((m) => [m.id, m.guideChannel])) },
      `Accepted ${n.toLocaleString('en-GB')} guide ${n === 1 ? 'suggestion' : 'suggestions'}`,
      { inline: true },
    );
    setSaving(false);
    if (result.ok) onClose();
    else if (!result.aborted) setError(result.error);
  };

  // Opened once the provider has answered (it takes a moment): the dialog would otherwise say there is nothing to accept.
  if (found === null) return null;
  return (
    <AutoMatchDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      items={found.matches}
      unmapped={found.unmapped}
      saving={saving}
      error={error}
      onAccept={(ids) => void accept(ids)}
    />
  );
}
