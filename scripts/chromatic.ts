// chromatic.ts — `npm run chromatic`: publishes Storybook to Chromatic with a project token; without one, says so and exits 0.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** `build-storybook` is the package.json script that builds storybook-static/. Further arguments go to the CLI as they are. */
const ARGS = ['--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)];

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info(
    'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set; the offline equivalent is `npm run build-storybook && npx playwright test -c tests/visual/playwright.config.ts` (the same modes, against committed baselines).',
  );
  process.exit(0);
}

// The CLI reads the token from the environment itself.
const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'chromatic'), ARGS, { cwd: ROOT, stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`chromatic: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
