// validate.ts — the form's inline errors, one message per field, named for what to fix.
import { cvvLength, detectBrand, digitsOf, isCompleteNumber, isExpired, parseExpiry } from './card';

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  holderName: string;
  agreeToTerms: boolean;
  agreeToMarketing: boolean;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvv' | 'holderName' | 'agreeToTerms';
export type CardErrors = Partial<Record<CardField, string>>;

/** In the order the fields appear, so the first error is the first field to fix. */
export const FIELD_ORDER: readonly CardField[] = ['cardNumber', 'expiry', 'cvv', 'holderName', 'agreeToTerms'];

export function validateField(field: CardField, values: CardFormValues, today: Date): string | undefined {
  const digits = digitsOf(values.cardNumber);
  switch (field) {
    case 'cardNumber':
      if (!digits) return 'Enter your card number';
      return isCompleteNumber(digits) ? undefined : 'Check the card number';
    case 'expiry': {
      if (!values.expiry.trim()) return 'Enter the expiry date';
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return 'Enter the expiry date as MM/YY';
      return isExpired(expiry, today) ? 'This card has expired' : undefined;
    }
    case 'cvv': {
      const length = cvvLength(detectBrand(digits));
      if (!values.cvv) return 'Enter the security code';
      return values.cvv.length === length ? undefined : `The security code is ${length} digits`;
    }
    case 'holderName':
      return values.holderName.trim() ? undefined : 'Enter the name on the card';
    case 'agreeToTerms':
      return values.agreeToTerms ? undefined : 'Agree to the terms of service to pay';
  }
}

export function validateAll(values: CardFormValues, today: Date): CardErrors {
  const errors: CardErrors = {};
  for (const field of FIELD_ORDER) {
    const error = validateField(field, values, today);
    if (error) errors[field] = error;
  }
  return errors;
}
