// card.ts — the payment sandbox's card checks (docs/api.md#card-sandbox): Luhn, expiry, CVV, holder, terms, and the test cards' outcomes.
import { HttpError } from '../http/errors.ts';

export interface CardPayload {
  card_number: string;
  expiration: string;
  cvv: string;
  card_holder_name: string;
  agree_to_terms?: boolean;
  agree_to_marketing?: boolean;
}

/** What is kept of a card: never the number or the CVV. */
export interface CardSummary {
  brand: string;
  last4: string;
  outcome: 'pay' | 'challenge' | 'decline';
}

export const TEST_CARD_3DS = '4000000000003220';
export const TEST_CARD_DECLINE = '4000000000000002';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(22[1-9]|2[3-9][0-9]|[3-6][0-9]{2}|7[01][0-9]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return 'card';
}

/**
 * Validates the payload against the server's clock (unix seconds) and says what the sandbox does with it.
 * Messages name the field; none of them echo what was typed.
 */
export function checkCard(card: CardPayload, nowSeconds: number): CardSummary {
  const digits = card.card_number.replace(/ /g, '');
  if (!/^[0-9]{12,19}$/.test(digits) || !luhnValid(digits)) throw new HttpError(400, 'Card number is invalid');

  const expiry = /^(0[1-9]|1[0-2])\/([0-9]{2})$/.exec(card.expiration.trim());
  if (!expiry) throw new HttpError(400, 'Expiration must be MM/YY');
  // A card is good through the last day of its expiry month (UTC).
  const firstInvalid = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1) / 1000;
  if (nowSeconds >= firstInvalid) throw new HttpError(400, 'Card has expired');

  if (!/^[0-9]{3,4}$/.test(card.cvv)) throw new HttpError(400, 'CVV must be 3 or 4 digits');
  if (card.card_holder_name.trim() === '') throw new HttpError(400, 'Card holder name is required');
  if (card.agree_to_terms !== true) throw new HttpError(400, 'You must agree to the terms');

  const outcome = digits === TEST_CARD_3DS ? 'challenge' : digits === TEST_CARD_DECLINE ? 'decline' : 'pay';
  return { brand: cardBrand(digits), last4: digits.slice(-4), outcome };
}
