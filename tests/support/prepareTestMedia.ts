// prepareTestMedia.ts — npm test's "live media prepared" step: the tests' loops into their shared dir, with the progress bar, and what it encoded as JSON (`--report <file>`: the summary counts it as a first run's extra time).
import { writeFileSync } from 'node:fs';
import { prepareLiveMedia } from '../../scripts/prepare-media.ts';
import { TEST_MEDIA_DIR, testLoopLineup } from './media.ts';

const started = performance.now();
const encoded = await prepareLiveMedia(TEST_MEDIA_DIR, process.stdout, testLoopLineup());
const at = process.argv.indexOf('--report');
if (at !== -1) writeFileSync(process.argv[at + 1]!, `${JSON.stringify({ encoded, seconds: (performance.now() - started) / 1000 })}\n`);
