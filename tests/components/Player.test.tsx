// Player.test.tsx — the player container's real loading path (the media engine, hls.js imported on demand) when the stream cannot be had: error, retry, takeover.
import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { PlayerErrorKind } from '../../src/components/Player';
import { PlayerContainer as Player } from '../../src/features/player/PlayerContainer';

const missing = '/__no_such_stream__/master.m3u8';

test('an unreachable stream shows the error with a retry that reloads it', async () => {
  const onError = vi.fn<(kind: PlayerErrorKind) => void>();
  const onRequestRetry = vi.fn<() => void>();
  const screen = await render(<Player src={missing} title="FTV One" onError={onError} onRequestRetry={onRequestRetry} hlsConfig={{ manifestLoadingMaxRetry: 0 }} />);
  await expect.element(screen.getByRole('heading', { name: 'FTV One could not be played' }), { timeout: 10_000 }).toBeVisible();
  expect(onError).toHaveBeenCalledWith('network');
  await screen.getByRole('button', { name: 'Try again' }).click();
  expect(onRequestRetry).toHaveBeenCalledOnce();
  // The retry loads again (and fails again, reporting it again).
  await expect.poll(() => onError.mock.calls.length, { timeout: 10_000 }).toBe(2);
});

test('an owner that takes over an error keeps the player loading', async () => {
  const onError = vi.fn<(kind: PlayerErrorKind) => boolean>(() => true);
  const screen = await render(<Player src={missing} title="FTV One" onError={onError} hlsConfig={{ manifestLoadingMaxRetry: 0 }} />);
  await expect.poll(() => onError.mock.calls.length, { timeout: 10_000 }).toBe(1);
  await expect.element(screen.getByRole('status', { name: 'Loading FTV One' })).toBeVisible();
  expect(screen.getByRole('alert').query()).toBeNull();
});

test('a locked channel shows the paywall and loads nothing', async () => {
  const onError = vi.fn<(kind: PlayerErrorKind) => void>();
  const screen = await render(<Player src={missing} title="Arena Sports" isLocked onError={onError} />);
  await expect.element(screen.getByRole('link', { name: 'See subscription plans' })).toHaveAttribute('href', '/subscribe');
  expect(screen.getByRole('status').query()).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(onError).not.toHaveBeenCalled();
});
