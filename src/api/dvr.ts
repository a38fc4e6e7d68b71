// dvr.ts — the cloud recorder (docs/api.md#recorder): list (cached 5 minutes), schedule, remove; isRecorded.
import type { RecordingsCache } from './cache';
import { failWith } from './errors';
import { FALLBACK } from './messages';
import { isObject, sameId, toRecording, toRecordingsList } from './normalise';
import type { Session } from './session';
import type { CallOptions, Programme, Recording, RecordingsList } from './types';

export interface DvrApi {
  /** The cached list while it is under 5 minutes old, else the provider's. */
  list: (options?: CallOptions & { fresh?: boolean }) => Promise<RecordingsList>;
  /** Schedules the programme's recording; sent with the provider's names (`channel_id`, `programme_id`, `start_time`). */
  add: (programme: Pick<Programme, 'channelId' | 'id' | 'start'>, options?: CallOptions) => Promise<Recording | null>;
  remove: (recordingId: number, options?: CallOptions) => Promise<void>;
  /** Brings a recording back from the trash. */
  restore: (recordingId: number, options?: CallOptions) => Promise<Recording>;
  /** A protected recording never leaves by a rule's keep limit. */
  protect: (recordingId: number, isProtected: boolean, options?: CallOptions) => Promise<Recording>;
}

/** docs/client.md#recorded-programmes: recorded when a recording on the same channel (ids as numbers) has the same start time and length. */
export function isRecorded(programme: Pick<Programme, 'channelId' | 'start' | 'length'>, recordings: readonly Pick<Recording, 'channelId' | 'start' | 'length'>[]): boolean {
  return recordings.some((r) => sameId(r.channelId, programme.channelId) && Number(r.start) === Number(programme.start) && Number(r.length) === Number(programme.length));
}

export function createDvrApi({ session, cache }: { session: Session; cache: RecordingsCache }): DvrApi {
  return {
    list: (options = {}) =>
      failWith(FALLBACK.recordings, async () => {
        const cached = options.fresh ? null : cache.get();
        if (cached) return cached;
        const list = toRecordingsList(await session.call({ method: 'GET', path: '/tv/api/dvr/list', signal: options.signal }));
        cache.set(list);
        return list;
      }),
    add: (programme, options = {}) =>
      failWith(FALLBACK.recordingAdd, async () => {
        const body = { channel_id: programme.channelId, programme_id: programme.id, start_time: programme.start };
        const answer = await session.call({ method: 'POST', path: '/tv/api/dvr/add', body, signal: options.signal });
        const raw = isObject(answer) && isObject(answer.recording) ? answer.recording : answer;
        if (isObject(raw) && raw.id !== undefined) {
          const recording = toRecording(raw);
          cache.add(recording);
          return recording;
        }
        // The answer did not say what was scheduled: the next list must come from the provider.
        cache.clear();
        return null;
      }),
    remove: (recordingId, options = {}) =>
      failWith(FALLBACK.recordingRemove, async () => {
        await session.call({ method: 'POST', path: '/tv/api/dvr/remove', body: { recording_id: recordingId }, signal: options.signal });
        cache.remove(recordingId);
      }),
    restore: (recordingId, options = {}) =>
      failWith(FALLBACK.recordingRestore, async () => {
        const answer = await session.call({ method: 'POST', path: '/tv/api/dvr/restore', body: { recording_id: recordingId }, signal: options.signal });
        // The trash and the storage changed with it: the next list comes from the provider.
        cache.clear();
        return toRecording(isObject(answer) && isObject(answer.recording) ? answer.recording : answer);
      }),
    protect: (recordingId, isProtected, options = {}) =>
      failWith(FALLBACK.recordingProtect, async () => {
        const answer = await session.call({ method: 'POST', path: '/tv/api/dvr/protect', body: { recording_id: recordingId, protected: isProtected }, signal: options.signal });
        const recording = toRecording(isObject(answer) && isObject(answer.recording) ? answer.recording : answer);
        cache.add(recording);
        return recording;
      }),
  };
}
