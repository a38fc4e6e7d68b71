// countries.ts — the country codes and time zones the provider accepts in a user's home location.
import { COUNTRY_CODES as ASSIGNED_CODES } from '../../src/api/countries.ts';

export const COUNTRY_CODES: ReadonlySet<string> = new Set(ASSIGNED_CODES);

let zones: Set<string> | null = null;

/** IANA zones as the runtime knows them, plus 'UTC' (some runtimes list only canonical zones without it). */
export function isTimeZone(value: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones.has(value);
}
