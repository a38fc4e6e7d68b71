// files.ts (recorder) — a finished recording's files for its owner, behind the signed URL dvr/list gives (docs/api.md#recorder).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { withQuery } from '../media/playlists.ts';
import { allowPlayersElsewhere, corsPreflight, FMP4_TYPE, PLAYLIST_TYPE, sendFile, signature, signedQuery, TRACK_TYPES, type SignedQuery } from '../media/serving.ts';
import { mediaSecret, verifyRecording } from '../media/signing.ts';
import { recordingAccess } from './repository.ts';
import { indexFile, RECORDING_FILE, recordingDir } from './storage.ts';
import { MASTER_FILE, TRACK_FILE } from './tracks.ts';

export default async function recordingFilesRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, now } = deps;
  const secret = mediaSecret(deps);
  allowPlayersElsewhere(app);
  app.options('/media/recordings/*', async (_request, reply) => corsPreflight(reply));

  const recordingParams = { type: 'object', required: ['id', 'file'], properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' }, file: { type: 'string', maxLength: 40 } } } as const;

  app.get<{ Params: { id: string; file: string }; Querystring: SignedQuery }>(
    '/media/recordings/:id/:file',
    { schema: { params: recordingParams, querystring: signedQuery } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const signed = signature(request.query);
      if (!verifyRecording(secret, id, signed.user, signed.expires, signed.token, now())) throw new HttpError(403, 'Recording token is missing, wrong or expired: list your recordings again for a fresh URL');
      const row = await recordingAccess(db, id);
      // One in the trash plays again once it is restored.
      if (!row || row.user_id !== signed.user || row.deleted_at !== null) throw new HttpError(404, 'Recording not found');
      // Only a finished recording is served: its playlist is complete and its segments will not change.
      if (row.status !== 'Recorded') throw new HttpError(404, 'Recording is not finished yet');
      const dir = recordingDir(config.storageDir, id);
      const { file } = request.params;
      // The video's playlist, the master of a recording that kept its tracks, and the tracks' own playlists (recorder/tracks.ts).
      if (file === 'index.m3u8' || file === MASTER_FILE || (file.endsWith('.m3u8') && TRACK_FILE.test(file))) {
        const playlist = await fs.readFile(file === 'index.m3u8' ? indexFile(dir) : path.join(dir, file), 'utf8').catch(() => null);
        if (playlist === null) throw new HttpError(404, file === 'index.m3u8' ? 'Recording not found' : `This recording has no ${file}: it was made without captions and audio description, play index.m3u8`);
        return reply.type(PLAYLIST_TYPE).header('cache-control', 'private, max-age=300').send(withQuery(playlist, signed.query));
      }
      // Demo recordings hold MPEG-TS segments (and their tracks' audio and WebVTT); a relayed one may hold fMP4 (init + media segments) as its channel sent them.
      if (!RECORDING_FILE.test(file) && !TRACK_FILE.test(file)) throw new HttpError(404, 'No such segment');
      const type = TRACK_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? FMP4_TYPE;
      return sendFile(reply, path.join(dir, file), type, 'private, max-age=86400, immutable');
    },
  );
}
