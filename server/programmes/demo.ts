// demo.ts (programmes) — the demo lineup's guide, generated: pure and deterministic per channel and time; programmes/horizon.ts writes it into the programmes table.
import type { Programme } from '../../wire/types.ts';
import type { ProgrammesTable } from '../db/schema.ts';
import { decodeProgrammeId, durationText, programmeIdOf } from './programme.ts';
import { DEMO_GENERATION } from './repository.ts';

/** What the generator needs to know about a channel. */
export interface GuideChannel {
  id: number;
  /** The channel group's alias: news, sports, movies, kids, music, documentary, entertainment, lifestyle. */
  genre: string;
  recordable: number | boolean;
}

/** A programme as the guide answers it (docs/api.md#programme). */
export type { Programme };

const DAY = 86400;
const UNIT = 300; // five minutes: every generated start and length is a multiple of it.
const MIN_UNITS = 3; // 15 min
const MAX_UNITS = 24; // 120 min

/** A 32-bit hash of integers: the seed of everything random here. */
function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Split into two 32-bit halves so times past 2038 and large ids still mix fully.
    for (const p of [part % 4294967296, Math.floor(part / 4294967296)]) {
      h = Math.imul(h ^ (p | 0), 0x85ebca6b);
      h ^= h >>> 13;
      h = Math.imul(h, 0xc2b2ae35);
      h ^= h >>> 16;
    }
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for believable schedules. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** Typical programme lengths per genre, in minutes (all multiples of 5 within 15–120). */
const LENGTHS: Record<string, readonly number[]> = {
  news: [15, 15, 30, 30, 30, 60],
  sports: [30, 60, 90, 105, 120, 120],
  movies: [90, 95, 100, 105, 110, 120, 30],
  kids: [15, 20, 25, 30, 30],
  music: [30, 45, 60, 60, 120],
  documentary: [30, 45, 50, 60, 60, 90],
  entertainment: [25, 30, 30, 45, 60, 90],
  lifestyle: [25, 30, 30, 45, 60],
};

/**
 * How far (0–60 min) day `day`'s last programme runs past midnight; the next day starts there.
 * Drawn from its own seed so a day never needs the whole chain of days before it.
 */
const overrun = (channelId: number, day: number) => (mix(channelId, day, 7) % 13) * UNIT;

/** One UTC day of a channel: [start, length] slots from its midnight (+ yesterday's overrun) to the next. */
function daySlots(channel: GuideChannel, day: number): Array<[number, number]> {
  let t = day * DAY + overrun(channel.id, day - 1);
  const end = (day + 1) * DAY + overrun(channel.id, day);
  const rand = prng(mix(channel.id, day, 1));
  const lengths = LENGTHS[channel.genre] ?? LENGTHS.entertainment!;
  const slots: Array<[number, number]> = [];
  while (t < end) {
    const remaining = (end - t) / UNIT;
    let units = remaining <= MAX_UNITS ? remaining : pick(rand, lengths) / 5;
    // Never leave a remainder shorter than the shortest programme.
    if (remaining > MAX_UNITS && remaining - units < MIN_UNITS) units = remaining - MIN_UNITS;
    slots.push([t, units * UNIT]);
    t += units * UNIT;
  }
  return slots;
}

/** The [start, length] slots overlapping [from, to). */
function slotsBetween(channel: GuideChannel, from: number, to: number, slotSeconds: number | null): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (to <= from) return out;
  if (slotSeconds) {
    for (let t = Math.floor(from / slotSeconds) * slotSeconds; t < to; t += slotSeconds) out.push([t, slotSeconds]);
    return out;
  }
  // Day d's slots lie within [d·DAY, (d+1)·DAY + 1 h): the day before `from` may reach into it.
  for (let day = Math.floor(from / DAY) - 1; day <= Math.floor(to / DAY); day++) {
    for (const slot of daySlots(channel, day)) if (slot[0] + slot[1] > from && slot[0] < to) out.push(slot);
  }
  return out;
}

// ---- Content ----

const TEAMS = ['Riverside United', 'Northbridge City', 'Harbor FC', 'Redfield Rovers', 'Eastwood Athletic', 'Kingsport Wanderers', 'Lakeside Town', 'Westmoor Albion', 'Port Ellis', 'Stonegate Rangers'];
const FILM_A = ['The Last', 'Midnight', 'Silent', 'Broken', 'Golden', 'Distant', 'Crimson', 'Forgotten', 'Wild', 'Hidden', 'Electric', 'Winter'];
const FILM_B = ['Horizon', 'Express', 'Promise', 'Harbor', 'Summer', 'Witness', 'Frontier', 'Letters', 'Kingdom', 'Echo', 'Road', 'Garden'];
const FILM_KIND = ['drama', 'thriller', 'comedy', 'adventure', 'romance', 'crime drama', 'science-fiction film', 'western'];
const FILM_PLOT = [
  'a retired detective takes on one last case',
  'two strangers meet on a night train across Europe',
  'a small-town teacher uncovers a family secret',
  'a crew of misfits plans an impossible heist',
  'a pilot stranded in the desert fights to get home',
  'a young musician chases her big break in the city',
  'an inventor\'s creation changes a village forever',
  'old friends reunite for a wedding that goes wrong',
];
const ARTISTS = ['The Midnight Owls', 'Clara Voss', 'Northern Lights', 'DJ Solace', 'The Copper Kettles', 'Maya Reyes', 'Blue Harbour', 'Leon Marsh Quartet'];

interface Content {
  name: string;
  description: string;
  series: boolean;
}

/** A series title with its description; episodes are numbered from the day so they advance daily. */
const SERIES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  kids: [
    ['Captain Comet', 'Animated space adventures with Captain Comet and his robot dog Bolt.'],
    ['The Puddle Ducks', 'Three little ducks discover the world around their pond.'],
    ['Dino Detectives', 'A team of young dinosaurs solves mysteries in Fossil Valley.'],
    ['Pixel & Pip', 'Two friends jump into video games to save the day.'],
    ['Forest Friends', 'Gentle stories of the animals of Oakwood Forest.'],
  ],
  documentary: [
    ['Planet Oceans', 'The hidden life of the world\'s seas, from coral reefs to the deep.'],
    ['Empires of the Past', 'How the great empires of history rose and fell.'],
    ['Wild Africa', 'A year with the animals of the savannah.'],
    ['Engineering Giants', 'The making of the world\'s biggest structures.'],
    ['Secrets of the Universe', 'From black holes to exoplanets: the latest in astronomy.'],
  ],
  entertainment: [
    ['The Neighbours Next Door', 'Sitcom: two families, one fence, endless trouble.'],
    ['Brain Battle', 'Quiz show: four contestants, ten rounds, one jackpot.'],
    ['Hospital Heights', 'Drama series set in a busy city hospital.'],
    ['Talent Tonight', 'Singers, dancers and magicians compete for the final.'],
    ['Office Hours', 'Sitcom about the staff of a failing paper company.'],
  ],
  lifestyle: [
    ['Kitchen Masters', 'Cooking competition: home cooks face professional chefs.'],
    ['Weekend Getaways', 'Travel series: the best short trips in Europe.'],
    ['Home Rescue', 'A team renovates a family home in seven days.'],
    ['Garden Makeover', 'Turning neglected gardens into green retreats.'],
    ['Street Food Stories', 'The cooks behind the world\'s best street food.'],
  ],
  music: [
    ['Chart Show', 'The week\'s top 40 countdown with the newest videos.'],
    ['Unplugged Sessions', 'Acoustic performances from the studio.'],
  ],
  sports: [
    ['Goal Rush', 'All the goals and talking points of the weekend.'],
    ['Inside the Locker Room', 'Magazine: interviews and stories behind the teams.'],
  ],
  news: [['Business Hour', 'Markets, companies and the economy.']],
  movies: [['Cinema Preview', 'The films opening this week, with interviews and trailers.']],
};

const hhmm = (t: number) => {
  const d = new Date(t * 1000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};

function content(genre: string, start: number, length: number, rand: () => number): Content {
  const minutes = length / 60;
  const series = (): Content => {
    const [name, description] = pick(rand, SERIES[genre] ?? SERIES.entertainment!);
    return { name, description, series: true };
  };
  switch (genre) {
    case 'news':
      if (minutes >= 60 && rand() < 0.4) return series();
      return minutes <= 15
        ? { name: `News at ${hhmm(start)}`, description: 'The latest headlines, sport and weather.', series: false }
        : pick(rand, [
            { name: `FTV News at ${hhmm(start)}`, description: 'National and international news with live reports.', series: false },
            { name: 'World Today', description: 'The day\'s international stories with our correspondents.', series: false },
            { name: 'Newsnight Debate', description: 'Politicians and experts debate the issues of the day.', series: false },
          ]);
    case 'sports': {
      if (minutes >= 90) {
        const home = pick(rand, TEAMS);
        const away = pick(rand, TEAMS.filter((t) => t !== home));
        const live = rand() < 0.5;
        return { name: `${live ? 'Live: ' : ''}${home} vs ${away}`, description: `${live ? 'Live coverage' : 'Full replay'} of the league match between ${home} and ${away}, with build-up and analysis.`, series: false };
      }
      if (rand() < 0.5) return series();
      return { name: 'Sports Desk', description: 'Results, interviews and the latest from the world of sport.', series: false };
    }
    case 'movies': {
      if (minutes < 85) return series();
      const title = `${pick(rand, FILM_A)} ${pick(rand, FILM_B)}`;
      const year = 1950 + Math.floor(rand() * 75);
      return { name: `${title} (${year})`, description: `${year} ${pick(rand, FILM_KIND)}: ${pick(rand, FILM_PLOT)}.`, series: false };
    }
    case 'music': {
      if (rand() < 0.4) return series();
      const artist = pick(rand, ARTISTS);
      return rand() < 0.5
        ? { name: `${artist}: Live in Concert`, description: `${artist} on stage, recorded live in front of a sold-out crowd.`, series: false }
        : { name: 'Non-Stop Hits', description: 'The biggest videos, back to back.', series: false };
    }
    default:
      return series();
  }
}

/** The programme in a slot: its content is seeded by (channel, start), so any window yields the same one. */
function build(channel: GuideChannel, start: number, length: number): Programme {
  const rand = prng(mix(channel.id, start, 3));
  const c = content(channel.genre, start, length, rand);
  const id = programmeIdOf(channel.id, start);
  return {
    programme: id,
    channel_id: channel.id,
    startdatetime: start,
    enddatetime: start + length,
    length,
    duration: durationText(length),
    programme_name: c.name,
    programme_description: c.description,
    genre: channel.genre,
    allow_dvr: channel.recordable ? 1 : 0,
    images: [`/media/posters/${id}.svg`],
    isSeries: c.series,
    // A series keeps its season; the episode moves on with every airing (one per quarter hour of the clock).
    seriesNumber: c.series ? (mix(channel.id, c.name.length, c.name.charCodeAt(0)) % 9) + 1 : null,
    episodeNumber: c.series ? (Math.floor(start / 900) % 40) + 1 : null,
    // A series is known by its name, as an XMLTV guide's series id would name it.
    series_id: c.series ? `demo.${slug(c.name)}` : null,
    series_title: c.name,
  };
}

/** Every programme of the channel overlapping [from, to), in order, contiguous. */
export function guideFor(channel: GuideChannel, from: number, to: number, slotSeconds: number | null = null): Programme[] {
  return slotsBetween(channel, from, to, slotSeconds).map(([start, length]) => build(channel, start, length));
}

/** The programme on air at `time`. */
export function programmeAt(channel: GuideChannel, time: number, slotSeconds: number | null = null): Programme {
  const slot = slotsBetween(channel, time, time + 1, slotSeconds)[0]!;
  return build(channel, slot[0], slot[1]);
}

/** The programme after the one on air at `time`. */
export function programmeAfter(channel: GuideChannel, time: number, slotSeconds: number | null = null): Programme {
  return programmeAt(channel, programmeAt(channel, time, slotSeconds).enddatetime, slotSeconds);
}

/**
 * Resolves what a client sent back (`programme_id` and, optionally, `start_time`) to the programme,
 * or null when the id is not this channel's or no programme starts at that time.
 */
export function findProgramme(channel: GuideChannel, programmeId: number, startTime: number | null = null, slotSeconds: number | null = null): Programme | null {
  const decoded = decodeProgrammeId(programmeId);
  if (!decoded || decoded.channelId !== channel.id) return null;
  if (startTime !== null && startTime !== decoded.start) return null;
  const p = programmeAt(channel, decoded.start, slotSeconds);
  return p.startdatetime === decoded.start ? p : null;
}

// ---- As stored ----

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const FILM_RATINGS = ['U', 'PG', '12', '15', '18'];

/**
 * What an XMLTV guide would say of the airing besides its listing: new or a repeat (with its first airing),
 * a premiere, an age rating, the series it belongs to. Drawn from a seed of its own, so the listing stays as it was.
 */
function airing(p: Programme): Pick<ProgrammesTable, 'is_new' | 'premiere' | 'previously_shown' | 'original_air' | 'rating' | 'series_id'> {
  const rand = prng(mix(p.channel_id, p.startdatetime, 5));
  const start = p.startdatetime;
  const none = { is_new: 0, premiere: 0, previously_shown: 0, original_air: null, rating: null, series_id: null };
  const repeat = (maxDays: number) => ({ previously_shown: 1, original_air: start - (1 + Math.floor(rand() * maxDays)) * DAY });
  if (p.isSeries) {
    const rating = p.genre === 'kids' ? 'U' : p.genre === 'entertainment' ? pick(rand, ['PG', '12']) : null;
    const series = { ...none, rating, series_id: p.series_id ?? null };
    // About a third of a series' airings are new episodes; the rest repeat ones shown within two years.
    return rand() < 0.35 ? { ...series, is_new: 1 } : { ...series, ...repeat(730) };
  }
  if (p.genre === 'movies') {
    const rating = pick(rand, FILM_RATINGS);
    return rand() < 0.15 ? { ...none, rating, premiere: 1, is_new: 1 } : { ...none, rating, ...repeat(3650) };
  }
  // News, live matches and concerts are aired as they happen; a match's full replay is a repeat of the day's.
  if (p.programme_name.startsWith('Live: ') || p.genre === 'news') return { ...none, is_new: 1 };
  if (p.genre === 'sports' && p.programme_name.includes(' vs ')) return { ...none, ...repeat(1) };
  return none;
}

/** The programmes table's row of a generated programme (generation 0: the demo guide's own). */
export function demoRow(p: Programme): ProgrammesTable {
  return {
    channel_id: p.channel_id,
    start: p.startdatetime,
    stop: p.enddatetime,
    title: p.programme_name,
    sub_title: null,
    description: p.programme_description,
    genre: p.genre,
    season: p.seriesNumber,
    episode: p.episodeNumber,
    images: JSON.stringify(p.images),
    generation: DEMO_GENERATION,
    ...airing(p),
  };
}
