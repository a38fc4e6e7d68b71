// fonts.ts — the self-hosted Inter variable font (no request leaves the origin).
import '@fontsource-variable/inter';
