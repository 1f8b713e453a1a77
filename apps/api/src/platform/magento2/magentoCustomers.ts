import { addToWishlist } from '../../account/addToWishlist';
import { WRONG_PASSWORD_MESSAGE } from '../../account/deleteCustomerAccount';
import { listWishlist } from '../../account/listWishlist';
import { LOGIN_AS_CUSTOMER_REFUSED } from '../../account/redeemLoginAsCustomer';
import type { CommerceContext } from '../../commerce/CommerceContext';
import { assertNewPassword } from '../../customer/assertNewPassword';
import type { CartPlatform } from '../CartPlatform';
import { CommerceError } from '../CommerceError';
import type { CustomerPlatform } from '../CustomerPlatform';
import type { MagentoClient } from './createMagentoClient';
import type { MagentoCustomer } from './MagentoShapes';
import { magentoPath } from './magentoPath';
import type { MagentoSessions } from './magentoSessions';
import { type MagentoOrder, toOrder } from './toOrder';
import { toProfile } from './toProfile';

const notOnMagento = (what: string) =>
  new CommerceError(501, `${what} is not available with the Magento platform.`, 'NOT_SUPPORTED');

/** `searchCriteria` of one `field = value` filter, as Magento's search endpoints read it. */
const filterBy = (field: string, value: string | number) =>
  [
    ['searchCriteria[filterGroups][0][filters][0][field]', field],
    ['searchCriteria[filterGroups][0][filters][0][value]', value],
    ['searchCriteria[filterGroups][0][filters][0][conditionType]', 'eq'],
  ] as const;

/**
 * The customers of the Magento driver: accounts, passwords and addresses in Magento (`/V1/customers`,
 * `/V1/customers/me` with the customer's token, `/V1/integration/customer/token` to log in); the sessions, the login
 * and reset limits are the shop's (`magentoSessions`, the commerce context's limiters). Magento's core REST API has
 * no wishlist: the shop keeps its customers' lists (`magento_wishlist_items`). No loyalty card, data export or
 * login-as-customer link: those answer 501 `NOT_SUPPORTED` (an empty review list), and the merchant uses Magento's
 * own tools (README "Backends").
 * @example
 * const customers = magentoCustomers(magento, sessions, context, carts);
 */
/** Where the wishlists of Magento's customers are kept (Magento's REST API has none). */
const WISHLIST = 'magento_wishlist_items';

export function magentoCustomers(
  magento: MagentoClient,
  sessions: MagentoSessions,
  context: CommerceContext,
  carts: CartPlatform,
): CustomerPlatform {
  const { settings } = context;
  const mine = async (customer: Parameters<MagentoSessions['customerToken']>[0]) => ({
    customerToken: await sessions.customerToken(customer),
  });
  const me = async (customer: Parameters<MagentoSessions['customerToken']>[0]) =>
    magento.call<MagentoCustomer>({ method: 'GET', path: '/V1/customers/me', auth: await mine(customer) });
  const customerToken = (username: string, password: string) =>
    magento.call<string>({
      method: 'POST',
      path: '/V1/integration/customer/token',
      auth: 'anonymous',
      body: { username, password },
    });

  return {
    authenticate: (token) => sessions.authenticate(token),
    async priceGroup(token) {
      try {
        const customer = await sessions.authenticate(token);
        return customer ? { groupId: customer.groupId } : null;
      } catch {
        return null;
      }
    },

    async register(request, _clientAddress) {
      assertNewPassword(request.password, request.customer.email);
      const created = await magento.call<MagentoCustomer>({
        method: 'POST',
        path: '/V1/customers',
        auth: 'anonymous',
        body: { customer: request.customer, password: request.password },
      });
      return toProfile(created);
    },

    async logIn(credentials, clientAddress, guestCartId) {
      const now = settings.now().getTime();
      const verdict = await context.loginLimiter.check(credentials.username, clientAddress, now);
      if (verdict) {
        throw new CommerceError(
          429,
          `Too many sign-in attempts. Please try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
          'TOO_MANY_ATTEMPTS',
          { retryAfterSeconds: verdict.retryAfterSeconds },
        );
      }
      let token: string;
      try {
        token = await customerToken(credentials.username, credentials.password);
      } catch (error) {
        if (error instanceof CommerceError && error.code === 'SIGN_IN_REFUSED') {
          await context.loginLimiter.record(credentials.username, clientAddress, now);
        }
        throw error;
      }
      await context.loginLimiter.succeed(credentials.username, clientAddress, now);
      const customer = await magento.call<MagentoCustomer>({
        method: 'GET',
        path: '/V1/customers/me',
        auth: { customerToken: token },
      });
      const tokens = await sessions.start(
        { id: customer.id, email: customer.email, groupId: customer.group_id },
        token,
      );
      if (guestCartId === undefined) return tokens;
      const shopper = await sessions.authenticate(tokens.token);
      return { ...tokens, cartId: await carts.create(shopper, guestCartId) };
    },

    refresh: (refreshToken) => sessions.refresh(refreshToken),
    // Issue 19: logging out ends every session of the customer; their Magento tokens are forgotten with them.
    logOut: (customer) => sessions.revokeAll(customer.id),
    profile: async (customer) => toProfile(await me(customer)),

    async updateProfile(customer, request) {
      const current = await me(customer);
      const updated = await magento.call<MagentoCustomer>({
        method: 'PUT',
        path: '/V1/customers/me',
        auth: await mine(customer),
        body: {
          customer: {
            id: current.id,
            website_id: current.website_id,
            email: request.customer.email,
            firstname: request.customer.firstname,
            lastname: request.customer.lastname,
            ...(request.customer.addresses === undefined ? {} : { addresses: request.customer.addresses }),
          },
        },
      });
      return toProfile(updated);
    },

    async orderHistory(customer, pageSize, currentPage) {
      const found = await magento.call<{ items: MagentoOrder[]; total_count: number }>({
        method: 'GET',
        path: '/V1/orders',
        auth: 'admin',
        query: [
          ...filterBy('customer_id', customer.id),
          ['searchCriteria[sortOrders][0][field]', 'created_at'],
          ['searchCriteria[sortOrders][0][direction]', 'DESC'],
          ['searchCriteria[pageSize]', pageSize],
          ['searchCriteria[currentPage]', currentPage],
        ],
      });
      return { items: found.items.map(toOrder), total_count: found.total_count };
    },

    async requestPasswordReset(email, clientAddress) {
      const now = settings.now().getTime();
      const verdict = await context.resetLimiter.check(email, clientAddress, now);
      if (verdict?.scope === 'address') {
        throw new CommerceError(429, 'Too many password reset requests. Please try again later.', 'TOO_MANY_ATTEMPTS', {
          retryAfterSeconds: verdict.retryAfterSeconds,
        });
      }
      await context.resetLimiter.record(email, clientAddress, now);
      if (verdict) return;
      try {
        // Magento mails its own reset link (its "Forgot Password" template), pointing at the shop's reset page.
        await magento.call({
          method: 'PUT',
          path: '/V1/customers/password',
          auth: 'anonymous',
          body: { email, template: 'email_reset' },
        });
      } catch (error) {
        // An unknown address answers as a known one: the call reveals no account.
        if (!(error instanceof CommerceError && error.status === 404)) throw error;
      }
    },

    async isResetLinkLive(email, resetToken) {
      const found = await magento.call<{ items: MagentoCustomer[] }>({
        method: 'GET',
        path: '/V1/customers/search',
        auth: 'admin',
        query: filterBy('email', email),
      });
      const [customer] = found.items;
      if (customer === undefined) return false;
      try {
        return await magento.call<boolean>({
          method: 'GET',
          path: magentoPath`/V1/customers/${customer.id}/password/resetLinkToken/${resetToken}`,
          auth: 'admin',
        });
      } catch (error) {
        if (error instanceof CommerceError && error.status < 500) return false;
        throw error;
      }
    },

    async resetPassword({ email, newPassword, resetToken }) {
      assertNewPassword(newPassword, email);
      await magento.call({
        method: 'POST',
        path: '/V1/customers/resetPassword',
        auth: 'anonymous',
        body: { email, resetToken, newPassword },
      });
    },

    async changePassword(customer, { currentPassword, newPassword }) {
      assertNewPassword(newPassword, customer.email);
      await magento.call({
        method: 'PUT',
        path: '/V1/customers/me/password',
        auth: await mine(customer),
        body: { currentPassword, newPassword },
      });
    },

    // Reviews stay the shop's (Magento's core REST API has none) and are stored without a Magento customer.
    reviews: async () => [],
    loyaltyCard: async () => {
      throw notOnMagento('The loyalty card');
    },
    // Magento's core REST API has no wishlist: the shop keeps its customers' lists, by Magento's customer id.
    wishlist: (customer) => listWishlist(context.db, customer.id, { table: WISHLIST }),
    addToWishlist: (customer, skus) => addToWishlist(context.db, customer.id, skus, settings.now(), WISHLIST),
    async removeFromWishlist(customer, sku) {
      await context.db.deleteFrom(WISHLIST).where('customer_id', '=', customer.id).where('sku', '=', sku).execute();
    },
    exportData: async () => {
      throw notOnMagento('The data export');
    },

    async deleteAccount(customer, { password }) {
      try {
        await customerToken(customer.email, password);
      } catch (error) {
        if (error instanceof CommerceError && error.code === 'SIGN_IN_REFUSED') {
          throw new CommerceError(403, WRONG_PASSWORD_MESSAGE, 'WRONG_PASSWORD');
        }
        throw error;
      }
      await magento.call({ method: 'DELETE', path: magentoPath`/V1/customers/${customer.id}`, auth: 'admin' });
      await sessions.revokeAll(customer.id);
      await context.db.deleteFrom(WISHLIST).where('customer_id', '=', customer.id).execute();
    },

    redeemLoginAsCustomer: async () => {
      throw new CommerceError(403, LOGIN_AS_CUSTOMER_REFUSED, 'LOGIN_AS_CUSTOMER_REFUSED');
    },
  };
}
