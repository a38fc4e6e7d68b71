// vite-env.d.ts — the build-time settings the app reads from `import.meta.env`.
interface ImportMetaEnv {
  /** Base URL of the provider API; empty means the app's own origin. */
  readonly VITE_FTV_API_BASE?: string;
  /** The app credentials sent to init (default ftv-web / ftv-web-secret, the provider's defaults). */
  readonly VITE_FTV_APP_ID?: string;
  readonly VITE_FTV_APP_SECRET?: string;
  /** Storybook only: 'light' runs every story in the light theme. */
  readonly VITE_STORY_THEME?: string;
}

/** package.json's version, set by vite.config.ts `define`. */
declare const __FTV_VERSION__: string;
