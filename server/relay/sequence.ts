// sequence.ts (relay) — FTV's own media sequence for a channel: upstream numbers mapped on, kept monotonic across an upstream switch or restart, which becomes a discontinuity.
import type { MediaPlaylist, MediaSegment } from './hls.ts';

/** Segments of a new upstream's window a switch begins with: the distance from the live edge players keep (RFC 8216 §6.3.3). */
const SWITCH_LEAD = 3;

/** A stretch of one upstream with a fixed mapping of its numbers onto FTV's. */
interface Epoch {
  id: number;
  /** Which upstream playlist: the stream's index (and, for a remuxed stream, its ffmpeg run). */
  source: string;
  seqOffset: number;
  ccOffset: number;
  /** FTV's sequence number of the epoch's first segment (null for the channel's first epoch): a discontinuity. */
  startSeq: number | null;
}

/** What a rendition last showed, so its next window never goes back. */
interface SlotMark {
  epochId: number;
  upstreamFirst: number;
  ftvFirst: number;
}

export interface NumberedSegment {
  segment: MediaSegment;
  seq: number;
  /** An #EXT-X-DISCONTINUITY goes before it. */
  discontinuity: boolean;
}

export interface NumberedWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  segments: NumberedSegment[];
}

/**
 * One per channel, shared by its renditions: renditions of one upstream are numbered alike, so one mapping keeps them
 * aligned for a player that switches rendition.
 */
export class Numbering {
  private epoch: Epoch | null = null;
  private epochs = 0;
  /** The highest FTV sequence number shown so far, and its discontinuity sequence number. */
  private lastSeq = -1;
  private lastCc = 0;
  private readonly marks = new Map<string, SlotMark>();

  /** The window of `playlist` (from upstream `source`) in FTV's numbers, as the rendition `slot` shows it. */
  number(slot: string, source: string, playlist: MediaPlaylist): NumberedWindow {
    const upstream = playlist.segments;
    const mark = this.marks.get(slot);
    let epoch = this.epoch;
    // A window wholly before what this rendition already showed: the upstream started over (its encoder restarted).
    const restarted = epoch !== null && mark !== undefined && mark.epochId === epoch.id && epoch.source === source && upstream.length > 0 && upstream.at(-1)!.seq < mark.upstreamFirst;
    if (epoch === null || epoch.source !== source || restarted) {
      if (upstream.length === 0) {
        return epoch === null
          ? { mediaSequence: playlist.mediaSequence, discontinuitySequence: playlist.discontinuitySequence, segments: [] }
          : { mediaSequence: this.lastSeq + 1, discontinuitySequence: this.lastCc, segments: [] };
      }
      // A player at the live edge stays about there: the new stretch begins a few segments before its edge, not at
      // the start of its window (which would add a whole window of latency).
      const first = upstream[Math.max(0, upstream.length - SWITCH_LEAD)]!;
      epoch =
        epoch === null
          ? // The channel's first numbers are the upstream's own: nothing to reconcile yet.
            { id: ++this.epochs, source, seqOffset: 0, ccOffset: 0, startSeq: null }
          : // The new upstream's window follows on right after the last segment shown, one discontinuity later.
            { id: ++this.epochs, source, seqOffset: this.lastSeq + 1 - first.seq, ccOffset: this.lastCc + 1 - first.cc, startSeq: this.lastSeq + 1 };
      this.epoch = epoch;
    }
    const current = epoch;
    // Never below what this rendition showed (an upstream behind a load balancer can answer an older window), nor
    // before the epoch began (those numbers belong to the previous upstream).
    const floor = Math.max(mark?.epochId === current.id ? mark.ftvFirst : Number.NEGATIVE_INFINITY, current.startSeq ?? Number.NEGATIVE_INFINITY);
    const segments: NumberedSegment[] = [];
    let firstCc = 0;
    for (const segment of upstream) {
      const seq = segment.seq + current.seqOffset;
      if (seq < floor) continue;
      const cc = segment.cc + current.ccOffset;
      if (segments.length === 0) firstCc = cc;
      segments.push({ segment, seq, discontinuity: segment.discontinuity || seq === current.startSeq });
      if (seq > this.lastSeq) {
        this.lastSeq = seq;
        this.lastCc = cc;
      }
    }
    const head = segments[0];
    if (!head) return { mediaSequence: Math.max(floor, this.lastSeq + 1), discontinuitySequence: this.lastCc, segments };
    this.marks.set(slot, { epochId: current.id, upstreamFirst: head.segment.seq, ftvFirst: head.seq });
    // The discontinuity sequence counts the discontinuities before the first segment; its own tag, if any, is in the window.
    return { mediaSequence: head.seq, discontinuitySequence: firstCc - (head.discontinuity ? 1 : 0), segments };
  }
}
