// Checkbox.tsx — a native checkbox with a rich label, optional hint and error, and a mixed state.
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMarker, hasContent, isMarkedRequired, joinIds, useFieldIds } from '../Field';
import { Icon } from '../Icon';
import { Stack } from '../Stack';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** May hold a link (terms, privacy), so it is a node rather than a string. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The "some but not all" state of a parent checkbox; read as "mixed" by screen readers. */
  isIndeterminate?: boolean;
  /** Applies to the wrapper (for layout), not to the input. */
  className?: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, isIndeterminate = false, id, className, required, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);

  // `indeterminate` exists only as a DOM property, and a click clears it, so it is re-applied every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  });

  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  return (
    <Stack space="xxs" className={[styles.root, className].filter(Boolean).join(' ')}>
      <label className={styles.row}>
        <span className={styles.control}>
          <input
            ref={inputRef}
            id={ids.controlId}
            type="checkbox"
            required={required}
            aria-invalid={hasError || ariaInvalid || undefined}
            aria-describedby={joinIds(describedBy, hasHint && ids.hintId, hasError && ids.errorId)}
            className={styles.box}
            {...rest}
          />
          <span className={[styles.checkMark, styles.disabledMark].join(' ')}>
            <Icon name="check" size={16} />
          </span>
          <span className={[styles.dashMark, styles.disabledMark].join(' ')}>
            <span className={styles.dash} />
          </span>
        </span>
        <span className={styles.text}>
          {label}
          {isMarkedRequired(required, rest['aria-required']) && <RequiredMarker />}
        </span>
      </label>
      {(hasHint || hasError) && (
        <Stack space="xxs" className={styles.messages}>
          {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
        </Stack>
      )}
    </Stack>
  );
});
