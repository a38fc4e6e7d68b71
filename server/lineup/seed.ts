// seed.ts — the lineup written on first start: the 8 groups, a demo lineup (or FTV_CHANNELS channels) and a few VOD entries.
import type { Insertable } from 'kysely';
import type { Deps } from '../http/context.ts';
import type { ChannelsTable } from '../db/schema.ts';
import { CHANNEL_GROUPS, type GroupAlias } from './groups.ts';
import { channelGroupIds, hasAnyChannel, insertChannelGroups, insertChannels } from './repository.ts';

/** Channel ids start above the numbers, as the real provider's did ("101"), so clients never confuse the two. */
export const CHANNEL_ID_OFFSET = 100;

/** Six channels per group: [title, description]. */
const LINEUP: Record<GroupAlias, Array<[string, string]>> = {
  news: [
    ['FTV News 24', 'Round-the-clock headlines, live reports and the day in review.'],
    ['World Report', 'International news with correspondents on five continents.'],
    ['Business Today', 'Markets, companies and the economy as it happens.'],
    ['City Live', 'Local news, traffic and weather for the metro area.'],
    ['Parliament TV', 'Debates, committees and in-depth political analysis.'],
    ['Weather Now', 'Forecasts, radar and severe weather coverage.'],
  ],
  sports: [
    ['Sport Arena 1', 'Live football, highlights and the big matches of the week.'],
    ['Sport Arena 2', 'Tennis, cycling and motorsport, live and in full.'],
    ['Goal TV', 'All about football: matches, talk shows and transfer news.'],
    ['Extreme Sports', 'Surfing, climbing, skating and the outdoors at full speed.'],
    ['Golf & Tennis HD', 'Tournaments from the world tours, start to finish.'],
    ['Fight Night', 'Boxing and martial arts from the biggest arenas.'],
  ],
  movies: [
    ['Cinema Classics', 'Timeless films from the golden age of cinema.'],
    ['Premiere Movies', 'Recent blockbusters, first on television.'],
    ['Family Cinema', 'Feel-good films for the whole family.'],
    ['Action Max', 'Explosions, car chases and heroes, all day long.'],
    ['Thriller Zone', 'Suspense, mystery and crime after dark.'],
    ['Arthouse Select', 'Independent and world cinema, curated.'],
  ],
  kids: [
    ['Kids Club', 'Cartoons and shows for children aged 4 to 10.'],
    ['Toon Planet', 'Animated adventures from around the world.'],
    ['Junior Science', 'Experiments, space and nature explained for kids.'],
    ['Baby Bear TV', 'Gentle programmes for the youngest viewers.'],
    ['Teen Hub', 'Series and competitions for teenagers.'],
    ['Story Time', 'Fairy tales and picture books brought to life.'],
  ],
  music: [
    ['Hit Music Channel', 'Today\'s chart hits and the newest videos.'],
    ['Rock Legends', 'Guitar heroes, classic albums and live concerts.'],
    ['Jazz & Soul', 'Smooth sounds, sessions and festival highlights.'],
    ['Classical Hall', 'Symphonies, opera and recitals from great halls.'],
    ['Dance Floor', 'Electronic music and club sets all night.'],
    ['Retro Hits', 'The best of the 70s, 80s and 90s.'],
  ],
  documentary: [
    ['Discover World', 'Science, engineering and the wonders of our planet.'],
    ['Nature Wild', 'Wildlife documentaries from every continent.'],
    ['History Vault', 'The people and events that shaped our world.'],
    ['Science Today', 'Breakthroughs, space missions and how things work.'],
    ['True Stories', 'Award-winning documentaries and investigations.'],
    ['Ocean Deep', 'Life beneath the waves, from reefs to the abyss.'],
  ],
  entertainment: [
    ['FTV One', 'The flagship channel: shows, series and live events.'],
    ['Comedy Central Plus', 'Sitcoms and stand-up around the clock.'],
    ['Quiz Channel', 'Game shows and quizzes with big prizes.'],
    ['Drama Series', 'Box sets and gripping drama series.'],
    ['Reality Plus', 'Competitions, makeovers and real lives.'],
    ['Late Night', 'Talk shows, music guests and comedy.'],
  ],
  lifestyle: [
    ['Food & Kitchen', 'Recipes, chefs and cooking competitions.'],
    ['Travel Channel One', 'Journeys, destinations and travel tips.'],
    ['Home & Garden', 'Renovation, design and gardening.'],
    ['Fashion TV', 'Runways, designers and style.'],
    ['Fit & Healthy', 'Workouts, yoga and healthy living.'],
    ['Auto World', 'Cars, road tests and motoring news.'],
  ],
};

const VOD: Array<[string, string, GroupAlias]> = [
  ['FTV Cinema On Demand', 'Films to watch whenever you like.', 'movies'],
  ['Kids On Demand', 'Favourite cartoons, any time.', 'kids'],
  ['Documentaries On Demand', 'The documentary library.', 'documentary'],
];

/** A name as a path-safe alias: "Café & Culture" → "cafe-and-culture" (also for an operator's groups and channels). */
export const slug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Premium: the 2nd and 5th of each group, and the movie group's last three. */
const isPremium = (alias: GroupAlias, index: number) => index === 1 || index === 4 || (alias === 'movies' && index >= 3);

/** The standard channels of the demo lineup, numbered from 1 in group order. */
export function demoLineup(): Array<Insertable<ChannelsTable>> {
  const rows: Array<Insertable<ChannelsTable>> = [];
  for (const group of CHANNEL_GROUPS) {
    LINEUP[group.alias].forEach(([title, description], index) => {
      const number = rows.length + 1;
      rows.push({
        id: CHANNEL_ID_OFFSET + number,
        number,
        title,
        alias: slug(title),
        description,
        group_id: group.id,
        type: 'standard',
        is_free: isPremium(group.alias, index) ? 0 : 1,
        // Fight Night's broadcast rights forbid recording: one non-recordable channel keeps clients honest.
        recordable: group.alias === 'sports' && index === 5 ? 0 : 1,
        genre: group.alias,
      });
    });
  }
  return rows;
}

/** `count` standard channels cycling the groups and names (FTV_CHANNELS scale tests). */
function scaledLineup(count: number): Array<Insertable<ChannelsTable>> {
  const rows: Array<Insertable<ChannelsTable>> = [];
  for (let i = 0; i < count; i++) {
    const group = CHANNEL_GROUPS[i % CHANNEL_GROUPS.length]!;
    const index = Math.floor(i / CHANNEL_GROUPS.length) % 6;
    const round = Math.floor(i / (CHANNEL_GROUPS.length * 6)) + 1;
    const [base, description] = LINEUP[group.alias][index]!;
    const title = round === 1 ? base : `${base} ${round}`;
    const number = i + 1;
    rows.push({
      id: CHANNEL_ID_OFFSET + number,
      number,
      title,
      alias: `${slug(base)}-${number}`,
      description,
      group_id: group.id,
      type: 'standard',
      is_free: isPremium(group.alias, index) ? 0 : 1,
      recordable: 1,
      genre: group.alias,
    });
  }
  return rows;
}

function vodEntries(after: number): Array<Insertable<ChannelsTable>> {
  return VOD.map(([title, description, alias], i) => {
    const number = after + i + 1;
    const group = CHANNEL_GROUPS.find((g) => g.alias === alias)!;
    return { id: CHANNEL_ID_OFFSET + number, number, title, alias: slug(title), description, group_id: group.id, type: 'vod', is_free: 1, recordable: 0, genre: alias };
  });
}

/** Writes the groups and channels when the channels table is empty; one transaction, so a crash leaves nothing half-seeded. */
export async function seedChannels({ db, config }: Pick<Deps, 'db' | 'config'>): Promise<boolean> {
  if (await hasAnyChannel(db)) return false;
  const standard = config.channelCount ? scaledLineup(config.channelCount) : demoLineup();
  const rows = config.channelCount ? standard : [...standard, ...vodEntries(standard.length)];
  await db.transaction().execute(async (trx) => {
    const have = new Set(await channelGroupIds(trx));
    const missing = CHANNEL_GROUPS.filter((g) => !have.has(g.id)).map((g) => ({ id: g.id, name: g.name, alias: g.alias }));
    if (missing.length) await insertChannelGroups(trx, missing);
    await insertChannels(trx, rows);
  });
  return true;
}
