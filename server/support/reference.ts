// reference.ts — a ticket's short opaque reference: what the inbox mail names, resolved to the session and user only here.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { ticketByReference } from './repository.ts';

/** RFC 4648 base32: no 0/1/8/9, so nothing reads as O/I/B/g when support types it back. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const REFERENCE_LENGTH = 10;
const REFERENCE = /^[A-Z2-7]{10}$/;

/** 10 characters, 50 random bits: unguessable for the few tickets there are, short enough to read out. */
export function newReference(): string {
  return [...randomBytes(REFERENCE_LENGTH)].map((b) => ALPHABET[b & 31]).join('');
}

export interface ResolvedReference {
  ticketId: number;
  sessionKey: string;
  userId: number | null;
  email: string;
  createdAt: number;
}

/** The ticket behind a reference (as typed: case, spaces and dashes do not matter), or null. */
export async function resolveSupportReference(db: Db, reference: string): Promise<ResolvedReference | null> {
  const ref = reference.replace(/[\s-]/g, '').toUpperCase();
  if (!REFERENCE.test(ref)) return null;
  const row = await ticketByReference(db, ref);
  return row ? { ticketId: Number(row.id), sessionKey: row.session_key, userId: row.user_id, email: row.email, createdAt: Number(row.created_at) } : null;
}
