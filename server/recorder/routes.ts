// routes.ts (recorder) — dvr/list, dvr/add, dvr/remove (docs/api.md#recorder) over the scheduler that does the recording.
import type { FastifyInstance } from 'fastify';
import { requireUser, userOf, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { bigIdSchema, idSchema, parseBigId, parseId, scalarIdsIn, sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import type { Recording } from '../db/schema.ts';
import type { Recording as RecordingAnswer, RecordingsList } from '../../wire/types.ts';
import { decodeProgrammeId, programmeChannelOf } from '../programmes/programme.ts';
import { NO_INFORMATION, type ProgrammeStore } from '../programmes/store.ts';
import { mediaSecret, signedRecordingUrl } from '../media/signing.ts';
import { entitledGroupIds } from '../subscriptions/entitlement.ts';
import { hours, storageHours, usedSeconds } from './quota.ts';
import { relayProgressOf } from './relayCapture.ts';
import { progressOf, type Scheduler } from './scheduler.ts';
import { catchupDaysOf } from '../lineup/catchup.ts';
import { recordingDir, removeFiles } from './storage.ts';
import { hasTracks } from './tracks.ts';
import { deleteRecordingOf, insertBooking, insertRuleSkip, recordingById, recordingOf, recordingOfProgramme, recordingsWithSourceOf, restoreRecordingOf, setRecordingProtected, trashRecordings } from './repository.ts';
import { makeRoom, TRASH_DAYS } from './trash.ts';
import { captureOf } from './capture.ts';
import { channelById } from '../lineup/repository.ts';


const addBody = {
  type: 'object',
  required: ['channel_id', 'programme_id', 'start_time'],
  properties: { session_key: sessionKeyProp, channel_id: idSchema, programme_id: bigIdSchema, start_time: bigIdSchema },
} as const;

const removeBody = {
  type: 'object',
  properties: { session_key: sessionKeyProp, recording_id: idSchema, record_id: idSchema },
} as const;

interface AddBody {
  channel_id: number | string;
  programme_id: number | string;
  start_time: number | string;
}

/** What the recorder's routes use, handed over by the composition root (server/services.ts), which starts and stops the scheduler. */
export interface RecorderRoutesOptions {
  deps: Deps;
  scheduler: Scheduler;
  programmes: ProgrammeStore;
}

export default async function recorderRoutes(app: FastifyInstance, { deps, scheduler, programmes }: RecorderRoutesOptions) {
  const { db, now } = deps;
  const secret = mediaSecret(deps);

  /** A recording as answered; `tracks`: it kept its channel's captions and audio description (a master beside its playlist). */
  function item(r: Recording & { relayed?: boolean }, userId: number, tracks = false): RecordingAnswer {
    const deletedAt = r.deleted_at === null ? null : Number(r.deleted_at);
    return {
      id: r.id,
      channel_id: r.channel_id,
      programme_id: Number(r.programme_id),
      title: r.title,
      description: r.description,
      time_start: Number(r.time_start),
      length: r.length,
      status: r.status,
      // One in the trash plays once it is restored.
      ...(r.status === 'Recorded' && deletedAt === null ? { stream_url: signedRecordingUrl(secret, r.id, userId, now()) } : {}),
      ...(r.status === 'Recorded' && deletedAt === null && tracks ? { master_url: signedRecordingUrl(secret, r.id, userId, now(), 'master.m3u8') } : {}),
      ...(r.status === 'Recording' ? { progress: r.relayed ? relayProgressOf(r) : progressOf(r) } : {}),
      ...(r.reason ? { reason: r.reason } : {}),
      ...(r.recorded_from !== null ? { recorded_from: Number(r.recorded_from) } : {}),
      protected: Boolean(Number(r.protected)),
      ...(r.rule_id !== null ? { rule_id: Number(r.rule_id) } : {}),
      ...(Number(r.pad_before) > 0 ? { padding_before: Number(r.pad_before) } : {}),
      ...(Number(r.pad_after) > 0 ? { padding_after: Number(r.pad_after) } : {}),
      ...(deletedAt !== null ? { deleted_at: deletedAt, purge_at: deletedAt + TRASH_DAYS * 86_400 } : {}),
    };
  }

  async function list(userId: number): Promise<RecordingsList> {
    const [rows, trash, total] = await Promise.all([recordingsWithSourceOf(db, userId), recordingsWithSourceOf(db, userId, true), storageHours(deps, userId)]);
    // The trash holds its space until it is purged (a booking that needs it purges the longest there first).
    const recorded = hours([...rows, ...trash].filter((r) => r.status !== 'Failed').reduce((sum, r) => sum + captureOf(r).length, 0));
    const tracks = await Promise.all(rows.map((r) => r.status === 'Recorded' && hasTracks(recordingDir(deps.config.storageDir, r.id))));
    return {
      userStorage: { total, recorded, available: Math.max(0, Math.round((total - recorded) * 100) / 100) },
      recordings: rows.map(({ source_key, ...r }, i) => item({ ...r, relayed: source_key != null }, userId, tracks[i])),
      trash: trash.map(({ source_key, ...r }) => item({ ...r, relayed: source_key != null }, userId)),
    };
  }

  // The spec leaves the method open: GET as the app calls it, POST for clients that post.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/tv/api/dvr/list',
      schema: method === 'GET' ? { querystring: sessionOnly } : { body: sessionOnly },
      preHandler: requireUser(deps),
      handler: async (request) => list(userOf(request).id),
    });
  }

  app.post<{ Body: AddBody }>('/tv/api/dvr/add', { schema: { body: addBody }, preValidation: scalarIdsIn('channel_id', 'programme_id', 'start_time'), preHandler: requireUser(deps) }, async (request) => {
    const userId = userOf(request).id;
    const channelId = parseId(request.body.channel_id, 'channel_id');
    const programmeId = parseBigId(request.body.programme_id, 'programme_id');
    const startTime = parseBigId(request.body.start_time, 'start_time');
    const channel = await channelById(db, channelId);
    if (!channel) throw new HttpError(404, 'Channel not found');
    const relayed = channel.source_key !== null;
    // How far back a programme that aired may still be recorded: copied from the archive of a relayed channel, from
    // the loops of a demo one, while catch-up reaches it; before that, it has ended for good.
    const days = relayed ? (deps.config.archive ? catchupDaysOf(deps.config, channel) : 0) : deps.config.catchupDays;
    const programme = channel.type !== 'standard' ? null : await programmes.find(programmeChannelOf(channel), programmeId, startTime);
    if (!programme) {
      // The store keeps the catch-up days and what is on now: an id of ours from before them is a programme that aired.
      const decoded = decodeProgrammeId(programmeId);
      const ours = channel.type === 'standard' && decoded?.channelId === channel.id && decoded.start === startTime;
      if (ours && startTime < now() - days * 86_400) throw new HttpError(400, 'Programme has already ended');
      throw new HttpError(404, 'Programme not found on this channel at that start time');
    }
    if (programme.programme_name === NO_INFORMATION) throw new HttpError(400, 'Nothing to record: no programme information for that time');
    if (!programme.allow_dvr) throw new HttpError(400, 'Recording is not allowed for this programme');
    if (programme.enddatetime <= now() && programme.startdatetime < now() - days * 86_400) throw new HttpError(400, 'Programme has already ended');
    // 402, not 403: a 403 tells the app its access token is bad (docs/api.md#errors) and would log the user out.
    if (!channel.is_free && !(await entitledGroupIds(deps, userId)).has(channel.group_id)) {
      throw new HttpError(402, 'Recording this channel needs a subscription that includes it');
    }
    const duplicate = await recordingOfProgramme(db, userId, programmeId);
    if (duplicate) throw new HttpError(409, 'Already recorded');
    // Room is made from the trash first (the longest there goes); what is left is the answer.
    await makeRoom(deps, userId, programme.length);
    const [total, used] = await Promise.all([storageHours(deps, userId), usedSeconds(deps, userId)]);
    if (used + programme.length > total * 3600) {
      throw new HttpError(409, `Recording storage is full: ${hours(used)} h of ${total} h used, this programme needs ${hours(programme.length)} h`);
    }
    let row: Recording;
    try {
      row = await insertBooking(db, {
        user_id: userId,
        channel_id: channelId,
        programme_id: programmeId,
        title: programme.programme_name,
        description: programme.programme_description,
        time_start: programme.startdatetime,
        length: programme.length,
        created_at: now(),
      });
    } catch (error) {
      // Two adds at once: the unique index lets one through; the other is the same duplicate.
      if (await recordingOfProgramme(db, userId, programmeId)) {
        throw new HttpError(409, 'Already recorded');
      }
      throw error;
    }
    // An airing programme starts recording now rather than at the next tick.
    if (programme.startdatetime <= now()) await scheduler.poke();
    const fresh = (await recordingById(db, row.id)) ?? row;
    return { success: true, recording: item({ ...fresh, relayed }, userId) };
  });

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Body: { recording_id?: number | string; record_id?: number | string } }>({
      method,
      url: '/tv/api/dvr/remove',
      schema: { body: removeBody },
      preValidation: scalarIdsIn('recording_id', 'record_id'),
      preHandler: requireUser(deps),
      handler: async (request) => {
        const raw = request.body?.recording_id ?? request.body?.record_id;
        if (raw === undefined) throw new HttpError(400, 'recording_id is required');
        const id = parseId(raw, 'recording_id');
        // Someone else's recording answers exactly as a missing one.
        const userId = userOf(request).id;
        const recording = await recordingOf(db, userId, id);
        if (!recording || recording.deleted_at !== null) throw new HttpError(404, 'Recording not found');
        if (recording.status === 'Recorded' || recording.status === 'Failed') {
          // A finished recording goes to the trash: restorable for TRASH_DAYS (dvr/restore).
          await trashRecordings(db, [id], now());
          return { success: true };
        }
        // A booking, or one being recorded: cancelled outright.
        if (!(await deleteRecordingOf(db, userId, id))) throw new HttpError(404, 'Recording not found');
        // A rule's booking skipped alone: the rules leave that airing be rather than book it again.
        if (recording.rule_id !== null) await insertRuleSkip(db, { user_id: userId, programme_id: Number(recording.programme_id), start: Number(recording.time_start), created_at: now() });
        // A pass may be copying into it right now: let it finish (it sees the row gone), then delete.
        await scheduler.idle();
        await removeFiles(recordingDir(deps.config.storageDir, id));
        return { success: true };
      },
    });
  }

  // `protected` is checked in the handler (Ajv would coerce "true" and word its own message).
  const recordingBody = { type: 'object', properties: { session_key: sessionKeyProp, recording_id: idSchema } } as const;

  app.post<{ Body: { recording_id?: number | string } }>('/tv/api/dvr/restore', { schema: { body: recordingBody }, preValidation: scalarIdsIn('recording_id'), preHandler: requireUser(deps) }, async (request) => {
    if (request.body?.recording_id === undefined) throw new HttpError(400, 'recording_id is required');
    const userId = userOf(request).id;
    const id = parseId(request.body.recording_id, 'recording_id');
    if (!(await restoreRecordingOf(db, userId, id))) throw new HttpError(404, 'Recording not in the trash');
    return { success: true, recording: item((await recordingOf(db, userId, id))!, userId) };
  });

  // A protected recording never leaves by a keep rule (it can still be deleted by hand).
  app.post<{ Body: { recording_id?: number | string; protected?: boolean } }>('/tv/api/dvr/protect', { schema: { body: recordingBody }, preValidation: scalarIdsIn('recording_id'), preHandler: requireUser(deps) }, async (request) => {
    if (request.body?.recording_id === undefined) throw new HttpError(400, 'recording_id is required');
    if (typeof request.body.protected !== 'boolean') throw new HttpError(400, 'protected must be true or false');
    const userId = userOf(request).id;
    const id = parseId(request.body.recording_id, 'recording_id');
    if (!(await setRecordingProtected(db, userId, id, request.body.protected))) throw new HttpError(404, 'Recording not found');
    return { success: true, recording: item((await recordingOf(db, userId, id))!, userId) };
  });
}
