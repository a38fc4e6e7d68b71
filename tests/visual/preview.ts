// preview.ts (visual) — one Storybook preview per worker, a story after story rendered in it, and how each render ended: its play function, errors and the a11y addon's axe report.
import type { Page } from '@playwright/test';
import { stripVTControlCharacters } from 'node:util';

/** One rule axe found broken, as the a11y addon reports it (trimmed to what a failure message shows). */
export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; failureSummary: string }[];
}

export interface RenderOutcome {
  /**
   * What went wrong while the story loaded, rendered and played, each as "what: message": its play function threw, the
   * renderer failed, the story is missing, or an error went uncaught (a rejection unhandled) meanwhile. Empty when it
   * played cleanly. Storybook itself catches a play function's exception in the preview (`throwPlayFunctionExceptions`
   * is off there), so only these events tell.
   */
  errors: string[];
  /** The a11y addon's report, from its `afterEach` after the play function; null when axe did not run. */
  a11y: { status: string; violations: A11yViolation[]; error: string | null } | null;
  /** Why the addon does not run axe on this story (its `parameters.a11y`, or the `a11y.manual` global), as in the Vitest run; null when it should. */
  a11yOff: string | null;
  /** `data-theme` on <html>, which the theme decorator sets. */
  theme: string | null;
  /** The render's phases in order, for a failure message. */
  phases: string[];
}

/** What the story needs of the page: its id, and the globals of its mode (unset ones back to their initial value). */
export interface RenderRequest {
  id: string;
  globals: Record<string, unknown>;
}

/**
 * The preview, once per page: `iframe.html` without a story (it shows "no preview"), ready once its story store has
 * loaded the index. Every story is then rendered in this document, which spares a page load (the preview's bundle,
 * parsed and run again) per story.
 */
export async function openPreview(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/iframe.html?viewMode=story`);
  // Storybook has no public API for this: its preview object is what its own test runner and Chromatic read.
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue);
  // While a story prepares, Storybook hides everything but its spinner (display: none): at once for a page's first
  // story, 100 ms into any later one. A story then mounts hidden or shown depending on how long it took to load, and
  // a component that measures itself as it mounts (a virtual list's viewport, a row's overflow) sees 0×0 or its
  // size: a render would depend on the machine's load. Here every story mounts shown, laid out as it will be
  // pictured, as the Vitest run mounts it (no spinner there).
  await page.evaluate(() => {
    const view = (window as unknown as { __STORYBOOK_PREVIEW__: { view: { showPreparingStory(): void; showMain(): void } } }).__STORYBOOK_PREVIEW__.view;
    view.showPreparingStory = () => view.showMain();
  });
}

/**
 * Renders a story in the open preview as a fresh page load would: the mode's globals set, the document scrolled to
 * its top, then the story selected (SET_CURRENT_STORY, the event the manager sends on a click in the sidebar), or,
 * when it is the story already shown (its other theme), torn down and mounted again (FORCE_REMOUNT). Either way
 * Storybook runs the whole render: loaders, render, play function, then the a11y addon's axe check (`afterEach`);
 * resolves on its STORY_FINISHED, with what went wrong meanwhile.
 */
export async function renderStory(page: Page, request: RenderRequest): Promise<RenderOutcome> {
  const outcome = await page.evaluate(async ({ id, globals }) => {
    interface Report {
      type: string;
      status: string;
      result?: { violations?: { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown[]; failureSummary?: string }[] }[]; error?: unknown };
    }
    interface Channel {
      on(event: string, listener: (payload: never) => void): void;
      off(event: string, listener: (payload: never) => void): void;
      emit(event: string, payload: unknown): void;
    }
    interface Preview {
      storyStoreValue: { userGlobals: { update(globals: Record<string, unknown>): void; get(): Record<string, unknown> } };
      currentRender?: { id: string; phase?: string; torndown?: boolean; story?: { parameters: { a11y?: { disable?: boolean; test?: string } } } };
    }
    const scope = window as unknown as { __STORYBOOK_PREVIEW__: Preview; __STORYBOOK_ADDONS_CHANNEL__: Channel };
    const preview = scope.__STORYBOOK_PREVIEW__;
    const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
    const errors: string[] = [];
    const phases: string[] = [];
    // The message, then the stack (whose first line often repeats the message, and sometimes lacks it).
    const text = (error: unknown) => {
      if (!error || typeof error !== 'object') return String(error);
      const { message = '', stack = '' } = error as { message?: unknown; stack?: unknown };
      return String(stack).includes(String(message)) ? String(stack || message) : `${String(message)}\n${String(stack)}`;
    };
    const cleanups: (() => void)[] = [];
    const listen = <T>(event: string, listener: (payload: T) => void) => {
      channel.on(event, listener as (payload: never) => void);
      cleanups.push(() => channel.off(event, listener as (payload: never) => void));
    };
    const onError = (event: ErrorEvent) => errors.push(`uncaught error: ${text(event.error ?? event.message)}`);
    const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${text(event.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    cleanups.push(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    });

    const finished = new Promise<Report[]>((resolve) => {
      listen<{ storyId: string; newPhase: string }>('storyRenderPhaseChanged', ({ storyId, newPhase }) => storyId === id && phases.push(newPhase));
      listen<{ message: string; stack?: string }>('playFunctionThrewException', (error) => errors.push(`play function threw: ${text(error)}`));
      listen<{ message: string; stack?: string }[]>('unhandledErrorsWhilePlaying', (list) => list.forEach((error) => errors.push(`unhandled error while playing: ${text(error)}`)));
      listen<{ message: string; stack?: string }>('storyThrewException', (error) => errors.push(`story threw: ${text(error)}`));
      listen<{ title: string; description: string }>('storyErrored', ({ title, description }) => errors.push(`story errored: ${title} ${description}`));
      // A story that fails to load (its module threw) is "missing", and never finishes.
      listen<string | undefined>('storyMissing', (storyId) => {
        errors.push(`story missing: ${storyId ?? id} did not load`);
        resolve([]);
      });
      listen<{ storyId: string; reporters: Report[] }>('storyFinished', ({ storyId, reporters }) => storyId === id && resolve(reporters));
    });

    preview.storyStoreValue.userGlobals.update(globals);
    window.scrollTo(0, 0);
    const current = preview.currentRender;
    if (current?.id === id && !current.torndown) channel.emit('forceRemount', { storyId: id });
    else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    const reports = await finished.finally(() => cleanups.forEach((cleanup) => cleanup()));

    const a11yParameter = preview.currentRender?.id === id ? preview.currentRender.story?.parameters.a11y : undefined;
    const manual = (preview.storyStoreValue.userGlobals.get().a11y as { manual?: boolean } | undefined)?.manual;
    const a11yOff =
      a11yParameter?.disable === true ? 'parameters.a11y.disable is true' : a11yParameter?.test === 'off' ? "parameters.a11y.test is 'off'" : manual === true ? 'the a11y.manual global is true' : null;
    const report = reports.find((r) => r.type === 'a11y');
    const a11y = report
      ? {
          status: report.status,
          error: report.result?.error === undefined ? null : text(report.result.error),
          violations: (report.result?.violations ?? []).map((v) => ({
            id: v.id,
            impact: v.impact ?? null,
            help: v.help,
            helpUrl: v.helpUrl,
            // A selector per node; one inside a shadow root or a frame is a path of selectors.
            nodes: v.nodes.map((node) => ({ target: node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(', '), failureSummary: node.failureSummary ?? '' })),
          })),
        }
      : null;
    // Public: the classes Storybook gives <body> once the story is shown, or an error instead of it.
    const shown = document.body.classList;
    if (shown.contains('sb-show-errordisplay')) errors.push(`the preview shows an error instead of the story: ${document.getElementById('error-message')?.textContent?.trim() ?? ''}`);
    else if (!shown.contains('sb-show-main')) errors.push(`the preview does not show the story (<body class="${shown.value}">)`);
    await document.fonts.ready;
    return { errors, a11y, a11yOff, phases, theme: document.documentElement.getAttribute('data-theme') };
  }, request);
  // Without the matchers' colours: they are codes in a test report.
  outcome.errors = outcome.errors.map((error) => stripVTControlCharacters(error));
  return outcome;
}

/** The violations as the a11y addon's Vitest matcher words them: a rule, its impact, where, and how to fix it. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations
    .map((v) => [`${v.id} (${v.impact ?? 'no impact'}): ${v.help}`, `  ${v.helpUrl}`, ...v.nodes.flatMap((node) => [`  at ${node.target}`, ...node.failureSummary.split('\n').map((line) => `    ${line}`)])].join('\n'))
    .join('\n\n');
}
