// start.ts — `npm start`: build the app when dist/ is not the build of the current sources, prepare the live channels once, then serve.
import { ensureBuild } from './build-stamp.ts';
import { prepareLiveMedia } from './prepare-media.ts';

ensureBuild();
try {
  await prepareLiveMedia();
} catch (error) {
  // The API and the app work without live media; channels answer 503 until a start prepares it.
  console.error(`Live channels could not be prepared: ${error instanceof Error ? error.message : String(error)}`);
}
await import('../server/main.ts');
