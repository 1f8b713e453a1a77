// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isLoggedIn } from '../session/isLoggedIn';
import { lea } from '../testing/createFakeUserServer';
import { setupSession, storedSession } from '../testing/setupSession';
import { AccountSessionProvider } from './AccountSessionProvider';
import { useAccountSession } from './useAccountSession';

afterEach(cleanup);

function Greeting() {
  const { state } = useAccountSession();
  if (state.status === 'restoring') return <p>…</p>;
  return <p>{isLoggedIn(state) ? `Bonjour ${state.profile?.firstname}` : 'Se connecter'}</p>;
}

describe('useAccountSession', () => {
  it('the provider restores the stored session and the hook shows it', async () => {
    const { session, server } = setupSession(storedSession({ token: 'stored-token', user: lea.profile }));
    server.tokens.set('stored-token', lea.email);
    render(
      <AccountSessionProvider session={session}>
        <Greeting />
      </AccountSessionProvider>,
    );
    expect(await screen.findByText('Bonjour Léa')).toBeTruthy();
  });

  it('the hook re-renders on login and logout', async () => {
    const { session } = setupSession();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <AccountSessionProvider session={session}>{children}</AccountSessionProvider>
    );
    const { result } = renderHook(() => useAccountSession(), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('anonymous'));
    await act(() => result.current.session.login({ email: lea.email, password: lea.password }));
    expect(result.current.state).toMatchObject({ status: 'authorized', profile: { firstname: 'Léa' } });
    await act(() => result.current.session.logout());
    expect(result.current.state.status).toBe('anonymous');
  });

  it('with restore off, the provider leaves the session as it is', () => {
    const { session } = setupSession(storedSession({ token: 'stored-token' }));
    render(
      <AccountSessionProvider session={session} restore={false}>
        <Greeting />
      </AccountSessionProvider>,
    );
    expect(session.getState().status).toBe('restoring');
    expect(screen.getByText('…')).toBeTruthy();
  });

  it('the server renders the restoring state', () => {
    const { session } = setupSession();
    expect(
      renderToString(
        <AccountSessionProvider session={session}>
          <Greeting />
        </AccountSessionProvider>,
      ),
    ).toBe('<p>…</p>');
  });

  it('outside a provider the hook names what is missing', () => {
    expect(() => renderHook(() => useAccountSession())).toThrow(/inside <AccountSessionProvider/);
  });
});
