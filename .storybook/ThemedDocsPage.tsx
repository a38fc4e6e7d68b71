// ThemedDocsPage.tsx — every component's docs page: what it is, when to use it and when not, each story in dark and light side by side, its props.
import { useContext, useState } from 'react';
import {
  Anchor,
  Controls,
  Description,
  DocsContext,
  Heading,
  Markdown,
  Subheading,
  Story,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { guidance, type Guidance } from '../stories/support/guidance';
import { ThemeScope, type ThemeName } from '../stories/support/ThemeScope';

const themes: readonly ThemeName[] = ['dark', 'light'];
const themeLabels: Record<ThemeName, string> = { dark: 'Dark', light: 'Light' };

type DocsStoryEntry = ReturnType<React.ContextType<typeof DocsContext>['componentStories']>[number];

/** Stories worth a picture: not hidden from docs, not a behaviour check (no snapshot), not one that mounts itself. */
function isShownOnDocsPage(story: DocsStoryEntry) {
  const { docs, chromatic } = story.parameters;
  return story.tags.includes('autodocs') && !story.usesMount && !docs?.disable && !chromatic?.disableSnapshot;
}

/** Bullets are Markdown, so guidance can name a prop as `code`. */
function Bullets({ items }: { items: readonly string[] }) {
  return <Markdown>{items.map((item) => `- ${item}`).join('\n')}</Markdown>;
}

/** `about` names a component documented on another's page, so its headings (and their anchors) stay distinct. */
function GuidanceSections({ entry, about }: { entry: Guidance; about?: string }) {
  const SectionHeading = about ? Subheading : Heading;
  const suffix = about ? ` ${about}` : '';
  return (
    <>
      <SectionHeading>{`When to use${suffix}`}</SectionHeading>
      <Bullets items={entry.use} />
      <SectionHeading>{`When not to use${suffix}`}</SectionHeading>
      <Bullets items={entry.avoid} />
    </>
  );
}

/**
 * Pages whose stories open a modal: it portals to <body>, out of any ThemeScope and over the docs page, so
 * each half is the story's own preview in a frame, themed through its globals as the visual tests do.
 * Foundation pages (no component) are framed too: they print each token's value as <html> resolves it.
 * A frame runs the story's play function, so it shows what the visual baseline shows.
 */
const framedTitles = new Set(['Overlays/Dialog', 'Overlays/ConfirmDialog', 'Commerce/ThreeDSChallenge', 'Guide/ProgrammeDetails']);
/** Room for a modal, which adds nothing to the frame's document height. */
const minFrameHeight = 560;

function StoryFrame({ story, theme }: { story: DocsStoryEntry; theme: ThemeName }) {
  const [height, setHeight] = useState(minFrameHeight);
  // Same origin: the frame grows with its story (a token table is taller than any fixed height).
  const fitContent = (frame: HTMLIFrameElement) => {
    const frameDocument = frame.contentDocument;
    if (!frameDocument) return;
    const fit = () => setHeight(Math.max(minFrameHeight, frameDocument.documentElement.scrollHeight));
    // The story's root, not <body>: the preview's body keeps the frame's height whatever the story's size.
    new ResizeObserver(fit).observe(frameDocument.getElementById('storybook-root') ?? frameDocument.body);
  };
  return (
    <iframe
      title={`${story.title}: ${story.name}, ${theme} theme`}
      src={`iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`}
      // Each frame loads the whole preview: only those scrolled near load.
      loading="lazy"
      onLoad={(event) => fitContent(event.currentTarget)}
      style={{ display: 'block', width: '100%', height, border: 0 }}
    />
  );
}

function StoryInBothThemes({ story, framed }: { story: DocsStoryEntry; framed: boolean }) {
  return (
    <Anchor storyId={story.id}>
      <Subheading>{story.name}</Subheading>
      <Description of={story.moduleExport} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', gap: 16, marginBottom: 32 }}>
        {themes.map((theme) => (
          <ThemeScope key={theme} theme={theme} label={themeLabels[theme]}>
            {framed ? <StoryFrame story={story} theme={theme} /> : <Story of={story.moduleExport} />}
          </ThemeScope>
        ))}
      </div>
    </Anchor>
  );
}

export function ThemedDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const { componentStories } = useContext(DocsContext);
  const entry = guidance[preparedMeta.title];
  const stories = componentStories().filter(isShownOnDocsPage);
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {entry && <GuidanceSections entry={entry} />}
      {entry?.alsoCovers &&
        Object.entries(entry.alsoCovers).map(([name, covered]) => (
          <section key={name}>
            <Heading>{name}</Heading>
            <p>{covered.what}</p>
            <GuidanceSections entry={covered} about={name} />
          </section>
        ))}
      {stories.length > 0 && <Heading>States, dark and light</Heading>}
      {stories.map((story) => (
        <StoryInBothThemes key={story.id} story={story} framed={framedTitles.has(story.title) || !preparedMeta.component} />
      ))}
      {preparedMeta.component && (
        <>
          <Heading>Props</Heading>
          <Controls />
        </>
      )}
    </>
  );
}
