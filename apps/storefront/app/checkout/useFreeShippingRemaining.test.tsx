import type { ShippingTerms } from '@citerne/core-api/contract';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFreeShippingFrom } from '../shop/useFreeShippingFrom';
import { useFreeShippingRemaining } from './useFreeShippingRemaining';

function Probe() {
  const from = useFreeShippingFrom();
  const remaining = useFreeShippingRemaining();
  return <output>{`${from}|${remaining(12_000)}|${remaining(20_000)}`}</output>;
}

/** Renders the probe under a root route whose loader answers the API's shipping terms. */
async function render(shipping: ShippingTerms) {
  const handler = createStaticHandler([{ id: 'root', path: '/', loader: () => ({ shipping }), Component: Probe }]);
  const context = await handler.query(new Request('http://shop.test/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

describe('the free-shipping threshold comes from the API’s configuration (SPEC §9), not from the shop', () => {
  it('is the configured amount: 150 € leaves 30 € to spend on 120 €, none on 200 €', async () => {
    expect(await render({ freeShippingFrom: { FR: 150 } })).toContain('150|3000|0');
  });

  it('with the default 200 €, 80 € are left on 120 €', async () => {
    expect(await render({ freeShippingFrom: { FR: 200 } })).toContain('200|8000|0');
  });

  it('says nothing when France has no threshold', async () => {
    expect(await render({ freeShippingFrom: { DE: 300 } })).toContain('null|null|null');
  });
});
