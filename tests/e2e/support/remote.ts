// remote.ts — a TV remote's keys pressed for real: keys a keyboard lacks (ChannelUp, Info, ColorF0Red…) go through the DevTools protocol, as the browser would get them from a remote.
import type { Page } from '@playwright/test';

/** Presses `key` (a UI Events key value) where focus is: a trusted keydown and keyup with that `key`, as from a remote. */
export async function pressRemoteKey(page: Page, key: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  } finally {
    await cdp.detach();
  }
}
