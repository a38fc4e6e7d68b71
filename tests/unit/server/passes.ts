// passes.ts — which server test files wait on the wall clock (a step of their own, where they get their CPU) and which reach no database (run once, not again on PostgreSQL).

/**
 * Files whose tests wait on the wall clock beside real ffmpeg upstreams and processes: programmes airing, an archive
 * filling, a remux starting, servers killed and restarted. Starved of CPU they miss what they wait for, so `npm test`
 * runs them in a step of their own at the normal priority, while the CPU-bound steps beside it yield (scripts/test.ts).
 */
export const REAL_TIME_FILES = [
  'tests/unit/server/admin-health.test.ts',
  'tests/unit/server/archive.test.ts',
  'tests/unit/server/archive-crash.test.ts',
  'tests/unit/server/archive-tracks.test.ts',
  'tests/unit/server/recorder.test.ts',
  'tests/unit/server/recorder-crash.test.ts',
  'tests/unit/server/recorder-load.test.ts',
  'tests/unit/server/recorder-relay.test.ts',
  'tests/unit/server/relay-live.test.ts',
  'tests/unit/server/relay-remux.test.ts',
  'tests/unit/server/relay-tracks.test.ts',
  'tests/unit/server/scaleout.test.ts',
  'tests/unit/server/scaleout-relay.test.ts',
];

/**
 * Server test files that start no test server and open no database or Redis of the test run's (parsers, the relay on
 * its own, pure plans, an app on its default SQLite): the PostgreSQL pass would run them exactly as the SQLite pass
 * did. A file that is not listed runs in both passes; passes.test.ts checks that none listed reaches the database.
 */
export const DATABASE_FREE_FILES = [
  'tests/unit/server/answer-cache.test.ts',
  'tests/unit/server/archive-playlist.test.ts',
  'tests/unit/server/config.test.ts',
  'tests/unit/server/logging.test.ts',
  'tests/unit/server/media-loops.test.ts',
  'tests/unit/server/recorder-gaps.test.ts',
  'tests/unit/server/relay-live.test.ts',
  'tests/unit/server/relay-remux.test.ts',
  'tests/unit/server/relay-rewrite.test.ts',
  'tests/unit/server/relay-sequence.test.ts',
  'tests/unit/server/relay-ssrf.test.ts',
  'tests/unit/server/relay-stamps.test.ts',
  'tests/unit/server/rule-plan.test.ts',
  'tests/unit/server/sources-fields.test.ts',
  'tests/unit/server/sources-guide-match.test.ts',
  'tests/unit/server/sources-lineup-cli.test.ts',
  'tests/unit/server/sources-m3u.test.ts',
  'tests/unit/server/sources-mapping.test.ts',
  'tests/unit/server/sources-schedule.test.ts',
  'tests/unit/server/sources-xmltv.test.ts',
  'tests/unit/server/sources-xtream.test.ts',
  'tests/unit/server/static.test.ts',
  'tests/unit/server/timeshift.test.ts',
];

/** What in a test file's source means it reaches the run's database or Redis (support.ts, serverProcess.ts, mediaHelpers.ts). */
export const REACHES_DATABASE = /startTestServer|serverOverLoops|serverProcess|crashServer|createPostgresDatabase|startServer\(|FTV_TEST_DATABASE_URL|FTV_TEST_REDIS_URL|DATABASE_URL|REDIS_URL/;
