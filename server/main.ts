// main.ts — the provider's entry point: load settings, prepare the data dir, listen, stop cleanly.
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  // Tests (which listen on port 0) read this line to learn the port.
  console.info(`FTV listening on http://localhost:${port} (bound to ${address}; data in ${config.dataDir})`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
