// start.ts — `npm start`: build the app when dist/ is not the build of the current sources, then serve it.
import { ensureBuild } from './build-stamp.ts';

ensureBuild();
await import('../server/main.ts');
