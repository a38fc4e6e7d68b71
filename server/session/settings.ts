// settings.ts — the session settings answer of init and session (docs/api.md#session), and fresh random keys.
import { randomBytes } from 'node:crypto';
import type { Deps, Session } from '../http/context.ts';
import { userAnswer } from '../accounts/user.ts';
import { userById } from '../identity/repository.ts';
import { firstStandardChannelId } from '../lineup/repository.ts';
import type { SessionSettings } from '../../wire/types.ts';

/** 32 lower-case hex characters: 128 random bits. */
export const newKey = () => randomBytes(16).toString('hex');

export const KEEP_ALIVE_SECONDS = 200;

export async function sessionSettings(deps: Deps, session: Session): Promise<SessionSettings> {
  const { db, now } = deps;
  const [defaultChannel, user] = await Promise.all([
    firstStandardChannelId(db),
    session.user_id ? userById(db, session.user_id) : undefined,
  ]);
  const loggedIn = Boolean(session.user_id && session.access_token);
  return {
    session_key: session.key,
    loggedIn,
    ftv_token: loggedIn ? session.access_token : null,
    play_on_start: defaultChannel ?? null,
    keep_alive_interval: KEEP_ALIVE_SECONDS,
    server_time: now(),
    chat: { token: loggedIn ? session.chat_token : null, login: user?.nickname ?? null, source: 'ftv' },
    // The logged-in user as login answers it: every keep-alive and every app start then ends with the
    // server's truth (favourites, profile, plans) even when another tab or device changed it.
    ...(loggedIn && user ? { user: await userAnswer(deps, user) } : {}),
  };
}
