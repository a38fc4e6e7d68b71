// PasswordField.tsx — a password input with a show/hide toggle and an optional live length hint.
import { forwardRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, FieldHint, LiveMessage, hasContent, isMarkedRequired, joinIds, useFieldIds } from '../Field';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Always shown: a placeholder is not a label. */
  label: ReactNode;
  /** Help shown between the label and the input. */
  hint?: ReactNode;
  /** Marks the input invalid and says why, under the input. */
  error?: ReactNode;
  /** Also enforced natively; shows a hint under the input that follows the length as the user types. */
  minLength?: number;
  /** Applies to the field's wrapper (for layout), not to the input. */
  className?: string;
}

function lengthHint(length: number, minLength: number): { text: string; isLongEnough: boolean } {
  if (length >= minLength) return { text: 'Long enough', isLongEnough: true };
  if (length === 0) return { text: `At least ${minLength} characters`, isLongEnough: false };
  return { text: `${length} of ${minLength} characters`, isLongEnough: false };
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    hint,
    error,
    minLength,
    id,
    className,
    required,
    disabled,
    value,
    defaultValue,
    onChange,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const lengthId = `${ids.controlId}-length`;
  const [isVisible, setIsVisible] = useState(false);
  // Uncontrolled use still needs the length for the hint, so it is tracked from change events.
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? uncontrolledLength : String(value).length;
  const hasError = hasContent(error);
  const status = minLength === undefined ? undefined : lengthHint(length, minLength);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} isRequired={isMarkedRequired(required, rest['aria-required'])} className={className}>
      <div className={styles.wrapper}>
        <input
          ref={ref}
          id={ids.controlId}
          type={isVisible ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          minLength={minLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          aria-invalid={hasError || ariaInvalid || undefined}
          aria-describedby={joinIds(describedBy, hasContent(hint) && ids.hintId, status && lengthId, hasError && ids.errorId)}
          className={styles.input}
          {...rest}
        />
        <IconButton
          className={styles.toggle}
          icon={isVisible ? 'eyeOff' : 'eye'}
          // One fixed name with a pressed state: a changing name plus aria-pressed reads as 'Hide password, pressed'.
          label="Show password"
          isPressed={isVisible}
          disabled={disabled}
          onClick={() => setIsVisible((visible) => !visible)}
        />
      </div>
      {status && (
        <>
          <FieldHint id={lengthId} tone={status.isLongEnough ? 'success' : 'neutral'}>
            <span className={styles.lengthHint}>
              {/* The check mark says "done" without relying on the success colour alone. */}
              {status.isLongEnough && <Icon name="check" size={16} className={styles.lengthIcon} />}
              <span>{status.text}</span>
            </span>
          </FieldHint>
          {/* Announces only crossings of the threshold, not every keystroke's count. */}
          <LiveMessage>{length === 0 ? '' : status.isLongEnough ? 'Long enough' : `At least ${minLength} characters`}</LiveMessage>
        </>
      )}
    </Field>
  );
});
