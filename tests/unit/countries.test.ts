// countries.test.ts — the app offers exactly the country codes the provider accepts (each side keeps its own copy).
import { expect, test } from 'vitest';
import { COUNTRY_CODES as appCodes } from '../../src/api/countries.ts';
import { COUNTRY_CODES as providerCodes } from '../../server/accounts/countries.ts';

test('the app and the provider list the same 249 assigned codes', () => {
  expect(appCodes).toHaveLength(249);
  expect([...providerCodes].sort()).toEqual([...appCodes].sort());
});
