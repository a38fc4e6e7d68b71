// fonts.ts — the two self-hosted faces (no request leaves the origin, and no text falls back to whatever fonts a machine has):
// Inter, variable, for all text; IBM Plex Mono for code and technical values, its latin subset in the two weights used
// (400; 600 for a term in code on the info pages). Each file is fetched only when text needs it.
import '@fontsource-variable/inter';
import '@fontsource/ibm-plex-mono/latin-400.css';
import '@fontsource/ibm-plex-mono/latin-600.css';
