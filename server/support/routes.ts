// routes.ts (support) — the support form: validates, stores a ticket, mails the inbox and the sender.
import type { FastifyInstance } from 'fastify';
import { withSession, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { sendMail } from '../mail/send.ts';
import { inboxMail, receiptMail, type Ticket } from './mail.ts';

export const CLASSIFICATIONS = ['technical', 'billing', 'account', 'content', 'other'] as const;
export const MAX_EMAIL = 254;
export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 5000;
export const MAX_TECHNICAL_BYTES = 8 * 1024;
/** Per client address: tickets allowed per window. */
export const RATE_MAX = 5;
export const RATE_WINDOW_MS = 10 * 60 * 1000;

// Schema bounds are loose where the handler gives a more precise message after cleaning the text.
const supportBody = {
  type: 'object',
  required: ['email', 'subject', 'message', 'classification'],
  properties: {
    session_key: { type: 'string', maxLength: 64 },
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

export default async function supportRoutes(app: FastifyInstance, deps: Deps) {
  app.post<{ Body: SupportBody }>(
    '/tv/api/support',
    {
      schema: { body: supportBody },
      preHandler: withSession(deps),
      config: {
        rateLimit: {
          max: RATE_MAX,
          timeWindow: RATE_WINDOW_MS,
          errorResponseBuilder: () => new HttpError(429, 'Too many support messages; try again in a few minutes'),
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
      const technicalData = body.technicalData ?? {};
      const technicalJson = JSON.stringify(technicalData);
      if (Buffer.byteLength(technicalJson) > MAX_TECHNICAL_BYTES) throw new HttpError(400, 'technicalData is too large (at most 8 KB)');

      const session = request.session!;
      const { id } = await deps.db
        .insertInto('support_tickets')
        .values({
          session_key: session.key,
          user_id: session.user_id,
          email,
          subject,
          message,
          classification,
          technical_data: technicalJson,
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const ticket: Ticket = { id: Number(id), email, subject, message, classification, technicalData, userId: session.user_id, sessionKey: session.key };
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
