// ProfileContainer.tsx — the profile form bound to the user's home location and updateProfileAtom.
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { ProfileForm, type ProfileValues } from '../../components/ProfileForm';
import { userAtom } from '../session/atoms';
import { updateProfileAtom } from './atoms';
import { browserTimeZone, countryChoices, timeZoneChoices } from './regions';

export function ProfileContainer() {
  const user = useAtomValue(userAtom);
  const updateProfile = useSetAtom(updateProfileAtom);
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const country = user?.homeLocation.country ?? '';
  const timezone = user?.homeLocation.timezone ?? '';
  const countries = useMemo(() => countryChoices(), []);
  const timeZones = useMemo(() => timeZoneChoices(timezone), [timezone]);

  const submit = async (values: ProfileValues) => {
    setSubmitting(true);
    setError(null);
    const result = await updateProfile(values);
    setSubmitting(false);
    if (!result.ok && !result.aborted) setError(result.error);
  };

  return (
    <ProfileForm
      // A saved change remounts the form on the new values (it is then unchanged again).
      key={`${country}|${timezone}`}
      country={country}
      timezone={timezone}
      countries={countries}
      timeZones={timeZones}
      detectedTimeZone={browserTimeZone()}
      onSubmit={(values) => void submit(values)}
      isSubmitting={isSubmitting}
      error={error}
    />
  );
}
