// card.ts — card number, expiry and CVV rules of the form: brand detection, grouping, Luhn, expiry in the future.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', unknown: 'Card' };

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The issuer from the leading digits (IIN ranges), as early as the first digit allows. */
export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  // 2221–2720: compared as a number once four digits are there.
  if (digits.length >= 4 && /^2/.test(digits)) {
    const prefix = Number(digits.slice(0, 4));
    if (prefix >= 2221 && prefix <= 2720) return 'mastercard';
  }
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (digits.length >= 6 && /^622/.test(digits)) {
    const prefix = Number(digits.slice(0, 6));
    if (prefix >= 622126 && prefix <= 622925) return 'discover';
  }
  return 'unknown';
}

/** Longest number each brand issues; unknown brands may run to the ISO maximum of 19. */
export const maxDigits = (brand: CardBrand): number => (brand === 'amex' ? 15 : brand === 'unknown' ? 19 : 16);

/** Lengths a complete number of the brand may have. */
const validLengths = (brand: CardBrand): number[] => (brand === 'amex' ? [15] : brand === 'unknown' ? [12, 13, 14, 15, 16, 17, 18, 19] : [16]);

/** Digits are printed in groups: 4-6-5 on American Express, 4-4-4-4(-3) on the others. */
export function formatCardNumber(digits: string, brand: CardBrand): string {
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let rest = digits;
  for (const size of groups) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) parts.push(rest);
  return parts.join(' ');
}

/** Where the caret goes in `formatted` so that `digitCount` digits stand before it. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digitCount) return i + 1;
  }
  return formatted.length;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const isCompleteNumber = (digits: string): boolean => validLengths(detectBrand(digits)).includes(digits.length) && luhnValid(digits);

/**
 * MM/YY as people type it: a slash after the month, "4" becomes "04/", and deleting the slash is
 * allowed (it is not put straight back while the text gets shorter).
 */
export function formatExpiry(raw: string, previous: string): string {
  let digits = digitsOf(raw).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const isDeleting = raw.length < previous.length;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !isDeleting) return `${digits}/`;
  return digits;
}

/** "07/29" → July 2029; null unless it is a real month in MM/YY. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired({ month, year }: { month: number; year: number }, today: Date): boolean {
  return year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
}

export const cvvLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);
