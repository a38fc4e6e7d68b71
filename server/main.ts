// main.ts — the provider's entry point: load settings, prepare the data dir, listen, stop cleanly.
import { mkdirSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { isLoopback } from './http/address.ts';

/** The URL to open: localhost for loopback and wildcard binds (both answer there), else the bound host. */
function publicBase(host: string, port: number): string {
  const everywhere = host === '0.0.0.0' || host === '::' || host === '[::]';
  if (host === 'localhost' || everywhere || isLoopback(host)) return `http://localhost:${port}`;
  return `http://${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
}

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  // A string would be a pipe path; a TCP listen only has addresses.
  const addresses = app.addresses().filter((a): a is AddressInfo => typeof a !== 'string');
  const bound = addresses.map((a) => (a.family === 'IPv6' ? `[${a.address}]:${a.port}` : `${a.address}:${a.port}`));
  // Tests (which listen on port 0) read this line to learn the port.
  console.info(`FTV listening on ${publicBase(config.host, port)} (bound to ${bound.join(', ')}; data in ${config.dataDir})`);
  if (!addresses.every((a) => isLoopback(a.address))) {
    console.info('Open to the network (HOST): other machines reach the app, the API and media; never the /dev/ outbox.');
  }

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
