/**
 * The demo's server, inside this page: a `fetch` handler written for the docs page, not the shop's API. It knows
 * one customer and answers the calls a session makes — login, profile, first page of orders, logout — with the
 * contract's envelopes, so the package's real session machine runs against it unchanged. While not `reachable`,
 * every request fails as a browser offline does.
 */
export function createDemoAccountServer(customer: { readonly email: string; readonly password: string }) {
  let reachable = true;
  const issued = new Set<string>();
  const answer = (code: number, body: unknown) =>
    new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });

  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const bearer = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (method === 'POST' && url.pathname === '/api/user/login') {
      const { username, password } = JSON.parse(String(init?.body ?? '{}'));
      if (username !== customer.email || password !== customer.password) {
        return answer(401, {
          code: 401,
          result: 'You did not sign in correctly or your account is temporarily disabled.',
        });
      }
      const token = `demo-token-${issued.size + 1}`;
      issued.add(token);
      return answer(200, { code: 200, result: token, meta: { refreshToken: `demo-refresh-${issued.size}` } });
    }
    if (!issued.has(bearer)) return answer(401, { code: 401, result: 'Token invalid.' });
    if (method === 'GET' && url.pathname === '/api/user/me') {
      return answer(200, {
        code: 200,
        result: { id: 7, email: customer.email, firstname: 'Camille', lastname: 'Durand', group_id: 1, addresses: [] },
      });
    }
    if (method === 'GET' && url.pathname === '/api/user/order-history') {
      return answer(200, { code: 200, result: { items: [], total_count: 0 } });
    }
    if (method === 'POST' && url.pathname === '/api/user/logout') {
      issued.delete(bearer);
      return answer(200, { code: 200, result: true });
    }
    return answer(404, { code: 404, result: 'Not a call of the demo server.' });
  };

  return {
    fetch,
    setReachable(next: boolean) {
      reachable = next;
    },
  };
}
