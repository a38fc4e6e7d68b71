// Select.tsx — a labelled native select: the platform picker on every device, styled like the other fields.
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, hasContent, isMarkedRequired, joinIds, useFieldIds } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option such as "Choose a country"; chosen until the user picks something. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Applies to the field's wrapper (for layout), not to the select. */
  className?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    hint,
    error,
    id,
    className,
    required,
    value,
    defaultValue,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const hasError = hasContent(error);
  // Without an explicit value a browser selects the first enabled option, skipping a disabled placeholder.
  const initialValue = placeholder !== undefined && value === undefined && defaultValue === undefined ? '' : defaultValue;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} isRequired={isMarkedRequired(required, rest['aria-required'])} className={className}>
      <div className={styles.wrapper}>
        <select
          ref={ref}
          id={ids.controlId}
          required={required}
          value={value}
          defaultValue={initialValue}
          aria-invalid={hasError || ariaInvalid || undefined}
          aria-describedby={joinIds(describedBy, hasContent(hint) && ids.hintId, hasError && ids.errorId)}
          className={styles.select}
          {...rest}
        >
          {placeholder !== undefined && (
            // A required select must not be answered with the prompt; an optional one may go back to it.
            <option value="" disabled={required} className={styles.option}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} className={styles.option}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </div>
    </Field>
  );
});
