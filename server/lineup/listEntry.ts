// listEntry.ts — a channel as the real provider's lists spell it (docs/api.md#ids-and-flags: every id, number and flag a string), up to the viewer's own fields.
import type { ChannelListEntry } from '../../wire/types.ts';

export interface ListedChannel {
  id: number;
  title: string;
  alias: string;
  number: number;
  description: string;
  group_name: string;
  group_id: number;
  type: 'standard' | 'vod';
  is_free: boolean;
  recordable: boolean;
  /** How many days back its past programmes can be watched (0: none); the guide marks them. Left out where not known. */
  catchup_days?: number;
}

/** Everything but `is_favorite` and `streams`, in the order the list answers them. */
export function listEntry(c: ListedChannel): Omit<ChannelListEntry, 'is_favorite' | 'streams'> {
  return {
    id: String(c.id),
    title: c.title,
    alias: c.alias,
    number: String(c.number),
    description: c.description,
    // FTV's own pictures: drawn, or an operator's logo it fetched and keeps (imports/logos.ts).
    logo: `/media/logos/${c.id}.svg`,
    big_logo: `/media/logos/${c.id}-big.svg`,
    group: c.group_name,
    group_id: String(c.group_id),
    type: c.type,
    is_free: c.is_free ? '1' : '0',
    recordable: c.recordable ? '1' : '0',
    ...(c.catchup_days === undefined ? {} : { catchup_days: String(c.catchup_days) }),
  };
}
