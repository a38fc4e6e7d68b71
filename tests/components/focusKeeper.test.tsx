// focusKeeper.test.tsx — TV mode never leaves focus on nothing, in a real browser: a removed control hands focus to the one in its place, a dialog that removed its trigger leaves focus near it, a new page's landmark hands focus to its first control (not a text field).
import { useState } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../src/components/Button';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { keepFocusOnControls } from '../../src/features/tvMode/focusKeeper';

let release: () => void = () => undefined;
beforeEach(() => {
  release = keepFocusOnControls();
});
afterEach(() => release());

const focusedName = () => document.activeElement?.textContent ?? document.activeElement?.tagName;

function Recordings({ confirm = false }: { confirm?: boolean }) {
  const [titles, setTitles] = useState(['News', 'Film', 'Match', 'Quiz']);
  const remove = (title: string) => setTitles((all) => all.filter((t) => t !== title));
  return (
    <ul>
      {titles.map((title) => (
        <li key={title}>
          {confirm ? (
            <ConfirmDialog title={`Remove “${title}”?`} confirmLabel="Remove recording" onConfirm={() => remove(title)} trigger={<Button>{`Remove ${title}`}</Button>} />
          ) : (
            <Button onClick={() => remove(title)}>{`Remove ${title}`}</Button>
          )}
        </li>
      ))}
    </ul>
  );
}

test.each([
  ['a control that goes away hands focus to the one that took its place', 'Film', 'Remove Match'],
  ['the last control of a list gone: focus goes to the one before it', 'Quiz', 'Remove Match'],
])('%s', async (_name, removed, focusedAfter) => {
  await render(<Recordings />);
  const button = page.getByRole('button', { name: `Remove ${removed}` });
  (button.element() as HTMLElement).focus();
  await button.click();
  await expect.poll(focusedName).toBe(focusedAfter);
});

test('a dialog that removed its trigger leaves focus where the trigger was, not on the page', async () => {
  await render(<Recordings confirm />);
  await page.getByRole('button', { name: 'Remove Match' }).click();
  await page.getByRole('button', { name: 'Remove recording' }).click();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  await expect.poll(focusedName).toBe('Remove Quiz');
});

function NewPage() {
  return (
    <main id="main" tabIndex={-1}>
      <h1>Settings</h1>
      <label>
        Nickname <input />
      </label>
      <button type="button">Save</button>
    </main>
  );
}

test('a new page\'s landmark hands focus to its first control, passing over a text field', async () => {
  await render(<NewPage />);
  document.getElementById('main')!.focus();
  await expect.poll(focusedName).toBe('Save');
});
