// groups.ts — the channel groups of the lineup; plans unlock premium channels by group.
export const CHANNEL_GROUPS = [
  { id: 1, name: 'News', alias: 'news' },
  { id: 2, name: 'Sports', alias: 'sports' },
  { id: 3, name: 'Movies', alias: 'movies' },
  { id: 4, name: 'Kids', alias: 'kids' },
  { id: 5, name: 'Music', alias: 'music' },
  { id: 6, name: 'Documentary', alias: 'documentary' },
  { id: 7, name: 'Entertainment', alias: 'entertainment' },
  { id: 8, name: 'Lifestyle', alias: 'lifestyle' },
] as const;

export type GroupAlias = (typeof CHANNEL_GROUPS)[number]['alias'];
export const groupId = (alias: GroupAlias) => CHANNEL_GROUPS.find((g) => g.alias === alias)!.id;
