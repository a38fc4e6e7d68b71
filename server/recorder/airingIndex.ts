// airingIndex.ts (recorder) — the coming airings indexed once for a round over every user's rules: by series, title, channel and word, so each rule looks only at airings that may match it.
import { keywordWords, matchKey, matches, wordsOfAiring, type Airing, type PlanRule } from './rulePlan.ts';

export interface AiringIndex {
  /** The airings a rule may match (a superset). */
  candidates: (rule: PlanRule) => readonly Airing[];
  /** The airings a rule matches, worked out once for every rule alike (many users follow the same series or word). */
  matching: (rule: PlanRule) => Airing[];
  /** Users alike share their rules' choice of channels (rulePlan.ts: PlanUser.bestChannels). */
  bestChannels: Map<string, Airing[]>;
}


function add<K>(map: Map<K, Airing[]>, key: K, a: Airing) {
  const list = map.get(key);
  if (list) list.push(a);
  else map.set(key, [a]);
}

export function indexAirings(airings: readonly Airing[]): AiringIndex {
  const bySeries = new Map<string, Airing[]>();
  const byTitle = new Map<string, Airing[]>();
  const byChannel = new Map<number, Airing[]>();
  const byWord = new Map<string, Airing[]>();
  for (const a of airings) {
    if (a.seriesId) add(bySeries, a.seriesId, a);
    add(byTitle, a.title.toLowerCase(), a);
    add(byChannel, a.channelId, a);
  }
  // Words are indexed on first need: a round without keyword rules never pays for them.
  let words = false;
  const indexWords = () => {
    if (words) return;
    for (const a of airings) for (const w of wordsOfAiring(a)) add(byWord, w, a);
    words = true;
  };
  const none: readonly Airing[] = [];
  const matched = new Map<string, Airing[]>();
  function candidates(rule: PlanRule): readonly Airing[] {
    const onChannel = rule.channelId !== null ? byChannel.get(rule.channelId) ?? none : null;
    if (rule.kind === 'series') return (rule.seriesId ? bySeries.get(rule.seriesId) : byTitle.get(rule.title.toLowerCase())) ?? none;
    if (rule.kind === 'keyword' && !rule.regex) {
      indexWords();
      // The rarest word's airings (or the channel's, when fewer): every match is among them.
      const lists = keywordWords(rule.keyword ?? '').map((w) => byWord.get(w) ?? none);
      if (onChannel) lists.push(onChannel);
      return lists.reduce((best, list) => (list.length < best.length ? list : best), lists[0] ?? none);
    }
    return onChannel ?? airings;
  }
  return {
    candidates,
    bestChannels: new Map(),
    matching(rule) {
      const key = matchKey(rule);
      let list = matched.get(key);
      if (!list) matched.set(key, (list = candidates(rule).filter((a) => matches(rule, a))));
      return list;
    },
  };
}
