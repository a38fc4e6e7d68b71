// ProfileForm.tsx — the user's home location: country and timezone (the guide shows times in that timezone).
import { useState, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Select, type SelectOption } from '../Select';
import { stackClass } from '../theme/layoutClasses';

export interface ProfileValues {
  country: string;
  timezone: string;
}

export interface ProfileFormProps {
  /** The saved values ('' when not set yet). */
  country: string;
  timezone: string;
  countries: readonly SelectOption[];
  timeZones: readonly SelectOption[];
  onSubmit: (values: ProfileValues) => void;
  isSubmitting?: boolean;
  error?: string | null;
  /** Offered as a one-click choice when no timezone is saved (the browser's own). */
  detectedTimeZone?: string;
}

const stack = stackClass('md');

export function ProfileForm({ country, timezone, countries, timeZones, onSubmit, isSubmitting = false, error, detectedTimeZone }: ProfileFormProps) {
  // Controlled from the saved values, so a failed save keeps the user's choice on screen.
  const [values, setValues] = useState<ProfileValues>({ country, timezone: timezone || detectedTimeZone || '' });
  const [fieldErrors, setFieldErrors] = useState<{ country?: string; timezone?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const errors = { country: values.country ? undefined : 'Choose your country', timezone: values.timezone ? undefined : 'Choose your timezone' };
    setFieldErrors(errors);
    if (errors.country || errors.timezone) return;
    onSubmit(values);
  };

  const isUnchanged = values.country === country && values.timezone === timezone;
  return (
    <form className={stack} onSubmit={submit} noValidate aria-label="Profile">
      <Select
        label="Country"
        placeholder="Choose a country"
        options={countries}
        value={values.country}
        onChange={(event) => setValues({ ...values, country: event.target.value })}
        error={fieldErrors.country}
        autoComplete="country"
      />
      <Select
        label="Timezone"
        hint="The TV guide shows programme times in this timezone."
        placeholder="Choose a timezone"
        options={timeZones}
        value={values.timezone}
        onChange={(event) => setValues({ ...values, timezone: event.target.value })}
        error={fieldErrors.timezone}
      />
      {error && <Alert tone="critical">{error}</Alert>}
      <div>
        <Button type="submit" variant="primary" isLoading={isSubmitting} disabled={isUnchanged && !isSubmitting}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
