// consoleRows.ts (admin) — the channels the console works on: the lineup viewers see (the operator's when there is one, else the demo's), removed ones too, each with what its source says.
import type { Db } from '../db/connect.ts';
import { parseSourceFields } from '../imports/edits.ts';
import { consoleLineupRows } from '../lineup/repository.ts';

export async function activeLineupRows(db: Db) {
  const rows = await consoleLineupRows(db);
  const imported = rows.some((r) => r.source_key !== null && r.removed_at === null);
  return rows.filter((r) => (r.source_key !== null) === imported).map((r) => ({ ...r, source: parseSourceFields(r.source_fields) }));
}
