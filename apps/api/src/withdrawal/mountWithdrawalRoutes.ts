import { withdrawalLookupCall, withdrawalSubmitCall } from '@citerne/core-api/contract';
import type { Context, Hono } from 'hono';
import type { ApiEnv } from '../http/apiEnv';
import { mountCall } from '../http/mountCall';
import type { RouteContext } from '../http/RouteContext';
import { readClientAddress } from '../http/readClientAddress';

/**
 * Mounts the online withdrawal function (art. L221-18 ff., Article 11a of the Consumer Rights Directive) on the
 * platform's withdrawals: `POST /api/ext/withdrawal/lookup` answers the lines of an order and how much of each can
 * be withdrawn; `POST /api/ext/withdrawal` records the withdrawal and mails its acknowledgement at once.
 * @example
 * mountWithdrawalRoutes(app, routes);
 */
export function mountWithdrawalRoutes(app: Hono<ApiEnv>, { platform, settings }: RouteContext): void {
  const requester = async (c: Context, token: string | undefined) => ({
    shopper: await platform.customers.authenticate(token),
    clientAddress: readClientAddress(c, settings.trustProxy),
  });

  mountCall(app, withdrawalLookupCall, async ({ c, body, token }) => ({
    result: await platform.withdrawals.lookup(body, await requester(c, token)),
  }));

  mountCall(app, withdrawalSubmitCall, async ({ c, body, token }) => ({
    result: await platform.withdrawals.submit(body, await requester(c, token)),
  }));
}
