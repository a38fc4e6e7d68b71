// navigation.ts — the primary navigation; an entry appears here once its route is in the router.
export interface NavEntry {
  href: string;
  label: string;
}

// Channels, TV guide, Favourites and Recordings join this list with the issues that build those routes,
// so the header never links to a page that does not exist yet.
export const PRIMARY_NAV: readonly NavEntry[] = [{ href: '/', label: 'Home' }];

/** `/` is active only on the home page; other entries also cover their sub-routes (/channels/news). */
export function isActive(entry: NavEntry, pathname: string): boolean {
  return entry.href === '/' ? pathname === '/' : pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}
