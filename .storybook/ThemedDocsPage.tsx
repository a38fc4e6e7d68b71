// ThemedDocsPage.tsx — every component's docs page: what it is, when to use it and when not, each story in dark and light side by side, its props.
import { useContext } from 'react';
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
import { ThemeScope } from '../stories/support/ThemeScope';

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

function StoryInBothThemes({ story }: { story: DocsStoryEntry }) {
  return (
    <Anchor storyId={story.id}>
      <Subheading>{story.name}</Subheading>
      <Description of={story.moduleExport} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', gap: 16, marginBottom: 32 }}>
        <ThemeScope theme="dark" label="Dark">
          <Story of={story.moduleExport} />
        </ThemeScope>
        <ThemeScope theme="light" label="Light">
          <Story of={story.moduleExport} />
        </ThemeScope>
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
        <StoryInBothThemes key={story.id} story={story} />
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
