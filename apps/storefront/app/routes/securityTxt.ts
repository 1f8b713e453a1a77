import { serverApi } from '../api/serverApi.server';
import { securityTxt } from '../security/securityTxt';
import { loadSellerIdentity } from '../shop/loadSellerIdentity.server';
import type { Route } from './+types/securityTxt';

/** `/.well-known/security.txt` (RFC 9116), from the seller's configured identity; see SECURITY.md. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const seller = await loadSellerIdentity(api);
  return new Response(securityTxt({ origin: api.origin, email: seller.email, now: new Date() }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
