// TextArea.tsx — a labelled multi-line input with an optional hint, an inline error and a character count.
import { forwardRef, useState, type ChangeEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field, hasContent, isMarkedRequired, joinIds, useFieldIds } from '../Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** With maxLength: shows "120 / 5000" under the field. */
  showCount?: boolean;
  className?: string;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, showCount = false, id, className, required, maxLength, value, defaultValue, onChange, rows = 5, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const hasError = hasContent(error);
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? uncontrolledLength : String(value).length;
  const countId = `${ids.controlId}-count`;
  const hasCount = showCount && maxLength !== undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} isRequired={isMarkedRequired(required, rest['aria-required'])} className={className}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={hasError || ariaInvalid || undefined}
        aria-describedby={joinIds(describedBy, hasContent(hint) && ids.hintId, hasError && ids.errorId, hasCount && countId)}
        className={styles.textarea}
        {...rest}
      />
      {hasCount && (
        <span id={countId} className={styles.count}>
          {length} / {maxLength} characters
        </span>
      )}
    </Field>
  );
});
