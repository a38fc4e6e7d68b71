// relay-sequence.test.ts — FTV's own numbering of a relayed channel: upstream switches and restarts become one discontinuity, the media sequence never goes back, implicit IVs survive renumbering.
import { describe, expect, test } from 'vitest';
import { parseMedia } from '../../../server/relay/hls.ts';
import { renderMedia } from '../../../server/relay/render.ts';
import { Numbering } from '../../../server/relay/sequence.ts';

const BASE = 'http://up.example/live/index.m3u8';

/** A live window of `count` 2-second segments from `first`, with upstream discontinuities before the listed numbers. */
function window(first: number, count: number, { ds = 0, breaks = [] as number[], name = 'seg' } = {}) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${first}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${ds}`];
  for (let s = first; s < first + count; s++) {
    if (breaks.includes(s)) lines.push('#EXT-X-DISCONTINUITY');
    lines.push('#EXTINF:2.000,', `${name}${s}.ts`);
  }
  return parseMedia(lines.join('\n'), BASE);
}

/** What a player reads from a rendered playlist: each segment's sequence number and discontinuity counter. */
function playerView(text: string) {
  const lines = text.split('\n');
  let seq = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
  let cc = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(text)![1]);
  const segments: Array<{ seq: number; cc: number; uri: string }> = [];
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') cc += 1;
    else if (line && !line.startsWith('#')) segments.push({ seq: seq++, cc, uri: line });
  }
  return segments;
}

const render = (numbering: Numbering, slot: string, source: string, playlist: ReturnType<typeof window>) =>
  playerView(renderMedia(playlist, numbering.number(slot, source, playlist), (_kind, target) => new URL(target.url).pathname.split('/').pop()!));

describe('numbering', () => {
  test("the channel's first upstream keeps its own numbers", () => {
    const numbering = new Numbering();
    const seen = render(numbering, 'v0', '0', window(100, 3, { ds: 4 }));
    expect(seen).toEqual([
      { seq: 100, cc: 4, uri: 'seg100.ts' },
      { seq: 101, cc: 4, uri: 'seg101.ts' },
      { seq: 102, cc: 4, uri: 'seg102.ts' },
    ]);
  });

  test('a switch to another upstream continues right after the last segment shown, one discontinuity later, and stays consistent on later refreshes', () => {
    const numbering = new Numbering();
    render(numbering, 'v0', '0', window(100, 3));
    const switched = render(numbering, 'v0', '1', window(7000, 3, { name: 'b' }));
    expect(switched.map((s) => [s.seq, s.cc, s.uri])).toEqual([
      [103, 1, 'b7000.ts'],
      [104, 1, 'b7001.ts'],
      [105, 1, 'b7002.ts'],
    ]);
    // The tagged segment slides out of the window: the discontinuity sequence takes over its count.
    const later = render(numbering, 'v0', '1', window(7002, 3, { name: 'b' }));
    expect(later.map((s) => [s.seq, s.cc, s.uri])).toEqual([
      [105, 1, 'b7002.ts'],
      [106, 1, 'b7003.ts'],
      [107, 1, 'b7004.ts'],
    ]);
    // And back: another discontinuity, still counting up.
    const back = render(numbering, 'v0', '0', window(110, 2));
    expect(back.map((s) => [s.seq, s.cc])).toEqual([
      [108, 2],
      [109, 2],
    ]);
  });

  test('the rendered playlist tags the switch point and carries the discontinuity sequence before it', () => {
    const numbering = new Numbering();
    const first = window(100, 2);
    renderMedia(first, numbering.number('v0', '0', first), () => 'x');
    const next = window(50, 2);
    const text = renderMedia(next, numbering.number('v0', '1', next), () => 'x');
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:102\n#EXT-X-DISCONTINUITY-SEQUENCE:0\n');
    expect(text.indexOf('#EXT-X-DISCONTINUITY\n')).toBeLessThan(text.indexOf('#EXTINF'));
  });

  test('an upstream that starts over (its window wholly behind) is a new stretch too, not a step back', () => {
    const numbering = new Numbering();
    render(numbering, 'v0', '0', window(500, 3));
    const restarted = render(numbering, 'v0', '0', window(0, 2));
    expect(restarted.map((s) => [s.seq, s.cc])).toEqual([
      [503, 1],
      [504, 1],
    ]);
  });

  test('an older window (a lagging mirror behind a load balancer) never moves the media sequence back', () => {
    const numbering = new Numbering();
    render(numbering, 'v0', '0', window(100, 4));
    const older = render(numbering, 'v0', '0', window(99, 4));
    expect(older[0]!.seq).toBe(100);
    expect(older.map((s) => s.uri)).toEqual(['seg100.ts', 'seg101.ts', 'seg102.ts']);
  });

  test("upstream discontinuities map onto FTV's count", () => {
    const numbering = new Numbering();
    render(numbering, 'v0', '0', window(10, 2));
    const seen = render(numbering, 'v0', '1', window(20, 3, { ds: 9, breaks: [21] }));
    expect(seen.map((s) => [s.seq, s.cc])).toEqual([
      [12, 1],
      [13, 2],
      [14, 2],
    ]);
  });

  test("a switch begins 3 segments before the new upstream's live edge, not at the start of its window", () => {
    const numbering = new Numbering();
    render(numbering, 'v0', '0', window(100, 6));
    const switched = render(numbering, 'v0', '1', window(7000, 6, { name: 'b' }));
    expect(switched.map((s) => [s.seq, s.uri])).toEqual([
      [106, 'b7003.ts'],
      [107, 'b7004.ts'],
      [108, 'b7005.ts'],
    ]);
    // Later windows still hold nothing from before the switch point.
    const later = render(numbering, 'v0', '1', window(7001, 6, { name: 'b' }));
    expect(later.map((s) => s.seq)).toEqual([106, 107, 108, 109]);
  });

  test('renditions share the mapping: a second rendition after a switch aligns with the first and drops what precedes the switch', () => {
    const numbering = new Numbering();
    render(numbering, 'v0', '0', window(100, 3));
    render(numbering, 'v1', '0', window(100, 3, { name: 'hi' }));
    render(numbering, 'v0', '1', window(7000, 3, { name: 'b' }));
    // v1 of the new upstream is a segment behind v0's: the one before the switch point has no FTV number.
    const v1 = render(numbering, 'v1', '1', window(6999, 4, { name: 'bhi' }));
    expect(v1.map((s) => [s.seq, s.uri])).toEqual([
      [103, 'bhi7000.ts'],
      [104, 'bhi7001.ts'],
      [105, 'bhi7002.ts'],
    ]);
  });
});

describe('keys and init segments', () => {
  const text = [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-MEDIA-SEQUENCE:40',
    '#EXT-X-MAP:URI="init.mp4"',
    '#EXT-X-KEY:METHOD=AES-128,URI="k1.key"',
    '#EXTINF:2,',
    'a.m4s',
    '#EXTINF:2,',
    'b.m4s',
    '#EXTINF:2,',
    'c.m4s',
    '#EXT-X-KEY:METHOD=AES-128,URI="k2.key",IV=0x000000000000000000000000000000ff',
    '#EXTINF:2,',
    'd.m4s',
    '#EXT-X-KEY:METHOD=NONE',
    '#EXTINF:2,',
    'e.m4s',
  ].join('\n');
  const link = (kind: string, target: { url: string }) => `${kind}:${new URL(target.url).pathname}`;
  const tagsAndSegments = (out: string) => out.split('\n').filter((l) => /^#EXT-X-(KEY|MAP)|^[a-z]/.test(l));

  test('a key without IV gets the upstream sequence number as explicit IV on every segment; a key with one is shown once', () => {
    const playlist = parseMedia(text, BASE);
    const out = renderMedia(playlist, new Numbering().number('v0', '0', playlist), link);
    expect(tagsAndSegments(out)).toEqual([
      '#EXT-X-KEY:METHOD=AES-128,URI="key:/live/k1.key",IV=0x00000000000000000000000000000028',
      '#EXT-X-MAP:URI="init:/live/init.mp4"',
      'segment:/live/a.m4s',
      '#EXT-X-KEY:METHOD=AES-128,URI="key:/live/k1.key",IV=0x00000000000000000000000000000029',
      'segment:/live/b.m4s',
      '#EXT-X-KEY:METHOD=AES-128,URI="key:/live/k1.key",IV=0x0000000000000000000000000000002a',
      'segment:/live/c.m4s',
      '#EXT-X-KEY:METHOD=AES-128,URI="key:/live/k2.key",IV=0x000000000000000000000000000000ff',
      'segment:/live/d.m4s',
      '#EXT-X-KEY:METHOD=NONE',
      'segment:/live/e.m4s',
    ]);
  });

  test('renumbered after a switch, the IV stays the upstream number, and the window opens with its key and init segment', () => {
    const playlist = parseMedia(text, BASE);
    const numbering = new Numbering();
    numbering.number('v0', '0', window(900, 1));
    const out = renderMedia(playlist, numbering.number('v0', '1', playlist), link);
    expect(out).toContain('#EXT-X-MEDIA-SEQUENCE:901\n#EXT-X-DISCONTINUITY-SEQUENCE:0\n');
    expect(tagsAndSegments(out)).toEqual([
      '#EXT-X-KEY:METHOD=AES-128,URI="key:/live/k1.key",IV=0x0000000000000000000000000000002a',
      '#EXT-X-MAP:URI="init:/live/init.mp4"',
      'segment:/live/c.m4s',
      '#EXT-X-KEY:METHOD=AES-128,URI="key:/live/k2.key",IV=0x000000000000000000000000000000ff',
      'segment:/live/d.m4s',
      '#EXT-X-KEY:METHOD=NONE',
      'segment:/live/e.m4s',
    ]);
  });
});
