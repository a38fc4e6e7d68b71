// cea608.ts (test support) — an H.264 loop that carries CEA-608 closed captions in-band, as broadcast TV does: each second's
// caption ("CC second N") rides in an SEI message (ATSC A/53 user data) of that second's first frame.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The caption the loop shows during its second `n`. */
export const cea608Cue = (n: number) => `CC second ${n}`;

/** Frames a second of the loop (its keyframe interval too, so every segment starts on a caption). */
const FPS = 10;

/** A 608 byte: seven data bits and odd parity in the eighth, as the standard sends every byte. */
export function withOddParity(byte: number): number {
  const data = byte & 0x7f;
  let ones = 0;
  for (let bit = 0; bit < 7; bit++) ones += (data >> bit) & 1;
  return ones % 2 === 0 ? data | 0x80 : data;
}

/** Control codes on channel 1 (CEA-608 §6.4): pop-on captions are loaded off screen, then flipped on at once. */
const RESUME_CAPTION_LOADING = [0x14, 0x20];
const ERASE_NON_DISPLAYED = [0x14, 0x2e];
const END_OF_CAPTION = [0x14, 0x2f];
/** Preamble address code: row 15 (the bottom), column 0, white. */
const ROW_15 = [0x14, 0x60];

/** The byte pairs of one pop-on caption; control codes are sent twice, as encoders do against a lost pair. */
export function popOnCaption(text: string): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const control = (code: number[]) => pairs.push([code[0]!, code[1]!], [code[0]!, code[1]!]);
  control(RESUME_CAPTION_LOADING);
  control(ERASE_NON_DISPLAYED);
  control(ROW_15);
  const chars = [...text].map((c) => c.charCodeAt(0) & 0x7f);
  for (let i = 0; i < chars.length; i += 2) pairs.push([chars[i]!, chars[i + 1] ?? 0]);
  control(END_OF_CAPTION);
  return pairs.map(([a, b]) => [withOddParity(a), withOddParity(b)]);
}

/** Escapes 00 00 0x (x ≤ 3) inside a NAL unit, as H.264 §7.4.1 requires. */
function emulationPrevented(rbsp: number[]): number[] {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out;
}

/** An SEI NAL unit (start code included) with the caption pairs as ATSC A/53 cc_data, field 1. */
export function captionSei(pairs: ReadonlyArray<[number, number]>): Buffer {
  if (pairs.length > 31) throw new Error('cc_count is 5 bits: at most 31 pairs a frame');
  const payload = [
    0xb5, 0x00, 0x31, // ITU-T T.35: United States, ATSC
    0x47, 0x41, 0x39, 0x34, // 'GA94'
    0x03, // cc_data
    0x40 | pairs.length, // process_cc_data_flag, cc_count
    0xff, // em_data
    ...pairs.flatMap(([a, b]) => [0xfc, a, b]), // marker bits, cc_valid, cc_type 0 (NTSC field 1)
    0xff, // marker bits
  ];
  const rbsp = [0x06, 0x04, payload.length, ...payload, 0x80];
  return Buffer.from([0, 0, 0, 1, ...emulationPrevented(rbsp)]);
}

/** NAL units of an Annex B stream, each with its start code. */
function nalUnits(stream: Buffer): Buffer[] {
  const starts: number[] = [];
  for (let i = 0; i + 3 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && (stream[i + 2] === 1 || (stream[i + 2] === 0 && stream[i + 3] === 1))) {
      starts.push(i);
      i += stream[i + 2] === 1 ? 2 : 3;
    }
  }
  return starts.map((start, k) => stream.subarray(start, starts[k + 1] ?? stream.length));
}

const nalType = (nal: Buffer) => nal[nal[2] === 1 ? 3 : 4]! & 0x1f;

/**
 * Writes `seconds` of a 160x90 test pattern at 10 fps as MPEG-TS (`file`), with second N's caption in an SEI before that
 * second's first picture. ffmpeg can loop it into live HLS with `-c:v copy`, the SEI untouched.
 */
export function writeCaptionedLoop(ffmpeg: string, file: string, seconds = 60): void {
  const plain = `${file}.plain.h264`;
  const captioned = `${file}.h264`;
  execFileSync(ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=160x90:rate=${FPS}:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', String(FPS), '-keyint_min', String(FPS), '-sc_threshold', '0', '-bf', '0',
    '-x264-params', 'aud=1', '-f', 'h264', plain,
  ]);
  const out: Buffer[] = [];
  let frame = -1;
  let captionedFrame = -1;
  for (const nal of nalUnits(readFileSync(plain))) {
    const type = nalType(nal);
    if (type === 9) frame += 1;
    // Before the frame's first slice (after its delimiter and parameter sets), once a second.
    if ((type === 1 || type === 5) && frame % FPS === 0 && captionedFrame !== frame) {
      out.push(captionSei(popOnCaption(cea608Cue(frame / FPS))));
      captionedFrame = frame;
    }
    out.push(nal);
  }
  writeFileSync(captioned, Buffer.concat(out));
  // Raw H.264 cannot be seeked back to its start, which looping needs: the same frames in MPEG-TS can.
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-framerate', String(FPS), '-f', 'h264', '-i', captioned, '-c', 'copy', '-f', 'mpegts', file]);
  rmSync(plain);
  rmSync(captioned);
}
