// regions.ts — the country and timezone choices of the profile form, named in the viewer's language.
import { COUNTRY_CODES } from '../../api/countries';

export interface Choice {
  value: string;
  label: string;
}

export function countryChoices(locale = 'en'): Choice[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Every IANA zone the browser knows ("Europe/Berlin" reads "Europe / Berlin"), plus the saved one if the browser lacks it. */
export function timeZoneChoices(saved?: string | null): Choice[] {
  const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  zones.add('UTC');
  if (saved) zones.add(saved);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ').replaceAll('/', ' / ') }));
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
