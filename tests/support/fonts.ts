// fonts.ts — which fonts a page really painted its text in (Chromium's own answer), and which of them the project does not ship: for the visual pass and the e2e pages.
import type { CDPSession, Page } from '@playwright/test';

/**
 * The families the project bundles (src/components/theme/fonts.ts), as their font files name themselves: Chromium
 * reports 'Inter', not the @font-face's 'Inter Variable', and a static weight's own name ('IBM Plex Mono SemiBold').
 * Text in any other font, a system font that a stack or a missing glyph fell back to, looks different on every machine.
 */
export const SHIPPED_FONTS = ['Inter', 'IBM Plex Mono'];
const isShipped = (font: PlatformFontUsage) => font.isCustomFont && SHIPPED_FONTS.some((family) => font.familyName === family || font.familyName.startsWith(`${family} `));

/** What decides which font a glyph is drawn in, besides the glyph: text with the same values and characters is drawn alike. */
const FONT_STYLES = ['font-family', 'font-weight', 'font-style', 'font-stretch', 'text-transform', '-webkit-text-security'];
/** Controls whose text lives in a user-agent shadow tree, which the snapshot does not lay out. */
const FORM_CONTROLS = new Set(['INPUT', 'TEXTAREA']);

interface RareStrings {
  index: number[];
  value: number[];
}
interface DocumentSnapshot {
  nodes: { parentIndex: number[]; nodeName: number[]; backendNodeId: number[]; attributes: number[][]; pseudoType?: RareStrings; inputValue?: RareStrings; textValue?: RareStrings };
  layout: { nodeIndex: number[]; styles: number[][]; text: number[] };
}
interface PlatformFontUsage {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}
interface DescribedNode {
  nodeType: number;
  nodeValue: string;
  backendNodeId: number;
  children?: DescribedNode[];
  shadowRoots?: DescribedNode[];
}
interface Probe {
  backendNodeId: number;
  /** `dd.value "Mozilla/5.0 …"`: where the text is, for the failure message. */
  where: string;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** One DevTools session per page, kept across navigations: opening one and enabling its DOM and CSS agents costs more than a check. */
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      return cdp;
    })();
    sessions.set(page, session);
  }
  return session;
}

const rare = (strings: RareStrings | undefined, index: number) => {
  const at = strings?.index.indexOf(index) ?? -1;
  return at < 0 ? -1 : strings!.value[at]!;
};

/** The glyphs a text shows: whitespace draws nothing. */
const glyphs = (text: string) => [...text].filter((c) => !/\s/.test(c));

/**
 * The nodes to ask about: of all text with the same font styles, only the first that shows a character not seen
 * before in those styles. Which font a character is drawn in depends on those styles and the character alone, so
 * the rest would only repeat the answer (a tokens table asks about a dozen cells, not a few hundred).
 */
function probesOf(strings: string[], doc: DocumentSnapshot, seen: Map<string, Set<string>>): { probes: Probe[]; controls: Probe[] } {
  const { nodes, layout } = doc;
  const s = (index: number) => (index >= 0 ? strings[index]! : '');
  const describe = (index: number, text: string) => {
    const pseudo = s(rare(nodes.pseudoType, index));
    // A text node is named by its element; a pseudo-element by its element and itself.
    const element = pseudo || s(nodes.nodeName[index]!) === '#text' ? nodes.parentIndex[index]! : index;
    const attrs = nodes.attributes[element] ?? [];
    let id = '';
    let classes = '';
    for (let i = 0; i + 1 < attrs.length; i += 2) {
      if (s(attrs[i]!) === 'id') id = `#${s(attrs[i + 1]!)}`;
      if (s(attrs[i]!) === 'class') classes = s(attrs[i + 1]!).split(/\s+/).filter(Boolean).map((c) => `.${c}`).join('');
    }
    const snippet = text.replaceAll(/\s+/g, ' ').trim();
    return `${s(nodes.nodeName[element]!).toLowerCase()}${id}${classes}${pseudo ? `::${pseudo}` : ''} "${snippet.length > 40 ? `${snippet.slice(0, 40)}…` : snippet}"`;
  };
  const fresh = (key: string, text: string) => {
    const known = seen.get(key) ?? new Set<string>();
    seen.set(key, known);
    const novel = glyphs(text).filter((c) => !known.has(c));
    for (const c of novel) known.add(c);
    return novel.length > 0;
  };
  const probes: Probe[] = [];
  const controls: Probe[] = [];
  for (let i = 0; i < layout.nodeIndex.length; i++) {
    const index = layout.nodeIndex[i]!;
    const key = layout.styles[i]!.map(s).join('|');
    const name = s(nodes.nodeName[index]!);
    // A select's shown option is asked about through the select, which answers for it (its text is not in the snapshot).
    if (name === 'SELECT') probes.push({ backendNodeId: nodes.backendNodeId[index]!, where: describe(index, '') });
    if (FORM_CONTROLS.has(name)) {
      let placeholder = '';
      const attrs = nodes.attributes[index] ?? [];
      for (let a = 0; a + 1 < attrs.length; a += 2) if (s(attrs[a]!) === 'placeholder') placeholder = s(attrs[a + 1]!);
      const text = `${s(rare(nodes.inputValue, index))}${s(rare(nodes.textValue, index))}${placeholder}`;
      if (fresh(key, text)) controls.push({ backendNodeId: nodes.backendNodeId[index]!, where: describe(index, text) });
      continue;
    }
    const text = s(layout.text[i] ?? -1);
    if (fresh(key, text)) probes.push({ backendNodeId: nodes.backendNodeId[index]!, where: describe(index, text) });
  }
  return { probes, controls };
}

/** A live page (a clock, a guide's now-line) may drop a node between the snapshot and the question: it paints nothing then. */
function gone(error: Error): undefined {
  if (/could not find node|no node (found|with given id)/i.test(error.message)) return undefined;
  throw error;
}

/** The text nodes inside a form control's user-agent shadow tree (its value, its placeholder). */
function shadowTexts(node: DescribedNode): number[] {
  const own = node.nodeType === 3 && node.nodeValue.trim() ? [node.backendNodeId] : [];
  return [...own, ...[...(node.shadowRoots ?? []), ...(node.children ?? [])].flatMap(shadowTexts)];
}

/**
 * The text the page paints in a font the project does not ship, one line per node and font, e.g.
 * `dd.value "Mozilla/5.0 (X11; Linux x86_64)…": DejaVu Sans Mono (44 glyphs)`; empty when every glyph came from a
 * bundled web font. Chromium tells which fonts it really drew a node's text in, fallback for a missing glyph
 * included (`CSS.getPlatformFontsForNode`, the DevTools "Rendered fonts"), so a stack that resolves to a system font
 * shows up whatever fonts the machine has. Text without layout (display: none) paints nothing and is not asked about.
 * One `DOMSnapshot` brings all laid-out text with its font styles, so only a few nodes are asked (`probesOf`).
 */
export async function unshippedFonts(page: Page): Promise<string[]> {
  const cdp = await sessionOf(page);
  // Node ids are handed out per document: this (re)reads it after a navigation.
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { documents, strings } = (await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: FONT_STYLES })) as { documents: DocumentSnapshot[]; strings: string[] };
  const seen = new Map<string, Set<string>>();
  const found = documents.map((doc) => probesOf(strings, doc, seen));
  const probes = found.flatMap((f) => f.probes);
  // A control's text is asked about through its shadow tree's text nodes (asking the control itself misses a textarea's).
  const controls = found.flatMap((f) => f.controls);
  const described = await Promise.all(
    controls.map((control) => cdp.send('DOM.describeNode', { backendNodeId: control.backendNodeId, depth: -1, pierce: true }).then((answer) => (answer as { node: DescribedNode }).node, gone)),
  );
  controls.forEach((control, i) => probes.push(...(described[i] ? shadowTexts(described[i]) : []).map((backendNodeId) => ({ backendNodeId, where: control.where }))));
  if (probes.length === 0) return [];
  const { nodeIds } = (await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: probes.map((p) => p.backendNodeId) })) as { nodeIds: number[] };
  // All at once: the session answers them in turn, without a round trip each.
  const answers = await Promise.all(
    nodeIds.map((nodeId) =>
      nodeId
        ? cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then((answer) => (answer as { fonts: PlatformFontUsage[] }).fonts, gone).then((fonts) => fonts ?? [])
        : [],
    ),
  );
  const unshipped = probes.flatMap(({ where }, i) =>
    answers[i]!
      .filter((font) => font.glyphCount > 0 && !isShipped(font))
      .map((font) => `${where}: ${font.familyName}${font.isCustomFont ? ' (a web font)' : ''} (${font.glyphCount} glyph${font.glyphCount === 1 ? '' : 's'})`),
  );
  return [...new Set(unshipped)];
}
