// CardForm.tsx — pay by card: number (brand, grouping), expiry, CVV, holder, consents; inline errors; input kept on failure.
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { DEFAULT_LOCALE, formatMoney } from '../PlanCard';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { stackClass } from '../theme/layoutClasses';
import { cvvLength, detectBrand, digitsOf, formatExpiry } from './card';
import { CardNumberField } from './CardNumberField';
import { FIELD_ORDER, validateAll, validateField, type CardErrors, type CardField, type CardFormValues } from './validate';
import * as styles from './CardForm.css';

/** What the form hands over: the app's CardPayload (src/api/types.ts), which the checkout call sends under the provider's names. */
export interface CardPayment {
  /** Digits only. */
  cardNumber: string;
  /** MM/YY. */
  expiration: string;
  cvv: string;
  cardHolderName: string;
  agreeToTerms: boolean;
  agreeToMarketing: boolean;
}

export interface CardFormProps {
  /** The amount the button asks for, in minor units. */
  amount: number;
  currency: string;
  onSubmit: (payment: CardPayment) => void;
  isSubmitting?: boolean;
  /** Why the last payment failed (a decline, an expired verification): shown above the button. */
  error?: string | null;
  /** Prefills the fields (stories, or a form restored after navigation). */
  defaultValues?: Partial<CardFormValues>;
  termsHref?: string;
  /** "Today" for the expiry check; defaults to now. */
  today?: Date;
  locale?: string;
}

const EMPTY: CardFormValues = { cardNumber: '', expiry: '', cvv: '', holderName: '', agreeToTerms: false, agreeToMarketing: false };

export function CardForm({
  amount,
  currency,
  onSubmit,
  isSubmitting = false,
  error,
  defaultValues,
  termsHref = '/terms-of-service',
  today,
  locale = DEFAULT_LOCALE,
}: CardFormProps) {
  // Controlled and always mounted: a failed payment re-renders with an error, never with empty fields.
  const [values, setValues] = useState<CardFormValues>({ ...EMPTY, ...defaultValues });
  const [errors, setErrors] = useState<CardErrors>({});
  const cardNumberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvvRef = useRef<HTMLInputElement>(null);
  const holderNameRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const focusField = (field: CardField) => {
    const refs = { cardNumber: cardNumberRef, expiry: expiryRef, cvv: cvvRef, holderName: holderNameRef, agreeToTerms: termsRef };
    refs[field].current?.focus();
  };
  const now = () => today ?? new Date();
  const brand = detectBrand(digitsOf(values.cardNumber));
  const cvvDigits = cvvLength(brand);

  /** Sets a value; a field already showing an error is checked again, so the message goes as soon as it is fixed. */
  const update = <K extends keyof CardFormValues>(field: K, value: CardFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => {
      const stale = (Object.keys(current) as CardField[]).filter((name) => current[name]);
      if (stale.length === 0) return current;
      const updated: CardErrors = {};
      for (const name of stale) {
        const message = validateField(name, next, now());
        if (message) updated[name] = message;
      }
      return updated;
    });
  };

  /** Leaving a filled field says at once what is wrong with it; an empty one waits for the submit. */
  const check = (field: CardField) => {
    const value = values[field];
    if (typeof value === 'string' && !value.trim()) return;
    setErrors((current) => ({ ...current, [field]: validateField(field, values, now()) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = validateAll(values, now());
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit({
      cardNumber: digitsOf(values.cardNumber),
      expiration: values.expiry.trim(),
      cvv: values.cvv,
      cardHolderName: values.holderName.trim(),
      agreeToTerms: values.agreeToTerms,
      agreeToMarketing: values.agreeToMarketing,
    });
  };

  return (
    <form className={`${stackClass('lg')} ${styles.form}`} onSubmit={submit} noValidate aria-label="Card payment">
      <CardNumberField
        ref={cardNumberRef}
        value={values.cardNumber}
        onChange={(formatted) => update('cardNumber', formatted)}
        onBlur={() => check('cardNumber')}
        error={errors.cardNumber}
      />
      <div className={styles.row}>
        <TextField
          ref={expiryRef}
          label="Expiry date"
          hint="MM/YY"
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={values.expiry}
          onChange={(event) => update('expiry', formatExpiry(event.target.value, values.expiry))}
          onBlur={() => check('expiry')}
          error={errors.expiry}
        />
        <TextField
          ref={cvvRef}
          label="Security code"
          hint={brand === 'amex' ? '4 digits on the front' : '3 digits on the back'}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          value={values.cvv}
          // Unknown brands may still turn out to be American Express: allow four until the brand says otherwise.
          onChange={(event) => update('cvv', digitsOf(event.target.value).slice(0, brand === 'unknown' ? 4 : cvvDigits))}
          onBlur={() => check('cvv')}
          error={errors.cvv}
        />
      </div>
      <TextField
        ref={holderNameRef}
        label="Name on card"
        name="ccname"
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        required
        value={values.holderName}
        onChange={(event) => update('holderName', event.target.value)}
        onBlur={() => check('holderName')}
        error={errors.holderName}
      />
      <Stack space="sm">
        <Checkbox
          ref={termsRef}
          name="agree_to_terms"
          label={
            <>
              I agree to the <Link href={termsHref}>terms of service</Link>
            </>
          }
          required
          checked={values.agreeToTerms}
          onChange={(event) => update('agreeToTerms', event.target.checked)}
          error={errors.agreeToTerms}
        />
        <Checkbox
          name="agree_to_marketing"
          label="Send me news about channels and offers by email"
          hint="Optional. You can stop these emails at any time."
          checked={values.agreeToMarketing}
          onChange={(event) => update('agreeToMarketing', event.target.checked)}
        />
      </Stack>
      {error && <Alert tone="critical">{error}</Alert>}
      <Button type="submit" variant="primary" size="large" fullWidth isLoading={isSubmitting}>
        Pay {formatMoney(amount, currency, locale)}
      </Button>
      <p className={styles.secure}>
        <Icon name="lock" size={16} className={styles.secureIcon} />
        <span>Paid securely. FTV keeps only your card’s brand and last four digits.</span>
      </p>
    </form>
  );
}
