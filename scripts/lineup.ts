// lineup.ts — `npm run lineup -- <playlist> [guide…]`: reads a playlist and its guides (paths or http(s) URLs) and prints what an import would find.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openSource, readText, reasonOf, SourceError } from '../server/sources/input.ts';
import { parsePlaylist, PlaylistError } from '../server/sources/m3u.ts';
import { buildLineup, matchGuide } from '../server/sources/mapping.ts';
import type { Problem } from '../server/sources/problems.ts';
import { GuideError, parseGuide, type GuideChannel } from '../server/sources/xmltv.ts';

const USAGE = 'usage: npm run lineup -- <playlist.m3u|URL> [guide.xml[.gz]|URL …] [--lang en,de] [--user-agent UA] [--referrer URL]';
const SHOWN_PROBLEMS = 20;
const SHOWN_NAMES = 5;
/** Below this a guide reads in a blink: no progress bar. */
const PROGRESS_FROM_BYTES = 2 * 1024 * 1024;

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** Runs the check; returns the exit code (0 with problems too: only unusable input fails). */
export async function runLineup(argv: readonly string[], out: Output = process.stdout, err: Output = process.stderr): Promise<number> {
  let args: ReturnType<typeof parseCommandLine>;
  try {
    args = parseCommandLine(argv);
  } catch (error) {
    err.write(`lineup: ${reasonOf(error)}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    out.write(`${USAGE}\n`);
    return 0;
  }
  const print = (line = '') => out.write(`${line}\n`);
  const problems: Array<Problem & { file: string }> = [];
  const note = (file: string, list: readonly Problem[]) => problems.push(...list.map((p) => ({ ...p, file: path.basename(file.split('?')[0]!) })));
  let omitted = 0;
  /** What a fatal problem is about: the playlist, then each guide in turn. */
  let reading = args.playlist;

  try {
    // The playlist
    const playlistSource = await openSource(args.playlist, { headers: args.headers });
    const playlist = parsePlaylist(await readText(playlistSource));
    if (playlist.entries.length === 0) throw new PlaylistError('no entries with a stream URL');
    const lineup = buildLineup(playlist.entries);
    note(args.playlist, [...playlist.problems, ...lineup.problems]);
    omitted += playlist.problemsOmitted;

    const channels = lineup.channels;
    const groups = [...new Set(channels.map((c) => c.group).filter((g) => g !== null))];
    const withFailover = channels.filter((c) => c.streams.length > 1).length;
    const fromChno = channels.filter((c) => c.chno === c.number).length;
    print(`Playlist: ${args.playlist}`);
    print(`  entries: ${playlist.entries.length}`);
    print(`  channels: ${channels.length} (${withFailover} with failover streams)`);
    print(`  groups: ${groups.length}${groups.length ? ` (${few(groups)})` : ''}`);
    print(`  numbers: ${channels[0]!.number}–${channels.at(-1)!.number} (${fromChno} from tvg-chno)`);
    if (playlist.guideUrls.length) print(`  guides named in its header: ${playlist.guideUrls.length} (not fetched; name them after the playlist to check them)`);

    // The guides
    const guideChannels = new Map<string, GuideChannel>();
    let programmes = 0;
    for (const location of args.guides) {
      reading = location;
      const source = await openSource(location, { headers: args.headers });
      const progress = progressBar(err, source.size, path.basename(location));
      const summary = await parseGuide(source.stream, {
        languages: args.languages,
        onBytes: progress.update,
        onChannels: (batch) => {
          for (const c of batch) if (!guideChannels.has(c.id)) guideChannels.set(c.id, c);
        },
      }).finally(progress.done);
      programmes += summary.programmes;
      note(location, summary.problems);
      omitted += summary.problemsOmitted;
      print(`Guide: ${location}${summary.gzip ? ' (gzip)' : ''}`);
      print(`  channels: ${summary.channels}`);
      print(`  programmes: ${summary.programmes}`);
    }

    // How they fit together
    if (args.guides.length) {
      const matching = matchGuide(channels, [...guideChannels.values()]);
      const byId = [...matching.matches.values()].filter((m) => m.by === 'tvg-id').length;
      print(`Matched: ${matching.matches.size} of ${channels.length} channels have a guide (${byId} by tvg-id, ${matching.matches.size - byId} by name)`);
      print(`  without a guide: ${matching.unmatchedChannels.length}${listed(matching.unmatchedChannels.map((c) => c.title))}`);
      print(`  guide channels not in the playlist: ${matching.unmatchedGuide.length}${listed(matching.unmatchedGuide.map((g) => g.displayNames[0] ?? g.id))}`);
      print(`  programmes: ${programmes}`);
    }
  } catch (error) {
    if (error instanceof PlaylistError || error instanceof GuideError || error instanceof SourceError) {
      // SourceError messages already name what they couldn't read.
      err.write(`lineup: ${error instanceof SourceError ? '' : `${reading}: `}${error.message}\n`);
      return 1;
    }
    throw error;
  }

  print(`Problems: ${problems.length + omitted}`);
  for (const p of problems.slice(0, SHOWN_PROBLEMS)) print(`  ${p.file}:${p.line}: ${p.message}`);
  if (problems.length + omitted > SHOWN_PROBLEMS) print(`  … and ${problems.length + omitted - SHOWN_PROBLEMS} more`);
  return 0;
}

function parseCommandLine(argv: readonly string[]) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      lang: { type: 'string' },
      'user-agent': { type: 'string' },
      referrer: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [playlist, ...guides] = positionals;
  if (!playlist && !values.help) throw new Error('a playlist is needed');
  const headers: Record<string, string> = {};
  if (values['user-agent']) headers['user-agent'] = values['user-agent'];
  if (values.referrer) headers['referer'] = values.referrer;
  return {
    playlist: playlist ?? '',
    guides,
    languages: (values.lang ?? 'en').split(',').map((l) => l.trim()).filter(Boolean),
    headers,
    help: values.help ?? false,
  };
}

/** Quoted, since names may hold commas themselves ("Sport, Live"). */
const few = (names: readonly string[]) => `${names.slice(0, SHOWN_NAMES).map((n) => `"${n}"`).join(', ')}${names.length > SHOWN_NAMES ? ', …' : ''}`;
const listed = (names: readonly string[]) => (names.length ? ` (${few(names)})` : '');

/** A bar on stderr while a large guide is read, only in a terminal: logs and tests get no carriage-return noise. */
function progressBar(err: Output, total: number | null, label: string): { update: (bytes: number) => void; done: () => void } {
  if (!err.isTTY || (total !== null && total < PROGRESS_FROM_BYTES)) return { update: () => {}, done: () => {} };
  let last = 0;
  let drawn = false;
  return {
    update: (bytes) => {
      const now = performance.now();
      if (now - last < 100) return;
      last = now;
      drawn = true;
      err.write(`\r${renderProgress(label, bytes, total, (err.columns || 80) - 1)}`);
    },
    done: () => {
      if (drawn) err.write(`\r${' '.repeat((err.columns || 80) - 1)}\r`);
    },
  };
}

/** `label [██████░░░░] 42% 12.3/29.1 MB`, or just the megabytes read when the size is unknown. */
export function renderProgress(label: string, bytes: number, total: number | null, width: number): string {
  const mb = (n: number) => (n / 1e6).toFixed(1);
  if (!total) return `${label} ${mb(bytes)} MB read`.slice(0, width);
  const share = Math.min(1, bytes / total);
  const bar = '█'.repeat(Math.round(share * 20)).padEnd(20, '░');
  return `${label} [${bar}] ${Math.floor(share * 100)}% ${mb(bytes)}/${mb(total)} MB`.slice(0, width);
}

if (import.meta.main) {
  // `npm run lineup -- … | head`: a reader that stops early is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  process.exitCode = await runLineup(process.argv.slice(2));
}
