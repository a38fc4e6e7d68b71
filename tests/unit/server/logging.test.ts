// logging.test.ts — with every log level on, no password, token or card number reaches the logs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-logs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('register, log in and pay at trace level: the logs hold no secret', async () => {
  const lines: string[] = [];
  mkdirSync(path.join(dataDir, 'web'));
  writeFileSync(path.join(dataDir, 'web', 'index.html'), '<!doctype html>');
  const config = { ...loadConfig({ DATA_DIR: dataDir, FTV_WEB_ROOT: path.join(dataDir, 'web'), FTV_RATE_LIMIT_OFF: '1' }), logLevel: 'trace' };
  const app = await buildApp(config, { logStream: { write: (line) => void lines.push(line) } });
  try {
    const password = createHash('md5').update('a secret password').digest('hex');
    const post = (url: string, payload: object, token = '') => app.inject({ method: 'POST', url, payload, headers: { 'ftv-token': token } });
    const key = (await post('/tv/api/init', { app_id: 'ftv-web', app_secret: 'ftv-web-secret' })).json().session_key;
    await post('/tv/api/register', { session_key: key, email: 'logs@ftv.example', password });
    const token = (await app.inject({ url: `/tv/api/session?session_key=${key}` })).json().ftv_token as string;
    await post('/tv/api/accountUpdate', { session_key: key, password, new_password: 'another secret' }, token);
    const plan = (await app.inject({ url: `/tv/api/subscriptions?session_key=${key}` })).json().find((p: { price: number }) => p.price > 0);
    await post(`/tv/api/checkout/add-to-cart/${plan.id}`, { session_key: key });
    const paid = await post(
      '/tv/api/checkout/subscribe',
      { session_key: key, card_number: '4242424242424242', expiration: '12/39', cvv: '987', card_holder_name: 'Log Reader', agree_to_terms: true, agree_to_marketing: false },
      token,
    );
    expect(paid.statusCode).toBe(200);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // the logs were really written
    for (const secret of [password, 'another secret', token, key, '4242424242424242', '4242 4242', '"987"']) {
      expect(log, `the logs contain ${secret}`).not.toContain(secret);
    }
  } finally {
    await app.close();
  }
});
