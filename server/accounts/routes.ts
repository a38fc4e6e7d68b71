// routes.ts (accounts) — register, login, logout, password reset, email verification, profile and password change (docs/api.md#accounts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../http/address.ts';
import { requireUser, sessionOf, userOf, withSession, type Deps } from '../http/context.ts';
import { errorBody, HttpError } from '../http/errors.ts';
import { sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import { MailDeliveryError, sendMail } from '../mail/send.ts';
import { createLockout, lockedMessage } from './lockout.ts';
import { passwordResetMail, verificationMail } from './mails.ts';
import { appUrl } from '../mail/links.ts';
import { hashPassword, md5Hex, verifyPassword } from './password.ts';
import { consumeToken, issueToken } from './tokens.ts';
import { insertUser, loadUser, logIn, logOut, logOutEverywhere, resetRecipientByEmail, updateUser, userByLoginOrEmail, userIdByEmail } from '../identity/repository.ts';
import { userAnswer } from './user.ts';
import { validCountry, validEmail, validMd5, validNewPassword, validTimeZone } from './validate.ts';

const text = (maxLength = 200) => ({ type: 'string', minLength: 1, maxLength }) as const;
const body = (required: readonly string[], properties: Record<string, object>) => ({ type: 'object', required, properties: { session_key: sessionKeyProp, ...properties } });

/** Per client address (an IPv6 /64 counts as one); the answer keeps the API's error shape (docs/api.md#rate-limits: 429). */
const rateLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
      new HttpError(context.statusCode, `Too many requests, try again in ${context.after}`),
  },
});

const INVALID_LOGIN = 'Invalid login or password';
const INVALID_RESET = 'Reset link is invalid or has expired';
const INVALID_VERIFICATION = 'Verification link is invalid or has expired';

export default async function accountsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, now } = deps;
  const session = withSession(deps);
  const user = requireUser(deps);
  const lockout = createLockout(now, deps.redis?.commands, deps.redis?.prefix);

  /**
   * Per account, whatever address the guesses come from (the per-address limit is the plugin's); a name
   * that is no account locks the same way, so a lockout tells nobody that an account exists.
   * FTV_RATE_LIMIT_OFF turns it off with the other limits (benchmarks log in over and over).
   */
  async function checkPassword(reply: FastifyReply, key: string, md5: string, stored: string | null | undefined): Promise<boolean> {
    const lockedFor = deps.config.rateLimits ? await lockout.begin(key) : 0;
    if (lockedFor > 0) {
      reply.header('retry-after', String(lockedFor));
      throw new HttpError(429, lockedMessage(lockedFor));
    }
    const ok = await verifyPassword(md5, stored);
    if (ok) await lockout.succeed(key);
    else await lockout.fail(key);
    return ok;
  }

  app.post<{ Body: { email: string; password: string } }>(
    '/tv/api/register',
    { schema: { body: body(['email', 'password'], { email: text(254), password: text() }) }, config: rateLimit(30), preHandler: session },
    async (request) => {
      const email = validEmail(request.body.email);
      const password = validMd5(request.body.password);
      const taken = () => userIdByEmail(db, email);
      if (await taken()) throw new HttpError(409, 'Email is already registered');
      // Hashed before the transaction: scrypt is slow and must not hold the database.
      const password_hash = await hashPassword(password);
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const userId = await insertUser(trx, { email, password_hash, created_at: now() });
          await logIn(trx, sessionOf(request).key, userId);
          return userId;
        });
      } catch (error) {
        // Two registrations of one address at once: the unique index decides, the loser gets the same 409.
        if (await taken()) throw new HttpError(409, 'Email is already registered');
        throw error;
      }
      return userAnswer(deps, await loadUser(db, id));
    },
  );

  app.post<{ Body: { login: string; password: string } }>(
    '/tv/api/login',
    { schema: { body: body(['login', 'password'], { login: text(254), password: text() }) }, config: rateLimit(10), preHandler: session },
    async (request, reply) => {
      const password = validMd5(request.body.password);
      const login = request.body.login.trim().toLowerCase();
      const found = await userByLoginOrEmail(db, login);
      // Unknown user and wrong password get the same answer, after the same scrypt work.
      const ok = await checkPassword(reply, found ? `user:${found.id}` : `name:${login}`, password, found?.password_hash);
      if (!found || !ok) throw new HttpError(403, INVALID_LOGIN);
      await logIn(db, sessionOf(request).key, found.id);
      return userAnswer(deps, found);
    },
  );

  // The spec leaves the method open: both log the session out (the session itself stays, anonymous).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/tv/api/logout',
      schema: method === 'GET' ? { querystring: sessionOnly } : { body: body([], {}) },
      preHandler: session,
      handler: async (request) => {
        await logOut(db, sessionOf(request).key);
        return { success: true };
      },
    });
  }

  // Form-encoded in the real app (docs/api.md#transport); JSON works too. Same answer whether or not the account exists.
  app.post<{ Body: { email: string } }>(
    '/tv/api/passwordReset',
    { schema: { body: body(['email'], { email: text(254) }) }, config: { ...rateLimit(10), acceptsForm: true }, preHandler: session },
    async (request) => {
      const email = validEmail(request.body.email);
      const found = await resetRecipientByEmail(db, email);
      if (found) {
        const token = await issueToken(db, found.id, 'password_reset', now());
        try {
          await sendMail(deps, passwordResetMail(found.email, found.nickname, appUrl(request, `/reset-password/${token}`, deps.config.publicUrl)));
        } catch (error) {
          // A failing mail server must not tell the caller that this address has an account.
          request.log.error({ err: error }, 'password reset mail failed');
        }
      }
      return { result: true };
    },
  );

  app.post<{ Body: { token: string; new_password: string } }>(
    '/tv/api/passwordReset/confirm',
    { schema: { body: body(['token', 'new_password'], { token: text(), new_password: text() }) }, config: rateLimit(30), preHandler: session },
    async (request) => {
      const password_hash = await hashPassword(md5Hex(validNewPassword(request.body.new_password)));
      await db.transaction().execute(async (trx) => {
        const userId = await consumeToken(trx, request.body.token, 'password_reset', now());
        if (userId === null) throw new HttpError(400, INVALID_RESET);
        // The mailed link proves the address, so it counts as verified too.
        await updateUser(trx, userId, { password_hash, email_verified: 1 });
        await logOutEverywhere(trx, userId, null);
      });
      return { success: true };
    },
  );

  app.post(
    '/tv/api/sendEmailVerification',
    { schema: { body: body([], {}) }, config: rateLimit(10), preHandler: user },
    async (request, reply) => {
      const current = userOf(request);
      // Nothing to confirm: no mail, same answer.
      if (current.email_verified) return { success: true };
      const token = await issueToken(db, current.id, 'email_verification', now());
      try {
        await sendMail(deps, verificationMail(current.email, current.nickname, appUrl(request, `/verify-email/${token}`, deps.config.publicUrl)));
      } catch (error) {
        if (!(error instanceof MailDeliveryError)) throw error;
        // Not the caller's fault and worth retrying: say so instead of a bare 500.
        request.log.error({ err: error }, 'verification mail failed');
        return reply.status(503).send(errorBody('The verification email could not be sent right now; try again in a few minutes'));
      }
      return { success: true };
    },
  );

  // Needs only a session: the link may be opened on a device where the user is not logged in.
  app.post<{ Body: { token: string } }>(
    '/tv/api/verifyEmail',
    { schema: { body: body(['token'], { token: text() }) }, config: rateLimit(30), preHandler: session },
    async (request) => {
      const userId = await db.transaction().execute(async (trx) => {
        const owner = await consumeToken(trx, request.body.token, 'email_verification', now());
        if (owner === null) throw new HttpError(400, INVALID_VERIFICATION);
        await updateUser(trx, owner, { email_verified: 1 });
        return owner;
      });
      // Whose address it was: an app that holds that user's data marks it verified without another call.
      return { success: true, user_id: userId };
    },
  );

  app.post<{ Body: { country?: string; timezone?: string } }>(
    '/tv/api/updateProfile',
    { schema: { body: body([], { country: { type: 'string', maxLength: 10 }, timezone: { type: 'string', maxLength: 64 } }) }, preHandler: user },
    async (request) => {
      const { country, timezone } = request.body;
      if (country === undefined && timezone === undefined) throw new HttpError(400, 'country or timezone is required');
      const changes = {
        ...(country !== undefined && { country: validCountry(country) }),
        ...(timezone !== undefined && { timezone: validTimeZone(timezone) }),
      };
      const id = userOf(request).id;
      await updateUser(db, id, changes);
      return userAnswer(deps, await loadUser(db, id));
    },
  );

  app.post<{ Body: { password: string; new_password: string } }>(
    '/tv/api/accountUpdate',
    { schema: { body: body(['password', 'new_password'], { password: text(), new_password: text() }) }, config: rateLimit(10), preHandler: user },
    async (request, reply) => {
      const current = userOf(request);
      const newPassword = validNewPassword(request.body.new_password);
      const password = validMd5(request.body.password);
      // The same lockout as login: a stolen session must not become a way to guess the password.
      if (!(await checkPassword(reply, `user:${current.id}`, password, current.password_hash))) throw new HttpError(404, 'Current password is incorrect');
      const password_hash = await hashPassword(md5Hex(newPassword));
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, current.id, { password_hash });
        // This session stays logged in; any other (perhaps a stolen one) does not.
        await logOutEverywhere(trx, current.id, sessionOf(request).key);
      });
      return { success: true };
    },
  );
}
