// tracks.ts — what the viewer reads and hears from the visible video: the cue on screen, and the loudest tone (Web Audio on the element).
import type { Page } from '@playwright/test';
import { VISIBLE_VIDEO } from './video.ts';

/** The cue the visible video shows now, or null: what a viewer reads over the picture. */
export const shownCue = (page: Page) =>
  page.evaluate((selector) => {
    const video = document.querySelector<HTMLVideoElement>(selector);
    const track = video ? [...video.textTracks].find((t) => t.mode === 'showing') : undefined;
    const cue = track?.activeCues?.[0] as VTTCue | undefined;
    return cue?.text ?? null;
  }, VISIBLE_VIDEO);

/** The loudest frequency the visible video plays over `ms` (Web Audio on the element itself), in Hz. */
export const loudestFrequency = (page: Page, ms: number) =>
  page.evaluate(
    async ({ selector, ms }) => {
      const video = document.querySelector<HTMLVideoElement>(selector)!;
      const holder = window as unknown as { ftvAnalyser?: { analyser: AnalyserNode; rate: number; video: HTMLVideoElement } };
      // An element can feed one source node only: the first call sets it up, later ones reuse it.
      if (holder.ftvAnalyser?.video !== video) {
        const context = new AudioContext();
        await context.resume();
        const analyser = context.createAnalyser();
        analyser.fftSize = 8192;
        context.createMediaElementSource(video).connect(analyser);
        analyser.connect(context.destination);
        holder.ftvAnalyser = { analyser, rate: context.sampleRate, video };
      }
      const { analyser, rate } = holder.ftvAnalyser;
      const bins = new Float32Array(analyser.frequencyBinCount);
      const peak = new Float32Array(analyser.frequencyBinCount).fill(-Infinity);
      const until = performance.now() + ms;
      // The loop beeps once a second: the loudest bin over a few beeps is its tone, whatever the frame timing.
      while (performance.now() < until) {
        analyser.getFloatFrequencyData(bins);
        for (let i = 0; i < bins.length; i++) if (bins[i]! > peak[i]!) peak[i] = bins[i]!;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      let best = 1;
      for (let i = 2; i < peak.length; i++) if (peak[i]! > peak[best]!) best = i;
      return (best * rate) / analyser.fftSize;
    },
    { selector: VISIBLE_VIDEO, ms },
  );

/** A loop's main tone and its description's are half an octave apart: a measured tone within a semitone and a half of one is never the other. */
export const nearTone = (hz: number, target: number) => Math.abs(Math.log2(hz / target)) < 1.5 / 12;
