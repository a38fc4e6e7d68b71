// support.ts — the real provider app for server tests: temporary data dir, a clock the test moves, inject().
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';

export const APP_CREDENTIALS = { app_id: 'ftv-web', app_secret: 'ftv-web-secret' };

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** Moves the server's clock forward (sessions, tokens, subscriptions). */
  advance: (seconds: number) => void;
  now: () => number;
  /** A fresh anonymous session key. */
  init: () => Promise<string>;
  get: (url: string, query?: Record<string, string | number>, token?: string) => Promise<LightMyRequestResponse>;
  post: (url: string, body?: unknown, token?: string) => Promise<LightMyRequestResponse>;
  del: (url: string, body?: unknown, token?: string) => Promise<LightMyRequestResponse>;
  /** Listens on an ephemeral loopback port (once) and answers its base URL, for real HTTP clients. */
  listen: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * With FTV_TEST_DATABASE_URL (a PostgreSQL server, e.g. postgres://ftv:ftv@127.0.0.1/postgres) every test
 * server gets a database of its own there instead of SQLite; a restart over the same DATA_DIR reuses it.
 */
const POSTGRES = process.env.FTV_TEST_DATABASE_URL;
const postgresDatabases = new Map<string, string>();

async function adminQuery(sql: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A database of its own on FTV_TEST_DATABASE_URL's server, for instances that share it (the scale-out test); drop it after. */
export async function createPostgresDatabase(): Promise<string> {
  const name = `ftv_test_${Math.random().toString(36).slice(2, 12)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a test database. A closed server's pool has asked its connections to end but does not wait for them to go: the
 * drop waits until they have (a few milliseconds), since FORCE would otherwise end one mid-goodbye, and that client
 * reports the FATAL it gets as an uncaught error in whichever test runs then. FORCE is left for what truly leaked.
 */
export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]!.n === 0) break;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function postgresFor(dataDir: string): Promise<string> {
  const existing = postgresDatabases.get(dataDir);
  if (existing) return existing;
  const url = await createPostgresDatabase();
  postgresDatabases.set(dataDir, url);
  return url;
}

/**
 * What this test file's servers name their Redis keys and channels with (FTV_REDIS_PREFIX): its own instances share them,
 * while other files, and a pass running beside this one on the same Redis, never see them. Each file loads this module
 * afresh (Vitest isolates files), so each gets its own.
 */
export const TEST_REDIS_PREFIX = `ftv-test:${process.pid}-${Math.random().toString(36).slice(2, 10)}:`;

export interface TestServerOptions {
  /** Routes a test adds (probes): registered before the server is made ready, as Fastify wants. */
  routes?: (app: FastifyInstance) => void;
  /** false: the app without its background jobs (BuildOptions.jobs). */
  jobs?: boolean;
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'ftv-api-'));
  if (POSTGRES && !env.DATABASE_URL) env = { ...env, DATABASE_URL: await postgresFor(dataDir) };
  // API tests need no built app: a one-file shell stands in, so they run before (and without) `vite build`.
  const webRoot = path.join(dataDir, 'web');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>FTV</title><div id="root"></div>');
  let offset = 0;
  const now = () => Math.floor(Date.now() / 1000) + offset;
  // The archive of relayed channels follows every relayed channel all the time: only the tests about it turn it on (FTV_ARCHIVE=1),
  // so the relay's own tests count their viewers' fetches alone.
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, FTV_WEB_ROOT: webRoot, FTV_ARCHIVE: '0', FTV_REDIS_PREFIX: TEST_REDIS_PREFIX, ...env }), logLevel: 'silent' };
  const app = await buildApp(config, { now, ...(options.jobs === undefined ? {} : { jobs: options.jobs }) });
  options.routes?.(app);
  // Ready here, in the caller's setup: otherwise the first request of the first test pays for it (route and schema
  // compilation), inside that test's time limit.
  await app.ready();
  const headers = (token?: string) => ({ 'ftv-token': token ?? '' });
  let baseUrl: Promise<string> | undefined;

  const server: TestServer = {
    app,
    dataDir,
    now,
    advance: (seconds) => {
      offset += seconds;
    },
    init: async () => {
      const res = await app.inject({ method: 'POST', url: '/tv/api/init', payload: APP_CREDENTIALS });
      if (res.statusCode !== 200) throw new Error(`init failed: ${res.statusCode} ${res.body}`);
      return res.json().session_key as string;
    },
    get: (url, query = {}, token) =>
      app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: headers(token) }),
    post: (url, body = {}, token) => app.inject({ method: 'POST', url, payload: body as object, headers: headers(token) }),
    del: (url, body = {}, token) => app.inject({ method: 'DELETE', url, payload: body as object, headers: headers(token) }),
    listen: () => (baseUrl ??= app.listen({ port: 0, host: '127.0.0.1' }).then((address) => address.replace('localhost', '127.0.0.1'))),
    // Only the server that made the data dir (and its database) removes them; a restart just closes.
    close: async () => {
      await app.close();
      if (ownsDataDir) await removeDataDir(dataDir);
    },
  };
  return server;
}

export interface TestUser {
  userId: number;
  sessionKey: string;
  /** The access token, sent as the `ftv-token` header. */
  token: string;
  chatToken: string;
  email: string;
  nickname: string;
}

let userCounter = 0;

/**
 * A logged-in user made directly in the database (a fresh session bound to a new account), for tests
 * of areas other than accounts. Its password hash is not a real one: log in through the API for that.
 */
export async function createLoggedInUser(server: TestServer, overrides: { nickname?: string; email?: string; emailVerified?: boolean } = {}): Promise<TestUser> {
  const { db, now } = server.app.deps;
  userCounter += 1;
  const tag = `${process.pid}-${userCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const email = overrides.email ?? `viewer-${tag}@ftv.example`;
  const nickname = overrides.nickname ?? `viewer${userCounter}`;
  const { id } = await db
    .insertInto('users')
    .values({ login: `viewer-${tag}`, email, password_hash: 'not-a-real-hash', nickname, first_name: '', last_name: '', avatar: '', country: null, timezone: null, email_verified: overrides.emailVerified ? 1 : 0, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionKey = await server.init();
  const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const token = hex() + hex();
  const chatToken = hex() + hex();
  await db.updateTable('sessions').set({ user_id: id, access_token: token, chat_token: chatToken }).where('key', '=', sessionKey).execute();
  return { userId: id, sessionKey, token, chatToken, email, nickname };
}

/** Removes what a test made with its own DATA_DIR (restart tests): the folder, and its PostgreSQL database. */
export async function removeDataDir(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const database = postgresDatabases.get(dataDir);
  if (!database) return;
  postgresDatabases.delete(dataDir);
  await dropPostgresDatabase(database);
}
