import type { CommerceContext } from '../../commerce/CommerceContext';
import type { MagentoConfig } from '../../config/loadMagentoConfig';
import { embeddedCms } from '../embedded/embeddedCms';
import { embeddedMail } from '../embedded/embeddedMail';
import { embeddedNewsletter } from '../embedded/embeddedNewsletter';
import { embeddedPayments } from '../embedded/embeddedPayments';
import { embeddedReviews } from '../embedded/embeddedReviews';
import type { Platform } from '../Platform';
import { createMagentoClient, type MagentoClientOptions } from './createMagentoClient';
import { magentoCarts } from './magentoCarts';
import { magentoCustomers } from './magentoCustomers';
import { magentoOrders } from './magentoOrders';
import { magentoSessions } from './magentoSessions';
import { magentoStock } from './magentoStock';
import { magentoWithdrawals } from './magentoWithdrawals';

/**
 * The Magento 2 platform (`PLATFORM=magento2`, Magento 2.4.x): carts, customers, orders and stock from Magento's REST
 * API; withdrawals of Magento's orders, read from Magento and recorded on the shop's side (`magentoWithdrawals`:
 * `magento_withdrawals`, a comment on the order in Magento's admin); what Magento's core REST API does not offer stays
 * the shop's, over its own database (`context`):
 * - newsletter: Magento's REST API subscribes customers only (no guest e-mail, no status by e-mail), and the shop's
 *   welcome coupon mail and signed unsubscribe link are its own — the embedded newsletter;
 * - reviews: no review API in Magento's core — the embedded reviews, moderated in the shop;
 * - CMS store content (banners, slides…): the shop's JSON documents — the embedded store content (Magento's CMS
 *   pages and blocks reach the storefront through the search backend);
 * - mail (outbox, contact form, the withdrawal acknowledgements) and card payments (the shop's providers): the
 *   embedded parts, over the shop's own tables — card payments do not see Magento's orders (README "Backends").
 * @example
 * const platform = createMagentoPlatform(context, config.magento);
 * const cartId = await platform.carts.create(null); // POST /V1/guest-carts
 */
export function createMagentoPlatform(
  context: CommerceContext,
  config: MagentoConfig,
  clientOptions: MagentoClientOptions = {},
): Platform {
  const magento = createMagentoClient(config, clientOptions);
  const sessions = magentoSessions(context, config.customerTokenHours);
  const carts = magentoCarts(magento, sessions);
  return {
    driver: 'magento2',
    carts,
    customers: magentoCustomers(magento, sessions, context, carts),
    orders: magentoOrders(magento, sessions, context),
    payments: embeddedPayments(context),
    stock: magentoStock(magento),
    newsletter: embeddedNewsletter(context),
    reviews: embeddedReviews(context),
    cms: embeddedCms(context),
    mail: embeddedMail(context),
    withdrawals: magentoWithdrawals(magento, context, clientOptions.log),
  };
}
