// config.ts — the provider's settings, all from the environment (DESIGN.md §1), checked once at start.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The built app (`vite build` output) served at `/`. */
  webRoot: string;
  isProduction: boolean;
  logLevel: string;
}

export class ConfigError extends Error {}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  // 0 asks the OS for a free port: the tests use it.
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  return {
    port: port(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    webRoot: path.resolve(cwd, env.FTV_WEB_ROOT || 'dist'),
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
}
