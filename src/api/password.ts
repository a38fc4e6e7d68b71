// password.ts — passwords travel as MD5 hex (docs/api.md#passwords); md5 is loaded only when a password is sent.
import { ApiError } from './errors';
import { ERRORS, MIN_PASSWORD_LENGTH } from './messages';
import { STORAGE_KEYS, type FtvStorage } from './storage';

export async function md5Hex(text: string): Promise<string> {
  const { default: md5 } = await import('blueimp-md5');
  return md5(text);
}

/** docs/client.md#login-and-logout: hashed unless it already is the saved hash (automatic re-login sends the hash itself). */
export async function hashForLogin(storage: FtvStorage, password: string): Promise<string> {
  const saved = storage.read(STORAGE_KEYS.passwordHash);
  return saved !== null && password === saved ? password : md5Hex(password);
}

/** docs/api.md#passwords: refused before hashing, so a too-short password never leaves the browser. */
export function checkNewPassword(password: string, message: string = ERRORS.passwordTooShort): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new ApiError(0, message);
}
