// SupportForm.tsx — write to support: email, topic, subject, message; shows the technical data that goes with it.
import { useRef, useState, type FormEvent } from 'react';
import { FormOutcome } from '../Alert';
import { Button } from '../Button';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './SupportForm.css';

export type SupportClassification = 'technical' | 'billing' | 'account' | 'content' | 'other';

export interface SupportValues {
  email: string;
  subject: string;
  message: string;
  classification: SupportClassification;
}

export interface SupportFormProps {
  onSubmit: (values: SupportValues) => void;
  /** The logged-in user's address, so they need not type it. */
  defaultEmail?: string;
  /** What is attached to the message (app version, page, browser), shown so nothing is sent unseen. */
  technicalData: Readonly<Record<string, string>>;
  isSubmitting?: boolean;
  error?: string | null;
  /** After success the subject and message empty themselves; the email and topic stay. */
  success?: string | null;
}

const TOPICS: { value: SupportClassification; label: string }[] = [
  { value: 'technical', label: 'Playback or a technical problem' },
  { value: 'billing', label: 'Payments and subscriptions' },
  { value: 'account', label: 'My account' },
  { value: 'content', label: 'Channels and programmes' },
  { value: 'other', label: 'Something else' },
];

export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 5000;
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const stack = stackClass('md');

export function SupportForm({ onSubmit, defaultEmail = '', technicalData, isSubmitting = false, error, success }: SupportFormProps) {
  const [values, setValues] = useState<SupportValues>({ email: defaultEmail, subject: '', message: '', classification: 'technical' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof SupportValues, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  // Props that change what is typed are followed during render (React's "adjusting state" pattern):
  // the address may arrive after the first render (the session restores in the background), and a
  // success empties the subject and message for the next one.
  const [seen, setSeen] = useState({ defaultEmail, success });
  if (seen.defaultEmail !== defaultEmail || seen.success !== success) {
    setSeen({ defaultEmail, success });
    if (defaultEmail && !values.email) setValues({ ...values, email: defaultEmail });
    if (success && success !== seen.success) setValues((current) => ({ ...current, subject: '', message: '' }));
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const email = values.email.trim();
    const errors = {
      email: !email ? 'Enter your email address, so we can answer' : looksLikeEmail(email) ? undefined : 'Enter an email address like name@example.com',
      subject: values.subject.trim() ? undefined : 'Enter a subject',
      message: values.message.trim() ? undefined : 'Tell us what happened',
    };
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.subject) return subjectRef.current?.focus();
    if (errors.message) return messageRef.current?.focus();
    onSubmit({ ...values, email, subject: values.subject.trim(), message: values.message.trim() });
  };

  const set = (field: keyof SupportValues) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  return (
    <form className={stack} onSubmit={submit} noValidate aria-label="Contact support">
      <TextField ref={emailRef} label="Your email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={fieldErrors.email} />
      <Select label="Topic" options={TOPICS} value={values.classification} onChange={set('classification')} />
      <TextField ref={subjectRef} label="Subject" required maxLength={MAX_SUBJECT} value={values.subject} onChange={set('subject')} error={fieldErrors.subject} />
      <TextArea
        ref={messageRef}
        label="Message"
        hint="What were you doing, what did you expect, and what happened instead?"
        required
        rows={7}
        maxLength={MAX_MESSAGE}
        showCount
        value={values.message}
        onChange={set('message')}
        error={fieldErrors.message}
      />
      <details className={styles.details}>
        <summary className={styles.summary}>Technical details sent with your message</summary>
        <Stack as="dl" space="xs" className={styles.list}>
          {Object.entries(technicalData).map(([name, value]) => (
            <div key={name} className={styles.row}>
              <dt className={styles.term}>{name}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </Stack>
      </details>
      <FormOutcome error={error} success={success} />
      <div>
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          Send message
        </Button>
      </div>
    </form>
  );
}
