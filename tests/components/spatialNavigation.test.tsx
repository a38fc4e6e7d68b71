// spatialNavigation.test.tsx — a remote's keys in TV mode on real components in a real browser: Back closes what is open (a menu, a dialog) before it goes back, the arrows reach a select without changing it, a text field keeps its keys.
import { useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AccountMenu } from '../../src/components/AccountMenu';
import { Button } from '../../src/components/Button';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { handleTvKey } from '../../src/features/tvMode/spatialNavigation';

const goBack = vi.fn<() => void>();
const onKeyDown = (event: KeyboardEvent) => handleTvKey(event, { goBack });
// As useTvMode does: on the window, after the page's own handlers.
beforeEach(() => window.addEventListener('keydown', onKeyDown));
afterEach(() => {
  window.removeEventListener('keydown', onKeyDown);
  goBack.mockClear();
});

const user = { nickname: 'Sofa', email: 'sofa@ftv.example' };

test('Back with the account menu open closes it and gives focus back to its button; with nothing open it goes back', async () => {
  await render(<AccountMenu user={user} loginHref="/login" links={[{ href: '/settings', label: 'Settings' }]} onLogout={() => undefined} />);
  // (Its first button: on the test's narrow frame the trigger shows the initial alone.)
  const button = page.getByRole('button').first();
  await button.click();
  await expect.element(button).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(page.getByRole('link', { name: 'Settings' })).toHaveFocus();

  await userEvent.keyboard('{Backspace}');
  await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  await expect.element(button).toHaveFocus();
  expect(goBack).not.toHaveBeenCalled();

  await userEvent.keyboard('{Backspace}');
  expect(goBack).toHaveBeenCalledTimes(1);
});

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove</Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Remove “News”?" confirmLabel="Remove recording" onConfirm={() => undefined} />
    </>
  );
}

test('Back in a dialog closes the dialog, not the page; the arrows stay inside it', async () => {
  await render(<Confirm />);
  await page.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog');
  await expect.element(dialog).toBeInTheDocument();
  for (let i = 0; i < 3; i++) await userEvent.keyboard('{ArrowRight}');
  expect(dialog.element().contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Backspace}');
  await expect.element(dialog).not.toBeInTheDocument();
  expect(goBack).not.toHaveBeenCalled();
});

test('the arrows reach a select and pass it without changing its value; a text field keeps ←/→ and Backspace', async () => {
  await render(
    <form>
      <p>
        <label>
          Name <input defaultValue="Sofa" />
        </label>
      </p>
      <p>
        <label>
          Quality
          <select aria-label="Quality" defaultValue="auto">
            <option value="auto">Automatic</option>
            <option value="high">High</option>
          </select>
        </label>
      </p>
      <p>
        <button type="button">Save</button>
      </p>
    </form>,
  );
  const name = page.getByLabelText('Name');
  const quality = page.getByLabelText('Quality');
  await name.click();
  await userEvent.keyboard('{End}{ArrowLeft}{Backspace}');
  await expect.element(name).toHaveValue('Soa');
  expect(goBack).not.toHaveBeenCalled();

  await userEvent.keyboard('{ArrowDown}');
  await expect.element(quality).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(page.getByRole('button', { name: 'Save' })).toHaveFocus();
  await expect.element(quality).toHaveValue('auto');
});
