// channel.ts (relay) — what the relay remembers per channel: its upstreams and which one is current, the refs it issued, its numbering.
import { mintRef, BoundedMap } from './refs.ts';
import { Numbering } from './sequence.ts';
import { SegmentStamps } from './stamps.ts';
import type { RelayHealth, RelayStream, ResourceKind } from './types.ts';
import type { Target } from './upstream.ts';

/** A relayed file: what it is upstream and the extension its relay URL was given. */
export interface Issued {
  kind: Exclude<ResourceKind, 'playlist'>;
  ext: string;
  target: Target;
  /** Read from a remuxed stream's dir (a request keeps that ffmpeg running). */
  remux: boolean;
}

/** Slot names the relay gives renditions (hls.ts rewriteMaster), and how many of each a ref is recognised for. */
const SLOT_GRAMMAR: ReadonlyArray<[string, number]> = [
  ['v', 64],
  ['i', 16],
  ['audio', 32],
  ['subtitles', 32],
  ['video', 16],
  ['closedcaptions', 4],
  ['media', 8],
];

export class ChannelState {
  /** Index into `streams` of the upstream in use. */
  current = 0;
  /** ms: when `current` last changed (the return to the first upstream counts from it). */
  switchedAt: number;
  lastUsed: number;
  /** Streams found to be raw MPEG-TS (remuxed). */
  readonly mpegts = new Set<number>();
  /** Per stream: its master's rendition slots → upstream URLs, and when they were read. */
  readonly masters = new Map<number, { slots: Map<string, string>; readAt: number }>();
  readonly numbering = new Numbering();
  /** Wall-clock stamps for segments the upstream gave none (stamps.ts). */
  readonly stamps = new SegmentStamps();
  /** Per rendition slot: the newest upstream sequence number seen and when it last moved (stall detection). */
  readonly progress = new Map<string, { source: string; maxSeq: number; advancedAt: number }>();
  primaryCheck: Promise<void> | null = null;
  /** ms: when this instance last read the channel's playlists to learn names another instance issued (relay.ts learn). */
  learnedAt = 0;
  probing: Promise<RelayHealth> | null = null;
  readonly id: number;
  readonly streams: readonly RelayStream[];
  /** The upstream list this state was made for: a changed list starts a fresh state. */
  readonly fingerprint: string;
  private readonly secret: string;
  private readonly resources: BoundedMap<string, Issued>;
  private slotRefs: Map<string, string> | null = null;

  constructor(id: number, streams: readonly RelayStream[], fingerprint: string, secret: string, refsLimit: number, now: number) {
    this.id = id;
    this.streams = streams;
    this.fingerprint = fingerprint;
    this.secret = secret;
    this.switchedAt = now;
    this.lastUsed = now;
    this.resources = new BoundedMap(refsLimit);
  }

  /** Rendition playlists are named by slot, not URL: the same ref keeps working when the upstream changes. */
  slotRef(slot: string): string {
    const ref = mintRef(this.secret, this.id, `slot\n${slot}`);
    this.slotTable().set(ref, slot);
    return ref;
  }

  /**
   * The slot a ref names. The grammar is known, so a player holding a playlist from before a restart or a lineup
   * refresh still finds its rendition.
   */
  slotOf(ref: string): string | undefined {
    return this.slotTable().get(ref);
  }

  issue(issued: Issued): string {
    const range = issued.target.range ? `${issued.target.range.offset}:${issued.target.range.length}` : '';
    const ref = mintRef(this.secret, this.id, `${issued.kind}\n${issued.target.url}\n${range}`);
    this.resources.set(ref, issued);
    return ref;
  }

  resource(ref: string): Issued | undefined {
    return this.resources.get(ref);
  }

  get issuedCount(): number {
    return this.resources.size;
  }

  private slotTable(): Map<string, string> {
    if (!this.slotRefs) {
      this.slotRefs = new Map();
      for (const [prefix, count] of SLOT_GRAMMAR) {
        for (let n = 0; n < count; n++) this.slotRefs.set(mintRef(this.secret, this.id, `slot\n${prefix}${n}`), `${prefix}${n}`);
      }
    }
    return this.slotRefs;
  }
}

/** The slot's URL in a master, else the nearest of its kind (a backup with fewer renditions): v3 → v1 when v1 is the last. */
export function pickSlot(slots: ReadonlyMap<string, string>, slot: string): string | undefined {
  const exact = slots.get(slot);
  if (exact) return exact;
  const prefix = slot.replace(/\d+$/, '');
  const wanted = Number(slot.slice(prefix.length));
  let best: { n: number; url: string } | undefined;
  for (const [name, url] of slots) {
    const p = name.replace(/\d+$/, '');
    if (p !== prefix) continue;
    const n = Number(name.slice(p.length));
    if (!best || (n <= wanted ? best.n > wanted || n > best.n : best.n > wanted && n < best.n)) best = { n, url };
  }
  return best?.url;
}
