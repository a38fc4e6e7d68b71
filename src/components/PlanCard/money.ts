// money.ts — prices arrive in minor units with an ISO currency; this turns them into text for people.

/** A fixed default locale keeps prices identical in every browser, story and screenshot. */
export const DEFAULT_LOCALE = 'en-GB';

/** 999 EUR → "€9.99"; the currency's own number of decimals decides the divisor (JPY has none). */
export function formatMoney(minor: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    // An unknown currency code must not take the page down: show the number and the code.
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** "month" → "month", "year" → "year"; anything else is shown as the provider sent it. */
export const periodLabel = (period: string): string => period.toLowerCase();
