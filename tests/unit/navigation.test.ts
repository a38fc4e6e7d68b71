// navigation.test.ts — which primary nav entry is current for a path.
import { expect, test } from 'vitest';
import { isActive } from '../../src/app/navigation.ts';
import { isInternalHref } from '../../src/app/RouterLink.tsx';

test('home is active only on /, other entries also on their sub-routes', () => {
  const home = { href: '/', label: 'Home' };
  const channels = { href: '/channels', label: 'Channels' };
  expect(isActive(home, '/')).toBe(true);
  expect(isActive(home, '/channels')).toBe(false);
  expect(isActive(channels, '/channels')).toBe(true);
  expect(isActive(channels, '/channels/news')).toBe(true);
  expect(isActive(channels, '/channelsx')).toBe(false);
});

test('only same-origin paths are routed client-side', () => {
  expect(isInternalHref('/privacy-policy')).toBe(true);
  expect(isInternalHref('//elsewhere.example/x')).toBe(false);
  expect(isInternalHref('mailto:press@ftv.example')).toBe(false);
  expect(isInternalHref('#section')).toBe(false);
});

test('every primary entry is a route of the app', async () => {
  const { readFileSync } = await import('node:fs');
  const { PRIMARY_NAV } = await import('../../src/app/navigation.ts');
  const router = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8');
  const routeOf = (href: string) => (href === '/' ? '<Route index' : `path="${href}"`);
  for (const { href } of PRIMARY_NAV) expect(router).toContain(routeOf(href));
});
