import { addToWishlist } from '../../account/addToWishlist';
import { deleteCustomerAccount } from '../../account/deleteCustomerAccount';
import { exportCustomerData } from '../../account/exportCustomerData';
import { listCustomerReviews } from '../../account/listCustomerReviews';
import { listWishlist } from '../../account/listWishlist';
import { loadLoyaltyCard } from '../../account/loadLoyaltyCard';
import { redeemLoginAsCustomer } from '../../account/redeemLoginAsCustomer';
import type { CommerceContext } from '../../commerce/CommerceContext';
import { AttemptLimiter } from '../../customer/AttemptLimiter';
import { attemptStoreFor } from '../../customer/attemptStoreFor';
import { authenticate } from '../../customer/authenticate';
import { changePassword } from '../../customer/changePassword';
import { findLiveResetToken } from '../../customer/findLiveResetToken';
import { loadProfile } from '../../customer/loadProfile';
import { logIn } from '../../customer/logIn';
import { registerCustomer } from '../../customer/registerCustomer';
import { requestPasswordReset } from '../../customer/requestPasswordReset';
import { resetPassword } from '../../customer/resetPassword';
import { revokeSessions } from '../../customer/revokeSessions';
import { rotateRefreshToken } from '../../customer/rotateRefreshToken';
import { updateProfile } from '../../customer/updateProfile';
import { listCustomerOrders } from '../../order/listCustomerOrders';
import type { CustomerPlatform } from '../CustomerPlatform';

/**
 * The customers of the embedded platform: accounts, scrypt password hashes, sessions and refresh tokens in the
 * database, access tokens signed with the secret of the commerce settings, login and reset limits in the process or,
 * on a PostgreSQL server, in the database (issue 23).
 * @example
 * const customers = embeddedCustomers(context);
 */
export function embeddedCustomers(context: CommerceContext): CustomerPlatform {
  const { db, settings } = context;
  // Refused login-as-customer tokens, per client address, with the login limits.
  const redemptionLimiter = new AttemptLimiter(
    settings.attemptLimits.login,
    attemptStoreFor(context.database)('login-as-customer'),
  );
  return {
    authenticate: (token) => authenticate(context, token),
    priceGroup: async (token) => {
      try {
        const customer = await authenticate(context, token);
        return customer ? { groupId: customer.groupId } : null;
      } catch {
        return null;
      }
    },
    register: (request, clientAddress) => registerCustomer(context, request, clientAddress),
    logIn: (credentials, clientAddress, guestCartId) => logIn(context, credentials, clientAddress, guestCartId),
    refresh: (refreshToken) => rotateRefreshToken(context, refreshToken),
    // Issue 19: logging out ends every session of the customer on the server, not only this device's.
    logOut: (customer) => revokeSessions(db, settings.now(), { customerId: customer.id }),
    profile: (customer) => loadProfile(db, customer.id),
    updateProfile: (customer, request) => updateProfile(context, customer, request),
    orderHistory: (customer, pageSize, currentPage) => listCustomerOrders(db, customer.id, pageSize, currentPage),
    requestPasswordReset: (email, clientAddress) => requestPasswordReset(context, email, clientAddress),
    isResetLinkLive: async (email, resetToken) =>
      (await findLiveResetToken(db, email, resetToken, settings.now())) !== null,
    resetPassword: (request) => resetPassword(context, request),
    changePassword: (customer, request, clientAddress) => changePassword(context, customer, request, clientAddress),
    reviews: (customer) => listCustomerReviews(db, customer.id),
    loyaltyCard: (customer) => loadLoyaltyCard(db, customer.id),
    wishlist: (customer) => listWishlist(db, customer.id),
    addToWishlist: (customer, skus) => addToWishlist(db, customer.id, skus, settings.now()),
    async removeFromWishlist(customer, sku) {
      await db.deleteFrom('wishlist_items').where('customer_id', '=', customer.id).where('sku', '=', sku).execute();
    },
    exportData: (customer) => exportCustomerData(db, customer.id, settings.now()),
    deleteAccount: (customer, request, clientAddress) =>
      deleteCustomerAccount(context, customer, request, clientAddress),
    redeemLoginAsCustomer: (token, clientAddress) =>
      redeemLoginAsCustomer(context, redemptionLimiter, token, clientAddress),
  };
}
