// atoms.ts (settings) — profile, password change and email verification: actions with the spec's messages.
import { atom } from 'jotai';
import { SUCCESS } from '../../api';
import { apiClientAtom, syncSessionAtom } from '../session/atoms';
import { runAction } from '../shared/action';

export const updateProfileAtom = atom(null, async (get, set, changes: { country?: string; timezone?: string }) => {
  const result = await runAction(set, () => get(apiClientAtom).account.updateProfile(changes), { success: SUCCESS.profileUpdated });
  set(syncSessionAtom);
  return result;
});

/** New passwords under 8 characters are refused before anything is sent ('New password is too short'). */
export const changePasswordAtom = atom(null, (get, set, { currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
  runAction(set, () => get(apiClientAtom).account.changePassword(currentPassword, newPassword), { success: SUCCESS.passwordChanged }),
);

export const sendEmailVerificationAtom = atom(null, (get, set) =>
  runAction(set, () => get(apiClientAtom).account.sendEmailVerification(), { success: SUCCESS.verificationSent }),
);

export const verifyEmailAtom = atom(null, async (get, set, token: string) => {
  const result = await runAction(set, () => get(apiClientAtom).account.verifyEmail(token), { success: SUCCESS.emailVerified });
  return result;
});
