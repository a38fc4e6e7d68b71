// services.ts — the composition root: every service of one provider instance built once (nothing started), the start-up writes, and the background jobs' one lifecycle.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './http/context.ts';
import { createBus, type Bus } from './cluster/bus.ts';
import { createLeases, type Leases } from './cluster/leases.ts';
import { createRelayed, type Relayed } from './media/relayed.ts';
import { mediaLibrary, type MediaLibrary } from './media/library.ts';
import { createLineupCache, type LineupCache } from './lineup/cache.ts';
import { seedChannels } from './lineup/seed.ts';
import { seedPlans } from './subscriptions/plans.ts';
import { createImporter, importAtStart, LINEUP_TOPIC, startLineupRefresh, type Importer } from './imports/service.ts';
import { latestGuideGeneration } from './programmes/repository.ts';
import { guidesImportedAt } from './imports/repository.ts';
import { createGuideHorizon, type GuideHorizon } from './programmes/horizon.ts';
import { createProgrammeStore, type ProgrammeStore } from './programmes/store.ts';
import { createScheduler, type Scheduler } from './recorder/scheduler.ts';
import { createRuleService, type RuleService } from './recorder/rules.ts';
import { favoriteChannelIdsOf } from './favorites/repository.ts';
import { createReminderMailer, type ReminderMailer } from './reminders/mailer.ts';
import { insertRemindersIfAbsent } from './reminders/repository.ts';
import { startArchive, type Archive } from './archive/service.ts';
import { createArchivedShift } from './archive/shift.ts';
import type { ArchivedShift } from './media/archived.ts';
import { createHub, type ChatHub } from './chat/hub.ts';
import { createStreamMonitor, type StreamMonitor } from './monitor/recorder.ts';

/**
 * What the route plugins are handed (each takes the part it uses, see its `…RoutesOptions`). One set per app: tests
 * run several apps (instances) in one process, so nothing here is a module-level singleton.
 */
export interface Services {
  deps: Deps;
  /** Background work done once across instances (recordings, archives, the lineup refresh). */
  leases: Leases;
  /** Notices every instance hears (a lineup imported, a user's plans changed). */
  bus: Bus;
  /** The relay of operator channels, with each channel's upstreams. */
  relayed: Relayed;
  /** The prepared loops and the channels they play. */
  library: MediaLibrary;
  /** A relayed channel's time-shift from its archive, for media's shift routes (which ask it only with FTV_ARCHIVE on). */
  archivedShift: ArchivedShift;
  /** The lineup in memory, for the channel list and the guide. */
  lineup: LineupCache;
  /** The demo lineup's guide, written into the programmes table ahead of time. */
  horizon: GuideHorizon;
  /** Every channel's programmes, from the programmes table: the guide, now and next, the recorder. */
  programmes: ProgrammeStore;
  /** The recorder's loop: routes poke it; the jobs run it every second. */
  scheduler: Scheduler;
  /** Recording rules: planned on a save, and for every user by one instance (its job). */
  rules: RuleService;
  /** Reminders by e-mail, sent by one instance (its job). */
  reminders: ReminderMailer;
  /** Chat rooms: messages stored one at a time per room and delivered to every instance's streams. */
  chat: ChatHub;
  /** The lineup imported on an operator's word (the console), one import at a time. */
  importer: Importer;
  /** Each upstream stream's minute written from the relay's figures (the console's stream health). */
  monitor: StreamMonitor;
  /** Closes what the services hold open (the relay's remuxers, the chat hub's subscription), once the jobs have stopped. */
  close: () => Promise<void>;
}

/** Starts and stops the background work (on a graceful stop app.ts has handed this instance's leases to the others first). */
export interface Jobs {
  start: () => void;
  stop: () => Promise<void>;
}

export async function buildServices(deps: Deps, log: FastifyBaseLogger): Promise<Services> {
  const leases = createLeases(deps);
  const bus = createBus(deps);
  const relayed = createRelayed(deps, leases, log);
  const library = mediaLibrary(deps);
  const archivedShift = createArchivedShift(deps);
  // An import that only took programmes away writes no new generation: when the guides were read counts too.
  const lineup = createLineupCache(deps, async () => `${await latestGuideGeneration(deps.db)} ${await guidesImportedAt(deps.db)}`);
  const horizon = createGuideHorizon(deps, async () => (await lineup.current()).channels, log);
  const programmes = createProgrammeStore(deps.db, horizon);
  const scheduler = createScheduler(deps, { library, relayed, leases, log });
  const rules = createRuleService(deps, {
    lineup,
    leases,
    favouritesOf: (userId) => favoriteChannelIdsOf(deps.db, userId),
    remind: (userId, wanted) => insertRemindersIfAbsent(deps.db, wanted.map((r) => ({ ...r, user_id: userId, email: 0, created_at: deps.now() }))),
    log,
  });
  // An import here or on another instance: the next request reads the lineup and now/next again rather than waiting
  // out their minute, and the rules see its programmes now rather than at their next round.
  bus.on(LINEUP_TOPIC, () => {
    lineup.invalidate();
    programmes.forget();
    rules.poke();
  });
  const reminders = createReminderMailer(deps, leases, log);
  const importer = createImporter(deps, { bus, leases, log });
  const monitor = createStreamMonitor(deps, relayed, log);
  // With REDIS_URL it subscribes before it resolves: a message posted on another instance meanwhile is not missed.
  const chat = await createHub(deps);
  const close = async () => {
    await Promise.all([chat.close(), relayed.relay.close()]);
  };
  return { deps, leases, bus, relayed, library, archivedShift, lineup, horizon, programmes, scheduler, rules, reminders, chat, importer, monitor, close };
}

/**
 * What must be in the database before the first request, run under the start-up lock (several instances on one
 * PostgreSQL take turns): the demo lineup, the plans that point at its groups, with FTV_LINEUP the operator's
 * lineup (a first import that fails stops the start with its reason), and the demo lineup's guide around now.
 */
export async function prepareData(services: Services, log: FastifyBaseLogger): Promise<void> {
  const { deps, bus, leases, horizon } = services;
  await seedChannels(deps);
  await seedPlans(deps.db);
  await importAtStart(deps, { bus, leases, log });
  await horizon.prepare();
}

/** The background work: the recorder's loop, the archive of relayed channels (FTV_ARCHIVE), the lineup refresh, the demo guide rolled ahead, the recording rules, reminder mails, the streams' health samples. */
export function backgroundJobs(services: Services, log: FastifyBaseLogger): Jobs {
  const { deps, bus, leases, relayed, scheduler, horizon, rules, reminders, monitor } = services;
  let archive: Archive | null = null;
  let stopRefresh: (() => void) | null = null;
  let stopHorizon: (() => Promise<void>) | null = null;
  let stopRules: (() => Promise<void>) | null = null;
  let stopReminders: (() => Promise<void>) | null = null;
  let stopMonitor: (() => Promise<void>) | null = null;
  return {
    start() {
      scheduler.start();
      if (deps.config.archive) archive ??= startArchive(deps, relayed, leases, log);
      stopRefresh ??= startLineupRefresh(deps, { bus, leases, log });
      stopHorizon ??= horizon.start();
      stopRules ??= rules.start();
      stopReminders ??= reminders.start();
      stopMonitor ??= monitor.start();
    },
    async stop() {
      stopRefresh?.();
      await Promise.all([scheduler.stop(), archive?.stop(), stopHorizon?.(), stopRules?.(), stopReminders?.(), stopMonitor?.()]);
    },
  };
}
