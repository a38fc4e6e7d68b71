// CardNumberField.tsx — the card number input: groups digits as they are typed, keeps the caret in place, shows the brand.
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { Badge } from '../Badge';
import { Field, hasContent, joinIds, useFieldIds } from '../Field';
import { BRAND_NAMES, caretAfterDigits, detectBrand, digitsOf, formatCardNumber, maxDigits } from './card';
import * as styles from './CardForm.css';

export interface CardNumberFieldProps {
  value: string;
  onChange: (formatted: string) => void;
  onBlur?: () => void;
  error?: string;
}

export const CardNumberField = forwardRef<HTMLInputElement, CardNumberFieldProps>(function CardNumberField({ value, onChange, onBlur, error }, ref) {
  const ids = useFieldIds(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const pendingCaret = useRef<number | null>(null);
  const brand = detectBrand(digitsOf(value));
  const brandId = `${ids.controlId}-brand`;

  // Reformatting replaces the whole value, which would throw the caret to the end: put it back after the same digit.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    let digits = digitsOf(raw);
    let before = digitsOf(raw.slice(0, caret)).length;
    // Backspace over a group's space removes the digit before it, as people expect, instead of doing nothing.
    if (raw.length < value.length && digits === digitsOf(value) && before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
    const next = detectBrand(digits);
    digits = digits.slice(0, maxDigits(next));
    const formatted = formatCardNumber(digits, next);
    pendingCaret.current = caretAfterDigits(formatted, Math.min(before, digits.length));
    onChange(formatted);
  };

  const hasError = hasContent(error);
  return (
    <Field ids={ids} label="Card number" error={error} isRequired>
      <div className={styles.numberBox}>
        <input
          ref={inputRef}
          id={ids.controlId}
          name="cardnumber"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          placeholder="1234 5678 9012 3456"
          required
          value={value}
          onChange={change}
          onBlur={onBlur}
          aria-invalid={hasError || undefined}
          aria-describedby={joinIds(brand !== 'unknown' && brandId, hasError && ids.errorId)}
          className={styles.numberInput}
        />
        <span className={styles.brand}>
          {brand === 'unknown' ? (
            <Badge size="small" aria-hidden="true">
              Card
            </Badge>
          ) : (
            <Badge size="small" tone="accent" id={brandId}>
              {BRAND_NAMES[brand]}
            </Badge>
          )}
        </span>
      </div>
    </Field>
  );
});
