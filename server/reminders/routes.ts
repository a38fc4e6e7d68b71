// routes.ts (reminders) — "Remind me" (docs/api.md#reminders): a user's coming reminders, set one on a programme that has not started, remove one.
import type { FastifyInstance } from 'fastify';
import { requireUser, userOf, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { bigIdSchema, idParams, idSchema, parseBigId, parseId, scalarIdsIn, sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import type { Reminder } from '../db/schema.ts';
import type { Reminder as ReminderAnswer } from '../../wire/types.ts';
import { channelById } from '../lineup/repository.ts';
import { appUrl } from '../mail/links.ts';
import { programmeChannelOf } from '../programmes/programme.ts';
import type { ProgrammeStore } from '../programmes/store.ts';
import { deleteReminderOf, remindersOf, upsertReminder } from './repository.ts';

/** A reminder comes at most this long before its programme. */
export const MAX_LEAD_MINUTES = 15;

const setBody = {
  type: 'object',
  required: ['channel_id', 'programme_id', 'start_time'],
  properties: { session_key: sessionKeyProp, channel_id: idSchema, programme_id: bigIdSchema, start_time: bigIdSchema },
} as const;

const answer = (r: Reminder): ReminderAnswer => ({
  id: Number(r.id),
  channel_id: Number(r.channel_id),
  programme_id: Number(r.programme_id),
  title: r.title,
  start: Number(r.start),
  stop: Number(r.stop),
  lead_minutes: Number(r.lead_minutes),
  email: Boolean(r.email),
  remind_at: Number(r.start) - Number(r.lead_minutes) * 60,
});

/** What the reminders' routes use, handed over by the composition root (server/services.ts), which runs the mail job. */
export interface ReminderRoutesOptions {
  deps: Deps;
  programmes: ProgrammeStore;
}

export default async function reminderRoutes(app: FastifyInstance, { deps, programmes }: ReminderRoutesOptions) {
  const { db, now } = deps;

  app.get('/tv/api/reminders', { schema: { querystring: sessionOnly }, preHandler: requireUser(deps) }, async (request) => ({
    reminders: (await remindersOf(db, userOf(request).id, now())).map(answer),
  }));

  app.post<{ Body: { channel_id: number | string; programme_id: number | string; start_time: number | string; lead_minutes?: unknown; email?: unknown } }>(
    '/tv/api/reminders',
    { schema: { body: setBody }, preValidation: scalarIdsIn('channel_id', 'programme_id', 'start_time'), preHandler: requireUser(deps) },
    async (request) => {
      const userId = userOf(request).id;
      const lead = request.body.lead_minutes ?? 5;
      if (!Number.isInteger(lead) || (lead as number) < 0 || (lead as number) > MAX_LEAD_MINUTES) throw new HttpError(400, `lead_minutes must be a whole number from 0 to ${MAX_LEAD_MINUTES}`);
      const email = request.body.email ?? false;
      if (typeof email !== 'boolean') throw new HttpError(400, 'email must be true or false');
      const channelId = parseId(request.body.channel_id, 'channel_id');
      const channel = await channelById(db, channelId);
      if (!channel || channel.type !== 'standard') throw new HttpError(404, 'Channel not found');
      const programme = await programmes.find(programmeChannelOf(channel), parseBigId(request.body.programme_id, 'programme_id'), parseBigId(request.body.start_time, 'start_time'));
      if (!programme) throw new HttpError(404, 'Programme not found on this channel at that start time');
      // A reminder is for what is still to come: one that has started is on now, to be watched.
      if (programme.startdatetime <= now()) throw new HttpError(400, 'That programme has already started');
      const row = await upsertReminder(db, {
        user_id: userId,
        channel_id: channelId,
        programme_id: programme.programme,
        start: programme.startdatetime,
        stop: programme.enddatetime,
        title: programme.programme_name,
        lead_minutes: lead as number,
        email: email ? 1 : 0,
        link: appUrl(request, `/tv/${channelId}`, deps.config.publicUrl),
        mailed_at: null,
        created_at: now(),
      });
      return { success: true, reminder: answer(row) };
    },
  );

  app.delete<{ Params: { id: number } }>('/tv/api/reminders/:id', { schema: { params: idParams }, preHandler: requireUser(deps) }, async (request) => {
    if (!(await deleteReminderOf(db, userOf(request).id, request.params.id))) throw new HttpError(404, 'Reminder not found');
    return { success: true };
  });
}
