// Field.tsx — the label, hint and error shared by form fields, and the ids that tie them to the control.
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './Field.css';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

/** A consumer's `id` wins so labels in the page can point at it; otherwise React makes a stable one. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** Joins the ids that describe a control; undefined when none, so no empty attribute is rendered. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Native `required` or `aria-required` (for forms that validate themselves) both earn the marker. */
export function isMarkedRequired(required: boolean | undefined, ariaRequired: boolean | 'true' | 'false' | undefined): boolean {
  return Boolean(required) || ariaRequired === true || ariaRequired === 'true';
}

export interface FieldHintProps {
  id?: string;
  tone?: 'neutral' | 'success';
  children: ReactNode;
}

export function FieldHint({ id, tone, children }: FieldHintProps) {
  return (
    <p id={id} className={styles.hint({ tone })}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <Icon name="alert" size={16} className={styles.messageIcon} />
      <span>{children}</span>
    </p>
  );
}

/** Off-screen polite status: for changes worth announcing that would be noise if read in full each time. */
export function LiveMessage({ children }: { children: ReactNode }) {
  // role="status" rather than <output>: that is meant for a form's computed result, and is announced less reliably.
  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
  return <VisuallyHidden role="status">{children}</VisuallyHidden>;
}

export function RequiredMarker() {
  // Hidden from screen readers: the control's own required state already says it, once.
  return (
    <span aria-hidden="true" className={styles.requiredMarker}>
      *
    </span>
  );
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  className?: string;
  /** The control itself, carrying `ids.controlId` and the describedby from `joinIds`. */
  children: ReactNode;
}

/** Stacks label, hint, control and error in reading order, so the describedby order matches the screen. */
export function Field({ ids, label, hint, error, isRequired = false, className, children }: FieldProps) {
  return (
    <div className={[stackClass('xs'), styles.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {isRequired && <RequiredMarker />}
      </label>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {children}
      {hasContent(error) && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
