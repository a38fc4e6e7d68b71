// navigation.ts — the primary navigation; an entry appears here once its route is in the router.
export interface NavEntry {
  href: string;
  label: string;
}

// Every entry is a route of the router; the account menu holds the user's own pages (settings).
export const PRIMARY_NAV: readonly NavEntry[] = [
  { href: '/', label: 'Home' },
  { href: '/channels', label: 'Channels' },
  { href: '/tvguide', label: 'TV guide' },
  { href: '/favorites', label: 'Favourites' },
  { href: '/recordings', label: 'Recordings' },
];

/** `/` is active only on the home page; other entries also cover their sub-routes (/channels/news). */
export function isActive(entry: NavEntry, pathname: string): boolean {
  return entry.href === '/' ? pathname === '/' : pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}
