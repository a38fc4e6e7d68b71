// xmltv.ts — the streaming XMLTV guide parser: .xml or .xml.gz (told by its bytes), bounded memory, channels and programmes handed out in batches.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { BareAmpersands } from './ampersands.ts';
import { reasonOf, sniffDecompress } from './input.ts';
import { ProblemLog, type Problem } from './problems.ts';
import { ScheduleSequencer, type Placed } from './schedule.ts';
import { parseDdProgid, parseOnscreen, parseXmltvNs, parseXmltvTime, pickLanguage, type EpisodeNumber, type Localised } from './xmltvFields.ts';

export interface GuideChannel {
  /** The XMLTV channel id programmes refer to (usually the playlist's tvg-id). */
  id: string;
  /** Every <display-name>, in the guide's order. */
  displayNames: string[];
  icon: string | null;
  line: number;
}

export interface GuideProgramme {
  channelId: string;
  /** Unix seconds (UTC). `stop` is always after `start`: missing stops and overlaps are resolved (see schedule.ts). */
  start: number;
  stop: number;
  /** The UTC offset the start was written with, in minutes (local times can be shown as the guide meant them). */
  offsetMinutes: number;
  title: string;
  subTitle: string | null;
  description: string | null;
  /** The first <category> (in the preferred language). */
  genre: string | null;
  /** 1-based, from `xmltv_ns` (zero-based in the file) or an on-screen form like S01E02. */
  season: number | null;
  episode: number | null;
  /** `<new/>`: the first showing of a new show (XMLTV: not a new season or episode of an existing one). */
  isNew: boolean;
  /** `<premiere>`, empty or with text saying what the channel means by it. */
  premiere: boolean;
  /** `<previously-shown>`: a repeat. A guide may say both this and `isNew`; both are kept as written. */
  previouslyShown: boolean;
  /** Unix seconds of the earlier showing, from `<previously-shown start>`; null when not given or unreadable. */
  originalAir: number | null;
  /** The first `<rating>`'s value (`PG`, `12`, `TV-14`), whatever its system. */
  rating: string | null;
  /** The same series across airings and channels (see seriesIdOf); null when the guide doesn't say. */
  seriesId: string | null;
  images: string[];
  line: number;
}

export interface GuideOptions {
  /** Preferred languages for title, sub-title, description and genre, best first; otherwise the first one given. */
  languages?: readonly string[];
  /** How many channels / programmes each callback gets at most. */
  batchSize?: number;
  /** Awaited before reading on, so a database can insert at its own pace. Channels come before programmes that name them. */
  onChannels?: (channels: GuideChannel[]) => Promise<void> | void;
  onProgrammes?: (programmes: GuideProgramme[]) => Promise<void> | void;
  /** Running count of bytes read from the input (compressed ones for .gz). */
  onBytes?: (total: number) => void;
}

export interface GuideSummary {
  gzip: boolean;
  channels: number;
  programmes: number;
  problems: Problem[];
  problemsOmitted: number;
  /** The most programmes held in memory at once: the bound the streaming design promises (about one per channel plus a batch). */
  peakHeld: number;
}

/** The input can't be used as a guide at all: not XML, not XMLTV, unreadable. */
export class GuideError extends Error {
  override name = 'GuideError';
}

/** A programme as read, before the schedule has settled its stop (and without its channel: the sequencer keys by it). */
type Draft = Omit<GuideProgramme, 'channelId' | 'stop'> & { stop: number | null };

interface ProgrammeBuilder {
  line: number;
  attributes: Record<string, string>;
  titles: Localised[];
  subTitles: Localised[];
  descriptions: Localised[];
  categories: Localised[];
  episodeNumbers: Array<{ system: string; text: string }>;
  images: string[];
  isNew: boolean;
  premiere: boolean;
  previouslyShown: boolean;
  /** `<previously-shown start>` as written ('' when absent): read, and reported, with the rest of the programme. */
  originalAirText: string;
  /** Only the first non-empty one of each is kept: one string, however many the guide repeats. */
  rating: string | null;
  seriesIdTag: string | null;
}

interface ChannelBuilder {
  line: number;
  id: string;
  names: string[];
  icon: string | null;
}

/** Programme children whose text we keep (they may come in several languages). */
const TEXT_CHILDREN = new Set(['title', 'sub-title', 'desc', 'category', 'episode-num', 'image', 'rating', 'series-id']);
/** A description longer than this is junk or an error; cutting it keeps one element from holding megabytes. */
const LONGEST_TEXT = 8000;
const MOST_IMAGES = 10;
/** Text is handed to the XML parser in slices this long, so batches are flushed between them and never grow far past batchSize. */
const SLICE = 16 * 1024;
/**
 * HTML entities that guides scraped from web pages carry (`&nbsp;` is XML's most common "undefined entity"). They are
 * unambiguous, so they are decoded; any other undefined entity stays as written and is reported.
 */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0', ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', middot: '·', bull: '•', copy: '©', reg: '®', trade: '™', deg: '°', euro: '€', pound: '£',
  agrave: 'à', aacute: 'á', acirc: 'â', atilde: 'ã', auml: 'ä', aring: 'å', ccedil: 'ç', egrave: 'è', eacute: 'é', ecirc: 'ê',
  euml: 'ë', iacute: 'í', icirc: 'î', iuml: 'ï', ntilde: 'ñ', ograve: 'ò', oacute: 'ó', ocirc: 'ô', otilde: 'õ', ouml: 'ö',
  oslash: 'ø', ugrave: 'ù', uacute: 'ú', ucirc: 'û', uuml: 'ü', szlig: 'ß', Agrave: 'À', Aacute: 'Á', Auml: 'Ä', Eacute: 'É',
  Egrave: 'È', Ouml: 'Ö', Uuml: 'Ü', Ccedil: 'Ç', Ntilde: 'Ñ',
};
/** The same XML error (e.g. a control character) is listed this many times, then only counted. */
const SAME_XML_ERROR_LISTED = 3;

export async function parseGuide(input: AsyncIterable<Uint8Array>, options: GuideOptions = {}): Promise<GuideSummary> {
  const languages = options.languages ?? ['en'];
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const log = new ProblemLog();
  const readyChannels: GuideChannel[] = [];
  const readyProgrammes: GuideProgramme[] = [];
  const declared = new Map<string, number>();
  /** Channel ids programmes named before (or without) a <channel>: checked at the end, in O(channels) memory. */
  const named = new Map<string, number>();
  let channelCount = 0;
  let programmeCount = 0;
  let peakHeld = 0;

  const sequencer = new ScheduleSequencer<Draft>(
    (channelId, p: Placed<Draft>) => {
      readyProgrammes.push({ channelId, ...p });
      programmeCount++;
    },
    (line, message) => log.add(line, message),
  );
  const notePeak = () => {
    peakHeld = Math.max(peakHeld, sequencer.held + readyProgrammes.length);
  };

  // --- XML events → channels and programmes -------------------------------------------------------------
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const stack: string[] = [];
  let sawRoot = false;
  let tagLine = 1;
  let channel: ChannelBuilder | null = null;
  let programme: ProgrammeBuilder | null = null;
  let text: { name: string; lang: string | null; system: string; value: string; cut: boolean } | null = null;
  const xmlErrors = new Map<string, { count: number; line: number }>();

  parser.on('opentagstart', () => {
    tagLine = parser.line;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    stack.push(tag.name);
    const depth = stack.length;
    const attr = (name: string) => tag.attributes[name]?.trim() ?? '';
    if (depth === 1) {
      if (tag.name !== 'tv') throw new GuideError(`not an XMLTV guide: its root element is <${tag.name}>, not <tv>`);
      sawRoot = true;
    } else if (depth === 2) {
      if (tag.name === 'channel') channel = { line: tagLine, id: attr('id'), names: [], icon: null };
      else if (tag.name === 'programme') {
        programme = {
          line: tagLine,
          attributes: tag.attributes,
          titles: [],
          subTitles: [],
          descriptions: [],
          categories: [],
          episodeNumbers: [],
          images: [],
          isNew: false,
          premiere: false,
          previouslyShown: false,
          originalAirText: '',
          rating: null,
          seriesIdTag: null,
        };
      }
    } else if (depth === 3 && channel) {
      if (tag.name === 'display-name') text = { name: tag.name, lang: null, system: '', value: '', cut: false };
      else if (tag.name === 'icon' && !channel.icon) channel.icon = attr('src') || null;
    } else if (depth === 3 && programme) {
      // Only direct children: an <icon> inside <star-rating> or <credits> is not the programme's picture.
      if (TEXT_CHILDREN.has(tag.name)) text = { name: tag.name, lang: attr('lang') || null, system: attr('system').toLowerCase(), value: '', cut: false };
      else if (tag.name === 'icon' && attr('src')) addImage(programme, attr('src'));
      else if (tag.name === 'new') programme.isNew = true;
      else if (tag.name === 'premiere') programme.premiere = true;
      else if (tag.name === 'previously-shown') {
        programme.previouslyShown = true;
        programme.originalAirText ||= attr('start');
      }
    }
  });
  /**
   * Text is kept from direct children of <channel> and <programme>, and from the <value> of a <rating> (depth 4): the
   * DTD's `<rating><value>PG</value></rating>`; the rating's own text counts too, for the 2001 DTD's `<rating>PG</rating>`.
   * A <value> in <star-rating> is never collected: star-rating isn't a text child.
   */
  const collecting = () => stack.length === 3 || (stack.length === 4 && stack[3] === 'value' && text?.name === 'rating');
  const onText = (chunk: string) => {
    if (!text || !collecting()) return;
    if (text.value.length + chunk.length > LONGEST_TEXT) {
      text.value += chunk.slice(0, Math.max(0, LONGEST_TEXT - text.value.length));
      text.cut = true;
    } else text.value += chunk;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const depth = stack.length;
    if (depth === 3 && text) {
      commitText(text);
      text = null;
    } else if (depth === 2 && channel) {
      finishChannel(channel);
      channel = null;
    } else if (depth === 2 && programme) {
      finishProgramme(programme);
      programme = null;
    }
    stack.pop();
  });
  parser.on('error', (error: Error) => {
    const message = error.message.replace(/^\d+:\d+:\s*/, '').replace(/\.$/, '');
    if (!sawRoot) throw new GuideError(`not an XMLTV guide: ${message} (line ${parser.line})`);
    const seen = xmlErrors.get(message) ?? { count: 0, line: 0 };
    if (++seen.count <= SAME_XML_ERROR_LISTED) log.add(parser.line, `XML: ${message}`);
    else if (seen.count === SAME_XML_ERROR_LISTED + 1) seen.line = parser.line; // where the unlisted ones begin
    xmlErrors.set(message, seen);
  });

  function commitText(t: NonNullable<typeof text>): void {
    const value = cleanText(t.value, t.name === 'desc');
    const where = channel?.line ?? programme?.line ?? parser.line;
    if (t.cut) log.add(where, `<${t.name}> is longer than ${LONGEST_TEXT} characters; cut`);
    if (channel) {
      if (value && !channel.names.includes(value)) channel.names.push(value);
      return;
    }
    if (!programme) return;
    const localised = { lang: t.lang, text: value };
    if (t.name === 'title') programme.titles.push(localised);
    else if (t.name === 'sub-title') programme.subTitles.push(localised);
    else if (t.name === 'desc') programme.descriptions.push(localised);
    else if (t.name === 'category') programme.categories.push(localised);
    else if (t.name === 'episode-num') programme.episodeNumbers.push({ system: t.system || 'onscreen', text: value });
    else if (t.name === 'image' && value) addImage(programme, value);
    else if (t.name === 'rating') programme.rating ??= value || null;
    // `<series-id>` isn't in the XMLTV DTD, but HDHomeRun (system "cseries") and Tablo ("tms") guides write it.
    else if (t.name === 'series-id' && value) programme.seriesIdTag ??= t.system ? `${t.system}:${value}` : value;
  }

  function finishChannel(c: ChannelBuilder): void {
    if (!c.id) {
      log.add(c.line, '<channel> without an id; skipped');
      return;
    }
    const first = declared.get(c.id);
    if (first !== undefined) {
      log.add(c.line, `channel "${c.id}" is declared again (first at line ${first}); the first one is kept`);
      return;
    }
    declared.set(c.id, c.line);
    if (c.names.length === 0) log.add(c.line, `channel "${c.id}" has no <display-name>`);
    readyChannels.push({ id: c.id, displayNames: c.names, icon: c.icon, line: c.line });
    channelCount++;
  }

  function finishProgramme(p: ProgrammeBuilder): void {
    const channelId = p.attributes['channel']?.trim();
    const startText = p.attributes['start']?.trim() ?? '';
    const stopText = p.attributes['stop']?.trim() ?? '';
    if (!channelId) return log.add(p.line, '<programme> without a channel attribute; dropped');
    const start = parseXmltvTime(startText);
    if (!start) return log.add(p.line, startText ? `start "${startText}" is not an XMLTV time (YYYYMMDDhhmmss ±hhmm); dropped` : '<programme> without a start time; dropped');
    let stop: number | null = null;
    if (stopText) {
      const parsed = parseXmltvTime(stopText);
      if (parsed) stop = parsed.time;
      else log.add(p.line, `stop "${stopText}" is not an XMLTV time (YYYYMMDDhhmmss ±hhmm); it ends where the next programme starts`);
    }
    if (stop !== null && stop <= start.time) {
      return log.add(p.line, stop === start.time ? 'ends when it starts; dropped' : `stop ${stopText} is before its start ${startText}; dropped`);
    }
    const title = pickLanguage(p.titles, languages);
    if (!title) log.add(p.line, '<programme> without a title');
    let originalAir: number | null = null;
    if (p.originalAirText) {
      originalAir = parseXmltvTime(p.originalAirText)?.time ?? null;
      if (originalAir === null) log.add(p.line, `previously-shown start "${p.originalAirText}" is not an XMLTV time (YYYYMMDDhhmmss ±hhmm); ignored`);
    }
    if (!declared.has(channelId) && !named.has(channelId)) named.set(channelId, p.line);
    sequencer.add(channelId, {
      start: start.time,
      stop,
      line: p.line,
      offsetMinutes: start.offsetMinutes,
      title: title ?? '',
      subTitle: pickLanguage(p.subTitles, languages),
      description: pickLanguage(p.descriptions, languages),
      genre: pickLanguage(p.categories, languages),
      ...episodeOf(p, log),
      isNew: p.isNew,
      premiere: p.premiere,
      previouslyShown: p.previouslyShown,
      originalAir,
      rating: p.rating,
      seriesId: seriesIdOf(p),
      images: p.images,
    });
    notePeak();
  }

  // --- Bytes → text → parser, with batches flushed between slices ---------------------------------------
  const flush = async (all: boolean) => {
    notePeak();
    // Spliced before the call: `onX?.(list.splice(…))` wouldn't evaluate the splice without a callback, and loop forever.
    if (readyChannels.length && (all || readyChannels.length >= batchSize || readyProgrammes.length >= batchSize)) {
      while (readyChannels.length) {
        const batch = readyChannels.splice(0, batchSize);
        await options.onChannels?.(batch);
      }
    }
    while (readyProgrammes.length >= batchSize || (all && readyProgrammes.length)) {
      const batch = readyProgrammes.splice(0, batchSize);
      await options.onProgrammes?.(batch);
    }
  };
  const feed = async (s: string) => {
    for (let i = 0; i < s.length; i += SLICE) {
      parser.write(s.slice(i, i + SLICE));
      await flush(false);
    }
  };

  const { gzip, chunks } = await sniffDecompress(input, options.onBytes);
  const iterator = chunks[Symbol.asyncIterator]();
  const ampersands = new BareAmpersands();
  let decoder: TextDecoder | null = null;
  let atStart = true;
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw new GuideError(`cannot read the guide: ${reasonOf(error)}`, { cause: error });
      }
      if (next.done) break;
      decoder ??= decoderFor(next.value, log);
      let s = decoder.decode(next.value, { stream: true });
      // Whitespace before the XML declaration is an error to a strict parser, and harmless.
      if (atStart) {
        s = s.replace(/^\s+/, '');
        atStart = s === '';
      }
      await feed(ampersands.push(s, false));
    }
    if (!decoder) throw new GuideError('the guide is empty');
    await feed(ampersands.push(decoder.decode(), true));
    parser.close();
  } finally {
    await iterator.return?.();
  }
  sequencer.finish();
  await flush(true);

  const { count, firstLine } = ampersands.repaired;
  if (count) log.add(firstLine, `${count} bare "&" read as "&amp;" (the first one is on this line)`);
  for (const [message, { count: n, line }] of xmlErrors) if (n > SAME_XML_ERROR_LISTED) log.add(line, `XML: ${message} — ${n - SAME_XML_ERROR_LISTED} more like it not listed`);
  for (const [channelId, line] of named) if (!declared.has(channelId)) log.add(line, `programmes for channel "${channelId}", which the guide doesn't declare with <channel>`);

  return { gzip, channels: channelCount, programmes: programmeCount, problems: log.list, problemsOmitted: log.omitted, peakHeld };
}

function episodeOf(p: ProgrammeBuilder, log: ProblemLog): EpisodeNumber {
  let fromNs: EpisodeNumber | null = null;
  let fromScreen: EpisodeNumber | null = null;
  for (const { system, text } of p.episodeNumbers) {
    if (!text) continue;
    if (system === 'xmltv_ns') {
      fromNs ??= parseXmltvNs(text);
      if (!fromNs) log.add(p.line, `episode-num "${text}" is not in xmltv_ns form (season.episode.part, zero-based); ignored`);
    } else if (system === 'onscreen' || system === 'sxxexx' || system === 'common') {
      fromScreen ??= parseOnscreen(text);
      if (!fromScreen) log.add(p.line, `episode-num "${text}" isn't a season/episode number we can read; ignored`);
    }
  }
  return { season: fromNs?.season ?? fromScreen?.season ?? null, episode: fromNs?.episode ?? fromScreen?.episode ?? null };
}

/**
 * What ties airings of one series together, for series recording rules, best first: a Schedules Direct / Gracenote
 * `dd_progid` (the same for a series on every channel and every guide that carries it), else a `<series-id>` as
 * `system:text`. A `crid` episode-num isn't used: the text alone doesn't tell a series CRID from an episode's.
 */
function seriesIdOf(p: ProgrammeBuilder): string | null {
  for (const { system, text } of p.episodeNumbers) {
    const series = system === 'dd_progid' ? parseDdProgid(text) : null;
    if (series) return series;
  }
  return p.seriesIdTag;
}

function addImage(p: ProgrammeBuilder, url: string): void {
  if (p.images.length < MOST_IMAGES && !p.images.includes(url)) p.images.push(url);
}

/** Control characters (which the XML parser already reported) go; runs of blanks become one; descriptions keep their line breaks. */
function cleanText(s: string, keepLineBreaks: boolean): string {
  // eslint-disable-next-line no-control-regex -- removing them is the point
  const visible = s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
  if (!keepLineBreaks) return visible.replace(/\s+/g, ' ').trim();
  return visible
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** UTF-8 unless a byte-order mark or the XML declaration says otherwise (ISO-8859-1 guides exist). */
function decoderFor(head: Buffer, log: ProblemLog): TextDecoder {
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le');
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be');
  const declaration = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.subarray(0, 512).toString('latin1'));
  const label = declaration?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label);
  } catch {
    log.add(1, `unknown encoding "${label}"; read as UTF-8`);
    return new TextDecoder('utf-8');
  }
}
