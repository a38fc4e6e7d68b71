// chromium.ts — how every test launches Debian's Chromium: one path, one set of flags.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in CI), no GPU, and nothing that reaches outside this machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  // Identical rendering on every machine for screenshot baselines.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
