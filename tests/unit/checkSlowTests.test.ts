// checkSlowTests.test.ts — the rule that a test over 20 s has its file say why on its first line ("Slow: …").
import { expect, test } from 'vitest';
import { SLOW_TEST_MS, unexplainedSlowFiles } from '../../scripts/check-slow-tests.ts';

const report = (name: string, durations: number[]) => ({ testResults: [{ name, assertionResults: durations.map((duration, i) => ({ title: `test ${i}`, duration })) }] });

test('a file with a test over 20 s must say why on its first line; faster files need not', () => {
  const lines: Record<string, string> = {
    '/x/waits.test.ts': '// waits.test.ts — recordings. Slow: waits for two 10-second programmes to air.',
    '/x/silent.test.ts': '// silent.test.ts — recordings.',
    '/x/quick.test.ts': '// quick.test.ts — refusals.',
  };
  const reports = [report('/x/waits.test.ts', [SLOW_TEST_MS + 1]), report('/x/silent.test.ts', [100, SLOW_TEST_MS + 2500]), report('/x/quick.test.ts', [SLOW_TEST_MS])];
  const problems = unexplainedSlowFiles(reports, (file) => lines[file]!);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/silent\.test\.ts: "test 1" took 22\.5 s/);
});
