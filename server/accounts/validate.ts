// validate.ts — the accounts area's field checks beyond JSON schema types, each failing with a 400 that names the field.
import { HttpError } from '../http/errors.ts';
import { COUNTRY_CODES, isTimeZone } from './countries.ts';
import { MD5_HEX } from './password.ts';

// Deliberately plain: one @, no spaces or quoting, a dotted domain of letters, digits and hyphens.
const EMAIL = /^[A-Za-z0-9.!#$%&*+/=?^_`{|}~-]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The email, trimmed and lower-cased (addresses are compared case-insensitively). */
export function validEmail(value: string, field = 'email'): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new HttpError(400, `${field} must be a valid email address`);
  return email;
}

/** Passwords travel as the lower-case MD5 hex of what the user typed (docs/api.md#passwords). */
export function validMd5(value: string, field = 'password'): string {
  if (!MD5_HEX.test(value)) throw new HttpError(400, `${field} must be the MD5 of the password as 32 lower-case hexadecimal characters`);
  return value;
}

export const MIN_PASSWORD_LENGTH = 8;

/** A plain new password: the minimum the app also enforces before hashing. */
export function validNewPassword(value: string): string {
  if ([...value].length < MIN_PASSWORD_LENGTH) throw new HttpError(400, 'New password is too short');
  return value;
}

export function validCountry(value: string): string {
  const code = value.trim().toUpperCase();
  if (!COUNTRY_CODES.has(code)) throw new HttpError(400, 'country must be an ISO 3166-1 alpha-2 code, for example "DE"');
  return code;
}

export function validTimeZone(value: string): string {
  const zone = value.trim();
  if (!isTimeZone(zone)) throw new HttpError(400, 'timezone must be an IANA time zone, for example "Europe/Berlin"');
  return zone;
}
