// AuditContainer.tsx — the console's Audit tab: every change, newest first, each undoable once; older pages on demand.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { AuditList } from '../../components/AuditList';
import { Spinner } from '../../components/Spinner';
import { useClock } from '../shared/useClock';
import { useLoadOnMount } from '../shared/useLoadOnMount';
import { auditStateAtom, loadAuditAtom, loadOlderAuditAtom, undoAtom } from './atoms';
import { auditItem } from './auditView';

/** The provider's page of audit entries. */
const PAGE = 50;

export function AuditContainer() {
  const { data: entries, isLoading, error } = useAtomValue(auditStateAtom);
  const load = useSetAtom(loadAuditAtom);
  const loadOlder = useSetAtom(loadOlderAuditAtom);
  const undo = useSetAtom(undoAtom);
  const [undoingId, setUndoingId] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  useLoadOnMount(load);
  const now = useClock();

  if (isLoading && entries.length === 0) return <Spinner label="Loading the audit" />;
  return (
    <>
      {error && <Alert tone="critical">{error}</Alert>}
      <AuditList
        entries={entries.map((e) => auditItem(e, now))}
        undoingId={undoingId}
        onUndo={async (id) => {
          setUndoingId(id);
          await undo(id);
          setUndoingId(null);
        }}
        hasMore={entries.length > 0 && entries.length % PAGE === 0}
        loadingMore={loadingMore}
        onLoadMore={async () => {
          setLoadingMore(true);
          await loadOlder();
          setLoadingMore(false);
        }}
      />
    </>
  );
}
