// TextField.tsx — a labelled text input with an optional hint and an inline error.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, hasContent, isMarkedRequired, joinIds, useFieldIds } from '../Field';
import * as styles from './TextField.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Always shown: a placeholder is not a label. */
  label: ReactNode;
  /** Help shown between the label and the input, read after the label. */
  hint?: ReactNode;
  /** Marks the input invalid and says why, under the input. */
  error?: ReactNode;
  /** Applies to the field's wrapper (for layout), not to the input. */
  className?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, type = 'text', className, required, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const hasError = hasContent(error);
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      isRequired={isMarkedRequired(required, rest['aria-required'])}
      className={className}
    >
      <input
        ref={ref}
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={hasError || ariaInvalid || undefined}
        aria-describedby={joinIds(describedBy, hasContent(hint) && ids.hintId, hasError && ids.errorId)}
        className={styles.input}
        {...rest}
      />
    </Field>
  );
});
