// returnTo.test.ts — the `next` parameter after login only ever leads to a page of this app.
import { expect, test } from 'vitest';
import { loginHrefFor, returnPathFrom, safeReturnPath } from '../../../src/features/shared/returnTo';

test('paths of the app are kept, with their query and fragment', () => {
  expect(safeReturnPath('/tvguide')).toBe('/tvguide');
  expect(safeReturnPath('/channels/news?q=bbc#top')).toBe('/channels/news?q=bbc#top');
});

test('other sites, odd schemes and loops into the account pages fall back to home', () => {
  for (const next of [null, undefined, '', 'tvguide', '//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/login', '/login?next=/x', '/register', '/reset-password/abc', '/verify-email/abc']) {
    expect(safeReturnPath(next)).toBe('/');
  }
});

test('the login link carries the current page, except from home', () => {
  expect(loginHrefFor('/')).toBe('/login');
  expect(loginHrefFor('/tv/105?x=1')).toBe('/login?next=%2Ftv%2F105%3Fx%3D1');
  expect(loginHrefFor('/login?next=%2Fpress')).toBe('/login');
  expect(returnPathFrom('?next=%2Fpress')).toBe('/press');
  expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/');
});
