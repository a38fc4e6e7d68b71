// routes.ts (support) — the support form: validates, stores a ticket, mails the inbox and the sender.
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../http/address.ts';
import { sessionOf, withSession, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { sessionKeyProp } from '../http/schemas.ts';
import { createLimiter } from '../http/limiter.ts';
import { sendMail } from '../mail/send.ts';
import { inboxMail, receiptMail, type Ticket } from './mail.ts';
import { newReference } from './reference.ts';
import { insertTicket } from './repository.ts';
import { MAX_TECHNICAL_DEPTH, nestingDepth, redactTechnicalData, redactText } from './technical.ts';

export const CLASSIFICATIONS = ['technical', 'billing', 'account', 'content', 'other'] as const;
export const MAX_EMAIL = 254;
export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 5000;
export const MAX_TECHNICAL_BYTES = 8 * 1024;
/** Per client address, and per account for a logged-in sender (so neither a new address nor a new account resets it). */
export const RATE_MAX = 5;
export const RATE_WINDOW_MS = 10 * 60 * 1000;

// Schema bounds are loose where the handler gives a more precise message after cleaning the text.
const supportBody = {
  type: 'object',
  required: ['email', 'subject', 'message', 'classification'],
  properties: {
    session_key: sessionKeyProp,
    email: { type: 'string', maxLength: MAX_EMAIL },
    subject: { type: 'string', maxLength: 2 * MAX_SUBJECT },
    message: { type: 'string', maxLength: 2 * MAX_MESSAGE },
    classification: { type: 'string', maxLength: 32 },
    technicalData: { type: 'object' },
  },
} as const;

interface SupportBody {
  session_key: string;
  email: string;
  subject: string;
  message: string;
  classification: string;
  technicalData?: Record<string, unknown>;
}

// Controls and direction overrides; newlines survive only in the message body.
const CONTROL = /\p{Cc}/gu;
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const stripUnsafe = (s: string) => s.replace(CONTROL, (c) => (c === '\n' ? c : '')).replace(BIDI, '');
const cleanLine = (s: string) => stripUnsafe(s.replace(/[\r\n\t]+/g, ' ')).trim();
const cleanBlock = (s: string) => stripUnsafe(s.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')).trim();
const chars = (s: string) => [...s].length;
// Deliberately plain: one @, no spaces, angle brackets, quotes or separators, and a dot in the domain.
const EMAIL = /^[^\s@<>()[\]\\,;:"']+@[^\s@<>()[\]\\,;:"']+\.[^\s@<>()[\]\\,;:"'.]+$/;

const TOO_MANY = 'Too many support messages; try again in a few minutes';

export default async function supportRoutes(app: FastifyInstance, deps: Deps) {
  const perUser = createLimiter({ name: 'support-user', max: RATE_MAX, windowSeconds: RATE_WINDOW_MS / 1000, now: deps.now, redis: deps.redis });

  app.post<{ Body: SupportBody }>(
    '/tv/api/support',
    {
      schema: { body: supportBody },
      preHandler: withSession(deps),
      config: {
        rateLimit: {
          max: RATE_MAX,
          timeWindow: RATE_WINDOW_MS,
          keyGenerator: (request) => addressKey(request.ip),
          errorResponseBuilder: () => new HttpError(429, TOO_MANY),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const email = body.email.trim();
      if (!EMAIL.test(email)) throw new HttpError(400, 'email is not a valid address');
      const subject = cleanLine(body.subject);
      if (subject === '') throw new HttpError(400, 'subject is empty');
      if (chars(subject) > MAX_SUBJECT) throw new HttpError(400, `subject is too long (at most ${MAX_SUBJECT} characters)`);
      const message = cleanBlock(body.message);
      if (message === '') throw new HttpError(400, 'message is empty');
      if (chars(message) > MAX_MESSAGE) throw new HttpError(400, `message is too long (at most ${MAX_MESSAGE} characters)`);
      const classification = body.classification.trim().toLowerCase();
      if (!(CLASSIFICATIONS as readonly string[]).includes(classification)) {
        throw new HttpError(400, `classification must be one of: ${CLASSIFICATIONS.join(', ')}`);
      }
      // Checked before anything walks it: the inbox mail indents each level, so 8 KB of brackets became 25 MB of mail.
      if (nestingDepth(body.technicalData ?? {}) > MAX_TECHNICAL_DEPTH) throw new HttpError(400, `technicalData is nested too deeply (at most ${MAX_TECHNICAL_DEPTH} levels)`);
      if (Buffer.byteLength(JSON.stringify(body.technicalData ?? {})) > MAX_TECHNICAL_BYTES) throw new HttpError(400, 'technicalData is too large (at most 8 KB)');

      const session = sessionOf(request);
      if (deps.config.rateLimits && session.user_id !== null && !(await perUser.take(session.user_id))) throw new HttpError(429, TOO_MANY);
      // Mail is copied and kept where the server has no say: the sender's own key and tokens (pasted,
      // or attached by a client) and anything shaped like them stay out of it, and out of the row.
      const secrets = [session.key, session.access_token, session.chat_token];
      const technicalData = redactTechnicalData(body.technicalData ?? {}, secrets) as Record<string, unknown>;
      const ticketText = { subject: redactText(subject, secrets), message: redactText(message, secrets) };
      const reference = newReference();
      const id = await insertTicket(deps.db, {
        reference,
        session_key: session.key,
        user_id: session.user_id,
        email,
        ...ticketText,
        classification,
        technical_data: JSON.stringify(technicalData),
        created_at: deps.now(),
      });

      const ticket: Ticket = { id: Number(id), email, ...ticketText, classification, technicalData, userId: session.user_id, reference };
      // The ticket is the record: a mail server being down is logged, not turned into a failed request.
      for (const mail of [inboxMail(ticket), receiptMail(ticket)]) {
        try {
          await sendMail(deps, mail);
        } catch (err) {
          request.log.error({ err, ticket: ticket.id, to: mail.to === ticket.email ? 'sender' : 'inbox' }, 'support mail failed');
        }
      }
      return { success: true, ticket_id: ticket.id };
    },
  );
}
