// AuthLayer.test.tsx — the auth layer in a real browser: mounting starts the session (loading → anonymous), unmounting stops the keep-alive.
import { Provider, createStore, useAtomValue } from 'jotai';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { AuthLayer } from '../../src/app/layouts/AuthLayer';
import { authStateAtom } from '../../src/features/auth/atoms';
import { apiClientAtom } from '../../src/features/session/atoms';
import { fakeClient, KEY_A, settings } from '../unit/api/fakeProvider';

function AuthProbe() {
  const { isLoading, isAuthenticated, sessionKey, error } = useAtomValue(authStateAtom);
  return <p>{isLoading ? 'loading' : `ready ${isAuthenticated ? 'user' : 'anonymous'} ${sessionKey ?? 'none'} ${error ?? ''}`.trim()}</p>;
}

test('mounting starts the session: loading, then an anonymous session; unmounting stops the keep-alive', async () => {
  const { client, calls } = fakeClient({ 'POST /tv/api/init': { body: settings(KEY_A) } });
  const store = createStore();
  store.set(apiClientAtom, client);
  const screen = await render(
    <Provider store={store}>
      <AuthLayer>
        <AuthProbe />
      </AuthLayer>
    </Provider>,
  );
  await expect.element(screen.getByText(`ready anonymous ${KEY_A}`)).toBeInTheDocument();
  expect(calls('POST /tv/api/init')).toHaveLength(1);
  expect(client.session.keepAliveRunning()).toBe(true);
  await screen.unmount();
  expect(client.session.keepAliveRunning()).toBe(false);
});

test('a provider that cannot be reached ends in the error state, with the children still shown', async () => {
  const { client } = fakeClient({ 'POST /tv/api/init': () => Promise.reject(new TypeError('Failed to fetch')) });
  const store = createStore();
  store.set(apiClientAtom, client);
  const screen = await render(
    <Provider store={store}>
      <AuthLayer>
        <AuthProbe />
      </AuthLayer>
    </Provider>,
  );
  await expect.element(screen.getByText('ready anonymous none Network error')).toBeInTheDocument();
  await screen.unmount();
});
