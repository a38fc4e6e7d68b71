// config.test.ts — settings from the environment: defaults of README.md#settings and clear errors.
import path from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';

test('defaults: port 8080, ./data, development', () => {
  const config = loadConfig({}, '/srv/ftv');
  expect(config).toMatchObject({ port: 8080, dataDir: path.resolve('/srv/ftv/data'), webRoot: path.resolve('/srv/ftv/dist'), isProduction: false });
});

test('PORT and DATA_DIR are honoured; 0 means any free port', () => {
  expect(loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x' }, '/srv')).toMatchObject({ port: 9000, dataDir: '/tmp/x' });
  expect(loadConfig({ PORT: '0' }).port).toBe(0);
  expect(loadConfig({ NODE_ENV: 'production' }).isProduction).toBe(true);
});

test.each(['abc', '-1', '70000', '80.5'])('PORT=%s is refused with a message naming it', (value) => {
  expect(() => loadConfig({ PORT: value })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: value })).toThrow(`PORT must be a whole number from 0 to 65535, got "${value}"`);
});

test('FTV_PUBLIC_URL is reduced to its origin and must be http(s)', () => {
  expect(loadConfig({ FTV_PUBLIC_URL: 'https://tv.example.com/some/path' }).publicUrl).toBe('https://tv.example.com');
  expect(loadConfig({}).publicUrl).toBeUndefined();
  expect(() => loadConfig({ FTV_PUBLIC_URL: 'javascript:alert(1)' })).toThrow('FTV_PUBLIC_URL must be an absolute http(s) URL');
  expect(() => loadConfig({ FTV_PUBLIC_URL: 'not a url' })).toThrow(ConfigError);
});

test('FTV_TIMESHIFT_SECONDS and FTV_CATCHUP_DAYS: two hours and seven days unless set; whole positive numbers only', () => {
  expect(loadConfig({})).toMatchObject({ timeshiftSeconds: 7200, catchupDays: 7 });
  expect(loadConfig({ FTV_TIMESHIFT_SECONDS: '600', FTV_CATCHUP_DAYS: '14' })).toMatchObject({ timeshiftSeconds: 600, catchupDays: 14 });
  expect(() => loadConfig({ FTV_TIMESHIFT_SECONDS: '2h' })).toThrow('FTV_TIMESHIFT_SECONDS must be a positive whole number, got "2h"');
  expect(() => loadConfig({ FTV_CATCHUP_DAYS: '0' })).toThrow('FTV_CATCHUP_DAYS must be a positive whole number, got "0"');
});

test('FTV_ARCHIVE and FTV_ARCHIVE_MAX_GB: relayed channels are archived within 20 GB unless set; a budget is a positive number of gigabytes', () => {
  expect(loadConfig({})).toMatchObject({ archive: true, archiveMaxBytes: 20 * 1024 ** 3 });
  expect(loadConfig({ FTV_ARCHIVE: '0', FTV_ARCHIVE_MAX_GB: '0.5' })).toMatchObject({ archive: false, archiveMaxBytes: 512 * 1024 ** 2 });
  for (const bad of ['0', '-1', 'lots', 'Infinity']) expect(() => loadConfig({ FTV_ARCHIVE_MAX_GB: bad })).toThrow(`FTV_ARCHIVE_MAX_GB must be a positive number of gigabytes, got "${bad}"`);
});

test('FTV_STORAGE_DIR: recordings, the archive and the media secret live in DATA_DIR unless instances share a directory of their own', () => {
  expect(loadConfig({ DATA_DIR: '/tmp/x' }, '/srv')).toMatchObject({ dataDir: '/tmp/x', storageDir: '/tmp/x' });
  expect(loadConfig({ DATA_DIR: '/tmp/x', FTV_STORAGE_DIR: 'shared' }, '/srv')).toMatchObject({ dataDir: '/tmp/x', storageDir: '/srv/shared' });
  expect(loadConfig({}, '/srv')).toMatchObject({ storageDir: '/srv/data' });
});
