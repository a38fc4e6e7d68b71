// proxy.ts — a tiny node:http proxy in front of the test provider that can drop connections or hold answers back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = 'pass' | 'drop' | { delayMs: number };

export interface FaultProxy {
  url: string;
  /** Decides per request (method and path with query) what the proxy does. */
  set: (decide: (method: string, url: string) => Behaviour) => void;
  close: () => Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let decide: (method: string, url: string) => Behaviour = () => 'pass';
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const behaviour = decide(req.method ?? 'GET', req.url ?? '/');
    if (behaviour === 'drop') {
      // No answer at all: the socket goes away as if the network did.
      req.socket.destroy();
      return;
    }
    const forward = () => {
      const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (behaviour === 'pass') forward();
    else {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) forward();
      }, behaviour.delayMs);
      timers.add(timer);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      decide = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
