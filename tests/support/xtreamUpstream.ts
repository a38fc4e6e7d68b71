// xtreamUpstream.ts (test support) — a fake but faithful Xtream Codes panel on loopback: player_api.php (the account, live categories and streams, typed as XC 2.9 writes them), /live/U/P/{id}.m3u8 redirected to each stream's HLS, .ts relayed, xmltv.php.
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export interface XtreamUpstreamStream {
  name: string;
  /** Where `/live/U/P/{id}.m3u8` sends the player (302), as a panel sends it to its load balancer. */
  hlsUrl: string;
  /** Raw MPEG-TS that `/live/U/P/{id}.ts` relays byte for byte; without it, the .ts address is 404. */
  tsUrl?: string;
  epgChannelId?: string;
  /** Its category's name: categories are numbered in the order the streams name them. */
  category: string;
  icon?: string;
  /** Catch-up days (tv_archive / tv_archive_duration); none when absent or 0. */
  archiveDays?: number;
}

export interface XtreamUpstreamOptions {
  username: string;
  password: string;
  streams: XtreamUpstreamStream[];
  /** user_info.max_connections; 1 when absent. */
  maxConnections?: number;
  /** server_info.timezone; "Europe/London" when absent. */
  timezone?: string;
  /** What xmltv.php answers; a guide of the streams' channels without programmes when absent. */
  guideXml?: string;
  /** user_info.status: "Active" when absent. Any other status gets the account details for every action, as XC 2.9 answers. */
  status?: string;
  /** user_info.exp_date (unix seconds), null for an account that never ends; 30 days from the start when absent. */
  expiresAt?: number | null;
  /** user_info.allowed_output_formats; ["m3u8", "ts", "rtmp"] when absent. */
  allowedOutputFormats?: string[];
}

export interface XtreamUpstream {
  /** http://127.0.0.1:port */
  url: string;
  /** Every request's path and query as received, logins included. */
  requests: string[];
  /** The stream_id the panel gave each of `streams`, in order (not its index: real ids are database keys). */
  streamIds: number[];
  close(): Promise<void>;
}

/** What XUI, the usual panel today, answers a refused login or an unknown path with (HTTP 404). */
export const NGINX_404 = '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

const FIRST_STREAM_ID = 30_001;
const FIRST_CATEGORY_ID = 101;

export async function startXtreamUpstream(options: XtreamUpstreamOptions): Promise<XtreamUpstream> {
  const requests: string[] = [];
  const started = Math.floor(Date.now() / 1000);
  const categories = [...new Set(options.streams.map((s) => s.category))].map((name, i) => ({ category_id: String(FIRST_CATEGORY_ID + i), category_name: name, parent_id: 0 }));
  const categoryId = (name: string) => categories.find((c) => c.category_name === name)!.category_id;
  const streamIds = options.streams.map((_, i) => FIRST_STREAM_ID + i);
  const active = (options.status ?? 'Active') === 'Active';
  const loggedIn = (username: string | null, password: string | null) => username === options.username && password === options.password;

  // As XC 2.9 types them: ids and flags as numbers; dates, counts and archive days as strings.
  const liveStreams = options.streams.map((s, i) => {
    const archive = (s.archiveDays ?? 0) > 0;
    return {
      num: i + 1,
      name: s.name,
      stream_type: 'live',
      stream_id: streamIds[i]!,
      stream_icon: s.icon ?? '',
      epg_channel_id: s.epgChannelId ?? null,
      added: String(started - 86_400),
      category_id: categoryId(s.category),
      custom_sid: '',
      tv_archive: archive ? 1 : 0,
      direct_source: '',
      tv_archive_duration: archive ? String(s.archiveDays) : 0,
    };
  });

  const accountAnswer = (port: number) => ({
    user_info: {
      username: options.username,
      password: options.password,
      message: '',
      auth: 1,
      status: options.status ?? 'Active',
      exp_date: options.expiresAt === null ? null : String(options.expiresAt ?? started + 30 * 86_400),
      is_trial: '0',
      active_cons: '0',
      created_at: String(started - 86_400),
      max_connections: String(options.maxConnections ?? 1),
      allowed_output_formats: options.allowedOutputFormats ?? ['m3u8', 'ts', 'rtmp'],
    },
    server_info: {
      url: '127.0.0.1',
      port: String(port),
      https_port: '25463',
      server_protocol: 'http',
      rtmp_port: '25462',
      timezone: options.timezone ?? 'Europe/London',
      timestamp_now: Math.floor(Date.now() / 1000),
      time_now: new Date().toISOString().slice(0, 19).replace('T', ' '),
      process: true,
    },
  });

  const playerApi = (query: URLSearchParams, port: number, response: ServerResponse) => {
    const username = query.get('username');
    const password = query.get('password');
    // XC 2.9 prints nothing at all without a login.
    if (!username || !password) return void response.writeHead(200, { 'content-type': 'application/json' }).end();
    if (!loggedIn(username, password)) return sendJson(response, { user_info: { auth: 0 } });
    const action = query.get('action');
    // A line that may not watch (or an unknown action) gets the account details, whatever it asked.
    if (!active) return sendJson(response, accountAnswer(port));
    if (action === 'get_live_categories') return sendJson(response, categories);
    if (action === 'get_live_streams') {
      const category = query.get('category_id');
      return sendJson(response, category ? liveStreams.filter((s) => s.category_id === category) : liveStreams);
    }
    sendJson(response, accountAnswer(port));
  };

  const live = (match: RegExpExecArray, response: ServerResponse) => {
    const [, user, pass, id, ext] = match;
    if (!loggedIn(decodeSafely(user!), decodeSafely(pass!)) || !active) return void response.writeHead(403).end();
    const index = streamIds.indexOf(Number(id));
    const stream = options.streams[index];
    if (!stream) return void response.writeHead(404, { 'content-type': 'text/html' }).end(NGINX_404);
    if (ext === 'm3u8') return void response.writeHead(302, { location: stream.hlsUrl }).end();
    if (!stream.tsUrl) return void response.writeHead(404, { 'content-type': 'text/html' }).end(NGINX_404);
    relay(stream.tsUrl, response);
  };

  const guide = (query: URLSearchParams, response: ServerResponse) => {
    if (!loggedIn(query.get('username'), query.get('password')) || !active) return void response.writeHead(403).end();
    response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(options.guideXml ?? channelsOnlyGuide(options.streams));
  };

  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '/');
    const url = new URL(request.url ?? '/', 'http://x');
    const port = (server.address() as AddressInfo).port;
    if (url.pathname === '/player_api.php') return playerApi(url.searchParams, port, response);
    if (url.pathname === '/xmltv.php') return guide(url.searchParams, response);
    const stream = /^\/live\/([^/]+)\/([^/]+)\/(\d+)\.(m3u8|ts)$/.exec(url.pathname);
    if (stream) return live(stream, response);
    response.writeHead(404, { 'content-type': 'text/html' }).end(NGINX_404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, requests, streamIds, close };
}

/** PHP's json_encode as panels call it: slashes escaped. */
function sendJson(response: ServerResponse, value: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value).replaceAll('/', '\\/'));
}

/** The .ts address relays the upstream's bytes as they come, for as long as the player stays. */
function relay(source: string, response: ServerResponse) {
  const abort = new AbortController();
  response.on('close', () => abort.abort());
  fetch(source, { signal: abort.signal })
    .then((upstream) => {
      if (!upstream.ok || !upstream.body) return void response.writeHead(502).end();
      response.writeHead(200, { 'content-type': 'video/mp2t' });
      const body = Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>);
      body.on('error', () => response.destroy());
      body.pipe(response);
    })
    .catch(() => response.destroy());
}

function channelsOnlyGuide(streams: readonly XtreamUpstreamStream[]): string {
  const ids = [...new Set(streams.flatMap((s) => (s.epgChannelId ? [s.epgChannelId] : [])))];
  const channels = ids.map((id) => `  <channel id="${escapeXml(id)}"><display-name>${escapeXml(streams.find((s) => s.epgChannelId === id)!.name)}</display-name></channel>\n`);
  return `<?xml version="1.0" encoding="utf-8" ?><!DOCTYPE tv SYSTEM "xmltv.dtd">\n<tv generator-info-name="Xtream Codes" generator-info-url="">\n${channels.join('')}</tv>\n`;
}

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
