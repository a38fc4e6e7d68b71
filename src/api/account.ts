// account.ts — profile, password change, password reset and email verification, with the rules of docs/client.md#messages-and-errors.
import { ApiError, failWith } from './errors';
import { ERRORS, FALLBACK } from './messages';
import { isObject, looksLikeUser, sameId, toUser } from './normalise';
import { checkNewPassword, hashForLogin, md5Hex } from './password';
import { requireSessionKey, type Session } from './session';
import { STORAGE_KEYS, type FtvStorage } from './storage';
import type { CallOptions, User } from './types';

export interface AccountApi {
  /** Answers (and stores) the updated user. */
  updateProfile: (changes: { country?: string; timezone?: string }, options?: CallOptions) => Promise<User>;
  /** 400 → 'New password is too short', 404 → 'Current password is incorrect'; under 8 characters refused before hashing. */
  changePassword: (currentPassword: string, newPassword: string, options?: CallOptions) => Promise<void>;
  /** Form-encoded; succeeds when result is true. 'No session key available' without a session. */
  passwordReset: (email: string, options?: CallOptions) => Promise<void>;
  /** The mailed link's second step: a new password for the token. */
  confirmPasswordReset: (token: string, newPassword: string, options?: CallOptions) => Promise<void>;
  sendEmailVerification: (options?: CallOptions) => Promise<void>;
  verifyEmail: (token: string, options?: CallOptions) => Promise<void>;
}

export function createAccountApi({ session, storage }: { session: Session; storage: FtvStorage }): AccountApi {
  const post = (path: string, body: Record<string, unknown>, options: CallOptions) => session.call({ method: 'POST', path, body, signal: options.signal });
  return {
    updateProfile: (changes, options = {}) =>
      failWith(FALLBACK.updateProfile, async () => {
        const answer = await post('/tv/api/updateProfile', { ...changes }, options);
        if (!looksLikeUser(answer)) throw new ApiError(0, FALLBACK.updateProfile, answer);
        const user = toUser(answer);
        if (storage.read(STORAGE_KEYS.user) !== null) storage.writeJson(STORAGE_KEYS.user, user);
        session.events.emit();
        return user;
      }),
    changePassword: (currentPassword, newPassword, options = {}) =>
      failWith(
        FALLBACK.changePassword,
        async () => {
          checkNewPassword(newPassword);
          const current = await hashForLogin(storage, currentPassword);
          await post('/tv/api/accountUpdate', { password: current, new_password: newPassword }, options);
          // The saved hash must follow, or the next automatic re-login would be refused.
          if (storage.read(STORAGE_KEYS.passwordHash) !== null) storage.write(STORAGE_KEYS.passwordHash, await md5Hex(newPassword));
        },
        { 400: ERRORS.passwordTooShort, 404: ERRORS.currentPasswordIncorrect },
      ),
    passwordReset: async (email, options = {}) => {
      requireSessionKey(session);
      await failWith(FALLBACK.passwordReset, async () => {
        const answer = await session.call({ method: 'POST', path: '/tv/api/passwordReset', body: { email }, form: true, signal: options.signal });
        if (!(isObject(answer) && answer.result === true)) throw new ApiError(0, FALLBACK.passwordReset, answer);
      });
    },
    confirmPasswordReset: (token, newPassword, options = {}) =>
      failWith(FALLBACK.passwordReset, async () => {
        checkNewPassword(newPassword);
        await post('/tv/api/passwordReset/confirm', { token, new_password: newPassword }, options);
      }),
    sendEmailVerification: (options = {}) => failWith(FALLBACK.sendVerification, async () => void (await post('/tv/api/sendEmailVerification', {}, options))),
    verifyEmail: (token, options = {}) =>
      failWith(FALLBACK.verifyEmail, async () => {
        const answer = await post('/tv/api/verifyEmail', { token }, options);
        // The stored user learns it at once when the link was theirs (the provider names whose address it verified).
        const verifiedId = answer && typeof answer === 'object' ? Number((answer as { user_id?: unknown }).user_id) : Number.NaN;
        const stored = storage.readJson<User>(STORAGE_KEYS.user);
        if (stored && sameId(stored.id, verifiedId)) {
          storage.writeJson(STORAGE_KEYS.user, { ...stored, emailVerified: true });
          session.events.emit();
        }
      }),
  };
}
