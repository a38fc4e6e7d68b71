// schedule.ts — puts each channel's programmes in order as they stream in: a missing stop ends at the next start, an overlap is cut (the later start wins), what can't be placed is dropped and reported.
//
// Memory: while a channel's programmes arrive in start order (a guide grouped by channel, or sorted by time across
// channels), only its newest programme is held — it waits for the next one to learn where it ends — so the parser
// holds one programme per channel. A channel that goes back in time switches to a sorted buffer of up to
// REORDER_WINDOW programmes (the earliest half is placed when it fills). Programmes already placed are never revised:
// a late one that lands inside them is dropped and reported rather than kept in memory for the whole file.

/** The timing every programme has; the rest of it travels along untouched. */
export interface Slot {
  start: number;
  /** Unix seconds; null when the guide didn't say (it then ends where the next one of its channel starts). */
  stop: number | null;
  /** Where it was read, for problems. */
  line: number;
}

export type Placed<T extends Slot> = T & { stop: number };

export const REORDER_WINDOW = 1000;

interface ChannelState<T> {
  /** The newest programme, waiting for the next one of its channel to say where it ends. */
  tail: T | null;
  /** Once the channel went back in time: its programmes sorted by start (stable for equal starts). */
  late: T[] | null;
  /** The stretch [runFrom, runTo) covered by programmes placed while the channel was in order. */
  runFrom: number;
  runTo: number;
  /** In late mode: programmes starting before this were already placed from the buffer. */
  lateFloor: number;
}

export class ScheduleSequencer<T extends Slot> {
  readonly #channels = new Map<string, ChannelState<T>>();
  readonly #emit: (channel: string, programme: Placed<T>) => void;
  readonly #report: (line: number, message: string) => void;
  #held = 0;

  constructor(emit: (channel: string, programme: Placed<T>) => void, report: (line: number, message: string) => void) {
    this.#emit = emit;
    this.#report = report;
  }

  /** Programmes held right now, waiting to be placed. */
  get held(): number {
    return this.#held;
  }

  add(channel: string, programme: T): void {
    let state = this.#channels.get(channel);
    if (!state) {
      state = { tail: null, late: null, runFrom: Infinity, runTo: -Infinity, lateFloor: -Infinity };
      this.#channels.set(channel, state);
    }
    if (state.late) {
      this.#insertLate(channel, state, programme);
      return;
    }
    const tail = state.tail;
    state.tail = programme;
    if (!tail) {
      this.#held++;
      return;
    }
    if (programme.start >= tail.start) {
      this.#held--;
      this.#place(channel, state, tail, programme, true);
      this.#held++;
      return;
    }
    this.#report(
      programme.line,
      `starts before the programme at line ${tail.line} on channel "${channel}": this channel isn't in time order, so its programmes are now sorted in memory (${REORDER_WINDOW} at most)`,
    );
    state.tail = null;
    state.late = [tail];
    this.#insertLate(channel, state, programme);
  }

  /** The end of the guide: every held programme is placed (or dropped: the last one of a channel without a stop). */
  finish(): void {
    for (const [channel, state] of this.#channels) {
      if (state.tail) this.#place(channel, state, state.tail, null, true);
      const late = state.late ?? [];
      late.forEach((p, i) => this.#place(channel, state, p, late[i + 1] ?? null, false));
      state.tail = null;
      state.late = late.length ? [] : null;
    }
    this.#held = 0;
  }

  #insertLate(channel: string, state: ChannelState<T>, programme: T): void {
    const late = state.late!;
    if (programme.start < state.lateFloor) {
      this.#report(programme.line, `comes after later programmes of channel "${channel}" were already placed (more than ${REORDER_WINDOW} out of order); dropped`);
      return;
    }
    // Insert after equal starts, so that of two programmes starting together the later one in the file wins.
    let lo = 0;
    let hi = late.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (late[mid]!.start <= programme.start) lo = mid + 1;
      else hi = mid;
    }
    late.splice(lo, 0, programme);
    this.#held++;
    if (late.length > REORDER_WINDOW) {
      const half = late.length >> 1;
      for (let i = 0; i < half; i++) this.#place(channel, state, late[i]!, late[i + 1]!, false);
      state.lateFloor = late[half]!.start;
      late.splice(0, half);
      this.#held -= half;
    }
  }

  /** Decides where `p` ends, given the next programme of its channel (null: none), and hands it out or drops it. */
  #place(channel: string, state: ChannelState<T>, p: T, next: T | null, inOrder: boolean): void {
    let stop = p.stop;
    if (next) {
      if (stop === null) stop = next.start;
      else if (stop > next.start) {
        if (next.start > p.start) this.#report(p.line, `overlaps the next programme (line ${next.line}, from ${clock(next.start)}); cut to end then`);
        stop = next.start;
      }
    }
    if (!inOrder) {
      // A programme placed out of order must not disturb the stretch placed in order before.
      if (p.start >= state.runFrom && p.start < state.runTo) {
        this.#report(p.line, `starts within programmes of channel "${channel}" already read (${clock(state.runFrom)}–${clock(state.runTo)}); dropped`);
        return;
      }
      if (p.start < state.runFrom && (stop === null || stop > state.runFrom)) {
        if (stop !== null) this.#report(p.line, `overlaps programmes of channel "${channel}" read before it (from ${clock(state.runFrom)}); cut to end then`);
        stop = state.runFrom;
      }
    }
    if (stop === null) {
      this.#report(p.line, `has no stop time, and no later programme on channel "${channel}" says where it ends; dropped`);
      return;
    }
    if (stop <= p.start) {
      // Only reachable through `next`: programmes whose own stop isn't after their start never get here.
      this.#report(p.line, `starts at the same time as the programme at line ${next?.line ?? '?'}, which replaces it`);
      return;
    }
    if (inOrder) {
      state.runFrom = Math.min(state.runFrom, p.start);
      state.runTo = Math.max(state.runTo, stop);
    }
    this.#emit(channel, { ...p, stop });
  }
}

/** Times in problems read best as UTC wall clock. */
const clock = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ').replace(/:00$/, '')}Z`;
