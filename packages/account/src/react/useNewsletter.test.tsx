// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createNewsletter, type Newsletter } from '../newsletter/createNewsletter';
import { createFakeNewsletterServer } from '../testing/createFakeNewsletterServer';
import { lea } from '../testing/createFakeUserServer';
import { setupSession } from '../testing/setupSession';
import { useNewsletter } from './useNewsletter';

function Status({ newsletter }: { newsletter: Newsletter }) {
  return <p>{useNewsletter(newsletter).status}</p>;
}

describe('useNewsletter', () => {
  it('shows the loaded status and re-renders when it changes', async () => {
    const { session } = setupSession();
    await session.login({ email: lea.email, password: lea.password });
    const server = createFakeNewsletterServer();
    const newsletter = createNewsletter({ client: { newsletter: server.client }, session });
    const { result } = renderHook(() => useNewsletter(newsletter));
    expect(result.current).toEqual({ status: 'unknown', email: null });
    await act(() => newsletter.load());
    expect(result.current).toEqual({ status: 'unsubscribed', email: lea.email });
    await act(() => newsletter.subscribeEmail());
    expect(result.current.status).toBe('subscribed');
    await act(() => session.logout());
    expect(result.current.status).toBe('unknown');
  });

  it('the server renders the unknown status', () => {
    const { session } = setupSession();
    const newsletter = createNewsletter({ client: { newsletter: createFakeNewsletterServer().client }, session });
    expect(renderToString(<Status newsletter={newsletter} />)).toBe('<p>unknown</p>');
  });
});
