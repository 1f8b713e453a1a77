import {
  type ApiCallName,
  type apiCalls,
  type CallBody,
  type CallQuery,
  type CallResultInput,
  CUSTOMER_EXPORT_FORMAT,
  type CustomerReview,
  type ErrorResult,
  EXAMPLE_SELLER_IDENTITY,
  LATEST_REVIEW_COUNT,
  type LoyaltyCard,
  type Order,
  type Review,
  type StoreContent,
  type StoreContentKind,
  type UserProfile,
} from '@citerne/core-api/contract';
import { CartRefusal } from '../cartServer/CartRefusal';
import { type CartLedger, createCartLedger, type LedgerCart } from '../cartServer/createCartLedger';
import { shopProducts } from '../catalogue/shopProducts';

/** What a fake handler receives: the request validated with the call's schemas. */
export interface FakeRequest<K extends ApiCallName> {
  params: Record<string, string>;
  query: CallQuery<(typeof apiCalls)[K]>;
  body: CallBody<(typeof apiCalls)[K]>;
  /** The e-mail of the user whose valid token came with the request, else null. */
  user: string | null;
  headers: Record<string, string | string[] | undefined>;
}

/** What a fake handler answers. */
export type FakeAnswer<K extends ApiCallName> =
  | { code: 200; result: CallResultInput<(typeof apiCalls)[K]>; meta?: unknown }
  | { code: number; result: ErrorResult };

type Handlers = { [K in ApiCallName]: (request: FakeRequest<K>) => FakeAnswer<K> };

interface FakeProduct {
  id: number;
  sku: string;
  name: string;
  price: number;
  qty: number;
  manageStock: boolean;
}

/** The in-memory shop behind the fake API. */
export interface FakeShop {
  handlers: Handlers;
  /** Tokens the server accepts, by token. */
  tokens: Map<string, string>;
  refreshTokens: Map<string, string>;
  /** The server carts, owned by the customer's e-mail (null for a guest), with the cart rules of the test fakes. */
  carts: CartLedger<string>;
  orders: Order[];
  /** How many orders each idempotency key placed. */
  placements: Map<string, number>;
  newsletter: Set<string>;
  /** Reviews posted through create review (pending moderation, never listed). */
  reviews: unknown[];
  /** Approved reviews, listed by review list and counted by review summary. */
  approvedReviews: Review[];
  /** Reviews reported through report review. */
  reviewReports: unknown[];
  /** Reviews posted with a user token, by the user's e-mail (my reviews), oldest first. */
  customerReviews: Map<string, CustomerReview[]>;
  /** Login-as-customer tokens not used yet, with the e-mail they log in (single use). */
  loginAsCustomerTokens: Map<string, string>;
  /** The access key of each placed order, by order number (order view for a guest). */
  orderKeys: Map<string, string>;
  /** Per-store content by store code then kind (`fr` has every kind). */
  storeContent: Map<string, Partial<{ [K in StoreContentKind]: StoreContent<K> }>>;
  /** The admin token the slide-photo call must carry. */
  slidePhotoToken: string;
  contactMessages: unknown[];
  /** Withdrawals recorded through withdraw (lines by item index + 1, `link-<order number>` opens an order). */
  withdrawals: { orderNumber: string; name: string; email: string; lines: { itemId: number; qty: number }[] }[];
  /** Issues a token pair for a registered user. */
  issueTokens(email: string): { token: string; refreshToken: string };
  /** Makes the server refuse refresh calls from now on. */
  refuseRefresh: boolean;
  /** Plays a refused card payment: the order is cancelled and can be paid again. */
  failPayment(orderNumber: string): void;
}

const ok = <T>(result: T, meta?: unknown) => ({ code: 200 as const, result, ...(meta ? { meta } : {}) });
const fail = (code: number, message: string, errorCode?: string) => ({
  code,
  result: errorCode ? { message, code: errorCode } : message,
});

/**
 * Creates the in-memory shop: a few products (`CIT-10M3` in stock, `CIT-20M3` out of stock, `VANNE`
 * not stock-managed, `SKU-1`…`SKU-40`), one customer `lea@example.fr` / `citerne-2025`, CMS content and
 * URL mappings.
 *
 * @example
 * const shop = createFakeShop();
 */
export function createFakeShop(): FakeShop {
  let sequence = 0;
  const next = (prefix: string) => `${prefix}${++sequence}`;
  // The contract products of the shared catalogue, as the shop's stock sees them.
  const products: FakeProduct[] = shopProducts.map((product) => ({
    id: product.id ?? 0,
    sku: product.sku,
    name: product.name ?? product.sku,
    price: product.price ?? 0,
    qty: product.stock?.qty ?? 0,
    manageStock: product.stock?.manage_stock ?? true,
  }));
  const bySku = (sku: string) => products.find((product) => product.sku === sku);
  const users = new Map<string, { password: string; profile: UserProfile }>([
    [
      'lea@example.fr',
      {
        password: 'citerne-2025',
        profile: { id: 7, email: 'lea@example.fr', firstname: 'Léa', lastname: 'Martin', group_id: 1, addresses: [] },
      },
    ],
  ]);
  const tokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  // The fake shop sells from its stock: a line may not hold more than what is left.
  const carts = createCartLedger<string>(shopProducts, {
    limitToStock: true,
    coupons: ['BIENVENUE10'],
    cartId: () => next('q'),
  });
  const orders: Order[] = [];
  const placements = new Map<string, number>();
  const newsletter = new Set<string>();
  const reviews: unknown[] = [];
  const customerReviews = new Map<string, CustomerReview[]>();
  const loginAsCustomerTokens = new Map<string, string>();
  const wishlists = new Map<string, string[]>();
  const wishlistOf = (user: string) =>
    (wishlists.get(user) ?? []).flatMap((sku) => {
      const product = bySku(sku);
      return product
        ? [
            {
              sku,
              name: product.name,
              urlKey: product.sku.toLowerCase(),
              image: null,
              addedAt: '2026-01-01T00:00:00.000Z',
            },
          ]
        : [];
    });
  const reviewReports: unknown[] = [];
  const approvedReviews: Review[] = [
    {
      id: 1,
      product_id: 1,
      title: 'Solide',
      detail: 'Bien cousue.',
      nickname: 'Paul',
      created_at: '2025-03-01 09:00:00',
      ratings: [{ value: 4 }],
    },
    {
      id: 2,
      product_id: 1,
      title: 'Parfait',
      detail: 'Très solide.',
      nickname: 'Léa',
      created_at: '2025-05-02 10:00:00',
      ratings: [{ value: 5 }],
    },
    {
      id: 3,
      product_id: 1,
      title: 'Correct',
      detail: 'Livraison lente.',
      nickname: 'Marc',
      created_at: '2025-04-11 15:30:00',
      ratings: [{ value: 3 }],
    },
    {
      id: 4,
      product_id: 2,
      title: 'Grande',
      detail: 'Pour la ferme.',
      nickname: 'Anne',
      created_at: '2025-02-20 08:00:00',
      ratings: [{ value: 5 }],
    },
  ];
  const orderKeys = new Map<string, string>();
  const slide = (priority: number, title: string) => ({
    priority,
    title,
    image: `/slides/${priority}.jpg`,
    link: '/citernes-souples.html',
  });
  const storeContent: FakeShop['storeContent'] = new Map([
    [
      'fr',
      {
        banners: {
          mainBanners: [
            { title: 'Citernes souples', link: '/citernes-souples.html', image: '/banners/main.jpg', alt: 'Citerne' },
          ],
          smallBanners: [],
          productBanners: [],
          menuAsideBanners: [],
        },
        'head-images': [],
        instagram: [{ image: '/instagram/1.jpg', link: 'https://instagram.example/p/1', alt: 'Chantier' }],
        'default-content': [{ title: 'Livraison', message: ['Sous 48 h', 'partout en France'] }],
        homepage: {
          new_collection: { title: 'Nouveautés', query: { sort: 'created_at' } },
          bestsellers: { title: 'Meilleures ventes' },
          slider: { title: 'Nos citernes' },
        },
        slides: [slide(20, 'Eau de pluie'), slide(3, 'Incendie'), slide(10, 'Agricole')],
      },
    ],
  ]);
  const contactMessages: unknown[] = [];
  const withdrawals: FakeShop['withdrawals'] = [];
  const mailTokens = new Set<string>();

  const stockOf = (product: FakeProduct) => ({
    product_id: product.id,
    product_sku: product.sku,
    qty: product.qty,
    is_in_stock: !product.manageStock || product.qty > 0,
    manage_stock: product.manageStock,
    stock_status: !product.manageStock
      ? ('volatile' as const)
      : product.qty > 0
        ? ('ok' as const)
        : ('out_of_stock' as const),
  });

  // The card and points of a customer, as the API computes them (SPEC-free shop rule: 1 point per whole euro
  // of every paid order; the card number is the EAN-13 "29" + the id on 10 digits + the check digit).
  const loyaltyOf = (profile: UserProfile): LoyaltyCard => {
    const body = `29${String(profile.id).padStart(10, '0')}`;
    const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
    const paid = orders.filter(
      (order) => order.customer_email === profile.email && ['processing', 'complete'].includes(String(order.status)),
    );
    return {
      cardNumber: `${body}${(10 - (sum % 10)) % 10}`,
      points: paid.reduce((total, order) => total + Math.floor(Number(order.grand_total ?? 0)), 0),
      pointsPerEuro: 1,
      paidOrders: paid.length,
      memberSince: '2026-01-05T09:00:00.000Z',
    };
  };
  const accessibleOrder = (orderNumber: string, key: string | undefined, user: string | null) => {
    const order = orders.find((candidate) => candidate.increment_id === orderNumber);
    const allowed =
      order !== undefined &&
      ((user !== null && order.customer_email === user) ||
        (key !== undefined && orderKeys.get(order.increment_id) === key));
    return allowed ? order : undefined;
  };
  // The fake's withdrawal rules: a guest gives the order's e-mail, the link token is `link-<order number>`, the
  // period is always open, and item ids are the line's index + 1.
  const withdrawableOrder = (
    access: { orderNumber?: string; orderEmail?: string; linkToken?: string },
    user: string | null,
  ) => {
    const orderNumber = access.linkToken?.startsWith('link-') ? access.linkToken.slice(5) : access.orderNumber;
    const order = orders.find((candidate) => candidate.increment_id === orderNumber);
    if (!order) return undefined;
    const allowed =
      access.linkToken !== undefined ||
      (user !== null && order.customer_email === user) ||
      (access.orderEmail !== undefined && access.orderEmail.toLowerCase() === order.customer_email?.toLowerCase());
    if (!allowed) return undefined;
    const lines = (order.items ?? []).map((item, index) => {
      const qtyOrdered = Number(item.qty_ordered ?? 0);
      const qtyWithdrawn = withdrawals
        .filter((withdrawal) => withdrawal.orderNumber === order.increment_id)
        .flatMap((withdrawal) => withdrawal.lines)
        .filter((line) => line.itemId === index + 1)
        .reduce((sum, line) => sum + line.qty, 0);
      const left = Math.max(0, qtyOrdered - qtyWithdrawn);
      return {
        itemId: index + 1,
        sku: String(item.sku),
        name: String(item.name ?? item.sku),
        qtyOrdered,
        qtyWithdrawn,
        qtyWithdrawable: left,
        refusal: left === 0 ? ('already-withdrawn' as const) : null,
      };
    });
    return {
      orderNumber: order.increment_id,
      orderedAt: '2025-05-02T10:00:00.000Z',
      name: 'Léa Martin',
      email: order.customer_email ?? '',
      period: {
        startsOn: '2025-05-02',
        basis: 'order' as const,
        lastDay: '2025-05-16',
        endsAt: '2025-05-16T22:00:00.000Z',
        extended: false,
        open: true,
      },
      lines,
    };
  };
  // A cart call on the ledger, its refusal answered as the API answers it.
  const refusal = (error: unknown) => {
    if (error instanceof CartRefusal) return fail(error.status, error.message, error.code);
    throw error;
  };
  const onCart = <T>(work: () => T) => {
    try {
      return ok(work());
    } catch (error) {
      return refusal(error);
    }
  };
  const notYourAddress = () => fail(403, 'You can only manage your own newsletter subscription.', 'FORBIDDEN');
  const paymentMethods = [
    { code: 'cashondelivery', title: 'Paiement à la livraison', cost: 0 },
    { code: 'card', title: 'Carte bancaire' },
  ];

  const shop: FakeShop = {
    tokens,
    refreshTokens,
    carts,
    orders,
    placements,
    newsletter,
    reviews,
    reviewReports,
    approvedReviews,
    customerReviews,
    loginAsCustomerTokens,
    orderKeys,
    storeContent,
    slidePhotoToken: 'slide-admin',
    contactMessages,
    withdrawals,
    refuseRefresh: false,
    failPayment(orderNumber) {
      const order = orders.find((candidate) => candidate.increment_id === orderNumber);
      if (order) order.status = 'canceled';
    },
    issueTokens(email) {
      const pair = { token: next('t-'), refreshToken: next('r-') };
      tokens.set(pair.token, email);
      refreshTokens.set(pair.refreshToken, email);
      return pair;
    },
    handlers: {
      cartCreate: ({ user }) => onCart(() => carts.create(user)),
      cartUpdate: ({ query, body, user }) => onCart(() => carts.put(carts.open(query.cartId, user), body.cartItem)),
      cartDelete: ({ query, body, user }) =>
        onCart(() => {
          carts.remove(carts.open(query.cartId, user), body.cartItem.item_id);
          return true;
        }),
      cartPull: ({ query, user }) => onCart(() => carts.items(carts.open(query.cartId, user))),
      cartTotals: ({ query, user }) => onCart(() => carts.totals(carts.open(query.cartId, user))),
      cartPaymentMethods: ({ query, user }) =>
        onCart(() => {
          carts.open(query.cartId, user);
          return paymentMethods;
        }),
      cartShippingMethods: ({ query, body, user }) =>
        onCart(() => {
          carts.open(query.cartId, user);
          return body.address.country_id === 'FR'
            ? [
                {
                  carrier_code: 'flatrate',
                  method_code: 'flatrate',
                  method_title: 'DPD Courier',
                  amount: 4,
                  price_incl_tax: 5,
                  available: true,
                },
              ]
            : [];
        }),
      cartShippingInformation: ({ query, user }) =>
        onCart(() => ({ payment_methods: paymentMethods, totals: carts.totals(carts.open(query.cartId, user)) })),
      cartCollectTotals: ({ query, user }) => onCart(() => carts.totals(carts.open(query.cartId, user))),
      cartApplyCoupon: ({ query, user }) =>
        onCart(() => {
          carts.applyCoupon(carts.open(query.cartId, user), query.coupon);
          return true;
        }),
      cartDeleteCoupon: ({ query, user }) =>
        onCart(() => {
          carts.open(query.cartId, user).coupon = null;
          return true;
        }),
      userLogin: ({ body }) => {
        const account = users.get(body.username);
        if (!account || account.password !== body.password) {
          return fail(401, 'The account sign-in was incorrect or temporarily disabled', 'SIGN_IN');
        }
        const pair = shop.issueTokens(body.username);
        return ok(pair.token, { refreshToken: pair.refreshToken });
      },
      userLogout: ({ headers, query }) => {
        const token = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1] ?? query.token;
        const email = token ? tokens.get(token) : undefined;
        if (!token || !email) return fail(401, 'Unauthorized');
        tokens.delete(token);
        for (const [refresh, owner] of refreshTokens) if (owner === email) refreshTokens.delete(refresh);
        return ok(true);
      },
      userCreate: ({ body }) => {
        if (users.has(body.customer.email)) {
          return fail(409, 'A customer with the same email address already exists', 'EXISTS');
        }
        const profile = { id: users.size + 10, group_id: 1, ...body.customer, addresses: [] };
        users.set(body.customer.email, { password: body.password, profile });
        return ok(profile);
      },
      userResetPassword: () => ok(true),
      userCreatePassword: ({ body }) =>
        body.resetToken === 'valid-reset' ? ok(true) : fail(400, 'Your password reset link has expired.', 'EXPIRED'),
      userChangePassword: ({ body, user }) => {
        const account = user ? users.get(user) : undefined;
        if (!account) return fail(401, 'Unauthorized');
        if (account.password !== body.currentPassword) {
          return { code: 400, result: { errorMessage: 'The password does not match this account.' } };
        }
        account.password = body.newPassword;
        return ok(true);
      },
      userMe: ({ user }) => {
        const account = user ? users.get(user) : undefined;
        return account ? ok(account.profile) : fail(401, 'Unauthorized');
      },
      userUpdateMe: ({ body, user }) => {
        const account = user ? users.get(user) : undefined;
        if (!account) return fail(401, 'Unauthorized');
        account.profile = { ...account.profile, ...body.customer, addresses: body.customer.addresses ?? [] };
        return ok(account.profile);
      },
      userRefresh: ({ body }) => {
        const email = refreshTokens.get(body.refreshToken);
        if (!email || shop.refuseRefresh) return fail(401, 'Invalid refresh token');
        const token = next('t-');
        tokens.set(token, email);
        return ok(token);
      },
      userReviews: ({ user }) => ok([...(customerReviews.get(user ?? '') ?? [])].reverse()),
      userLoyalty: ({ user }) => {
        const account = user ? users.get(user) : undefined;
        return account ? ok(loyaltyOf(account.profile)) : fail(401, 'Unauthorized');
      },
      userExport: ({ user }) => {
        const account = user ? users.get(user) : undefined;
        if (!account || !user) return fail(401, 'Unauthorized');
        const { addresses, ...customer } = account.profile;
        return ok({
          exportedAt: '2026-01-01T00:00:00.000Z',
          format: CUSTOMER_EXPORT_FORMAT,
          customer,
          addresses: addresses ?? [],
          orders: orders
            .filter((order) => order.customer_email === user)
            .map((order) => ({ ...order, orderNumber: order.increment_id, items: order.items ?? [] })),
          newsletter: newsletter.has(user)
            ? { email: user, status: 'subscribed', subscribedAt: null, couponCode: null }
            : null,
          reviews: customerReviews.get(user) ?? [],
          loyalty: loyaltyOf(account.profile),
          wishlist: wishlistOf(user),
          sessions: [...tokens.values()]
            .filter((owner) => owner === user)
            .map(() => ({
              createdAt: '2026-01-01T00:00:00.000Z',
              expiresAt: '2026-02-01T00:00:00.000Z',
              revokedAt: null,
            })),
        });
      },
      userDelete: ({ body, user }) => {
        const account = user ? users.get(user) : undefined;
        if (!account || !user) return fail(401, 'Unauthorized');
        if (account.password !== body.password) return fail(403, 'The password is incorrect.', 'WRONG_PASSWORD');
        users.delete(user);
        for (const map of [tokens, refreshTokens])
          for (const [token, owner] of map) if (owner === user) map.delete(token);
        newsletter.delete(user);
        customerReviews.delete(user);
        wishlists.delete(user);
        for (const order of orders) {
          if (order.customer_email === user) order.customer_email = `anonymised-${order.increment_id}@invalid`;
        }
        return ok(true);
      },
      userLoginAsCustomer: ({ body }) => {
        const email = loginAsCustomerTokens.get(body.token);
        loginAsCustomerTokens.delete(body.token);
        if (!email || !users.has(email)) {
          return fail(403, 'This login link is invalid, expired or already used.', 'LOGIN_AS_CUSTOMER_REFUSED');
        }
        const pair = shop.issueTokens(email);
        return ok(pair.token, { refreshToken: pair.refreshToken });
      },
      userWishlist: ({ user }) => (user && users.has(user) ? ok(wishlistOf(user)) : fail(401, 'Unauthorized')),
      userWishlistAdd: ({ body, user }) => {
        if (!user || !users.has(user)) return fail(401, 'Unauthorized');
        const list = wishlists.get(user) ?? [];
        for (const sku of body.skus) if (bySku(sku) && !list.includes(sku)) list.push(sku);
        wishlists.set(user, list);
        return ok(wishlistOf(user));
      },
      userWishlistRemove: ({ body, user }) => {
        if (!user || !users.has(user)) return fail(401, 'Unauthorized');
        wishlists.set(
          user,
          (wishlists.get(user) ?? []).filter((sku) => sku !== body.sku),
        );
        return ok(wishlistOf(user));
      },
      orderHistory: ({ query, user }) => {
        if (!user) return fail(401, 'Unauthorized');
        const mine = orders.filter((order) => order.customer_email === user);
        const start = (query.currentPage - 1) * query.pageSize;
        return ok({ items: mine.slice(start, start + query.pageSize), total_count: mine.length });
      },
      placeOrder: ({ body, user, headers }) => {
        const key = String(headers['idempotency-key'] ?? body.order_id);
        const placed = orders.find((order) => order.increment_id === key);
        const answer = (order: Order) =>
          ok({
            orderId: order.entity_id,
            orderNumber: order.increment_id,
            status: order.status,
            paymentRedirectUrl:
              body.addressInformation.payment_method_code === 'card'
                ? `https://pay.example/session/${order.entity_id}`
                : null,
          });
        if (placed) return answer(placed);
        let cart: LedgerCart<string>;
        try {
          cart = carts.open(body.cart_id, user);
        } catch (error) {
          return refusal(error);
        }
        placements.set(key, (placements.get(key) ?? 0) + 1);
        const order: Order = {
          entity_id: orders.length + 1,
          increment_id: key,
          created_at: '2025-05-02 10:00:00',
          status: body.addressInformation.payment_method_code === 'card' ? 'pending_payment' : 'pending',
          grand_total: carts.totals(cart).grand_total ?? 0,
          customer_email: user ?? body.addressInformation.billingAddress.email,
          items: body.products.map((line) => ({ sku: line.sku, name: line.name ?? line.sku, qty_ordered: line.qty })),
        };
        orders.push(order);
        orderKeys.set(order.increment_id, next('k-'));
        carts.close(body.cart_id);
        return answer(order);
      },
      orderView: ({ params, query, user }) => {
        const order = accessibleOrder(String(params.orderNumber), query.key, user);
        return order ? ok(order) : fail(404, 'No such order.', 'ORDER_NOT_FOUND');
      },
      orderRetryPayment: ({ params, query, body, user }) => {
        const order = accessibleOrder(String(params.orderNumber), query.key, user);
        if (!order) return fail(404, 'No such order.', 'ORDER_NOT_FOUND');
        if (order.status !== 'canceled') {
          return fail(409, 'Only an order whose card payment failed can be paid again.', 'PAYMENT_NOT_RETRYABLE');
        }
        const card = body.payment_method_code === 'card';
        order.status = card ? 'pending_payment' : 'pending';
        return ok({
          orderNumber: order.increment_id,
          status: order.status,
          paymentMethod: body.payment_method_code,
          paymentRedirectUrl: card ? `https://pay.example/session/${order.entity_id}-${next('retry-')}` : null,
        });
      },
      orderReorder: ({ params, query, user }) => {
        const order = accessibleOrder(String(params.orderNumber), query.key, user);
        if (!order) return fail(404, 'No such order.', 'ORDER_NOT_FOUND');
        // What can still be sold goes in a new guest cart or the customer's own; a line the cart refuses (gone, not
        // enough stock) is skipped.
        const cartId = carts.create(user);
        const cart = carts.open(cartId, user);
        const skipped: string[] = [];
        for (const line of order.items) {
          const added = onCart(() => carts.put(cart, { sku: line.sku, qty: line.qty_ordered, quoteId: cartId }));
          if (added.code !== 200) skipped.push(line.sku);
        }
        return ok({ cartId, skipped });
      },
      orderCreateAccount: ({ params, query, body }) => {
        const order = accessibleOrder(String(params.orderNumber), query.key, null);
        if (!order) return fail(404, 'No such order.', 'ORDER_NOT_FOUND');
        const email = order.customer_email ?? '';
        if (users.has(email)) return fail(409, 'A customer with the same email address already exists', 'EMAIL_TAKEN');
        const profile = {
          id: users.size + 10,
          group_id: 1,
          email,
          firstname: 'Léa',
          lastname: 'Martin',
          addresses: [],
        };
        users.set(email, { password: body.password, profile });
        return ok(profile);
      },
      stockCheck: ({ query }) => {
        const product = bySku(query.sku);
        return product ? ok(stockOf(product)) : fail(404, 'Product not found', 'NO_PRODUCT');
      },
      stockList: ({ query }) =>
        ok(query.skus.flatMap((sku) => (bySku(sku) ? [stockOf(bySku(sku) as FakeProduct)] : []))),
      // As the API: the status and the unsubscription are the logged-in customer's own (SPEC §4, issue 19).
      newsletterStatus: ({ query, user }) =>
        user?.toLowerCase() !== query.email.toLowerCase()
          ? notYourAddress()
          : ok(newsletter.has(query.email) ? 'subscribed' : 'unsubscribed'),
      newsletterSubscribe: ({ body }) => {
        newsletter.add(body.customerEmail);
        return ok('subscribed');
      },
      newsletterUnsubscribe: ({ body, user }) => {
        if (user?.toLowerCase() !== body.email.toLowerCase()) return notYourAddress();
        newsletter.delete(body.email);
        return ok('unsubscribed');
      },
      // The fake shop mails no signed unsubscribe link, so no link it is given can be one of its own.
      newsletterUnsubscribeLink: () => fail(400, 'This unsubscribe link is not valid.', 'INVALID_LINK'),
      reviewCreate: ({ body, user }) => {
        reviews.push(body.review);
        const product = products.find((candidate) => candidate.id === body.review.product_id);
        if (user && product) {
          const mine = customerReviews.get(user) ?? [];
          mine.push({
            id: reviews.length,
            productId: product.id,
            sku: product.sku,
            productName: product.name,
            productUrlPath: product.sku.toLowerCase(),
            title: body.review.title,
            detail: body.review.detail,
            rating: body.review.rating,
            nickname: body.review.nickname,
            status: 'pending',
            createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, reviews.length)).toISOString(),
          });
          customerReviews.set(user, mine);
        }
        return ok(true);
      },
      reviewList: ({ query }) => {
        const mine = approvedReviews
          .filter((review) => review.product_id === query.product_id)
          .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
        const start = (query.currentPage - 1) * query.pageSize;
        return ok({ items: mine.slice(start, start + query.pageSize), total: mine.length });
      },
      reviewReport: ({ body }) => {
        if (!approvedReviews.some((review) => review.id === body.reviewId)) {
          return fail(404, `Review ${body.reviewId} is not published.`, 'REVIEW_NOT_FOUND');
        }
        reviewReports.push(body);
        return ok(true as const);
      },
      reviewSummary: () => {
        const ratings = approvedReviews.map((review) => review.ratings?.[0]?.value ?? 0);
        const average = ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : 0;
        return ok({
          totalReviews: ratings.length,
          averageRating: Math.round(average * 10) / 10,
          stars: Math.round(average * 2) / 2,
          source: 'shop' as const,
        });
      },
      // The fake shop has no review service: its own approved reviews, newest first, as the API's fallback answers.
      reviewLatest: () => {
        const items = [...approvedReviews]
          .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
          .slice(0, LATEST_REVIEW_COUNT)
          .map((review, index) => {
            const product = products.find((candidate) => candidate.id === review.product_id);
            return {
              id: `shop-${review.id ?? index}`,
              author: review.nickname,
              rating: review.ratings?.[0]?.value ?? 0,
              title: review.title,
              text: review.detail,
              createdAt: new Date(
                `${String(review.created_at ?? '2000-01-01 00:00:00').replace(' ', 'T')}Z`,
              ).toISOString(),
              verified: review.verified_purchase === true,
              experienceDate: review.verified_purchase === true ? (review.experience_date ?? null) : null,
              product: product
                ? {
                    id: product.id,
                    sku: product.sku,
                    parentSku: null,
                    name: product.name,
                    urlKey: product.sku.toLowerCase(),
                  }
                : null,
            };
          });
        return ok({ items, source: 'shop' as const });
      },
      storeContent: ({ params }) => {
        const doc = storeContent.get(params.storeCode ?? '')?.[params.kind as StoreContentKind];
        return doc ? ok(doc) : fail(404, `No ${params.kind} content for store ${params.storeCode}`);
      },
      slidePhoto: ({ query, headers }) => {
        if (headers.authorization !== `Bearer ${shop.slidePhotoToken}`) {
          return fail(401, 'The slide-photo call needs the admin token');
        }
        const slides = storeContent.get(query.storeCode)?.slides;
        return slides ? ok(JSON.stringify(slides)) : fail(404, `No slides for store ${query.storeCode}`);
      },
      cmsPage: ({ params }) =>
        params.id === 'about-us' || params.id === '3'
          ? ok({ id: 3, identifier: 'about-us', title: 'Qui sommes-nous', content: '<p>Fabricant français</p>' })
          : fail(404, 'CMS query returned empty result', 'NO_CMS'),
      cmsBlock: ({ params }) =>
        params.id === 'modal-all-page' || params.id === '9'
          ? ok({ id: 9, identifier: 'modal-all-page', content: '<p>-10 %</p>', active: true })
          : fail(404, 'CMS query returned empty result', 'NO_CMS'),
      urlMap: ({ body }) => mapUrl(body.url),
      urlResolve: ({ query }) => mapUrl(query.url),
      catalogSearch: ({ query }) => {
        if (query.type !== 'product') return ok({ items: [], total: 0, start: query.start, perPage: query.size });
        const items = products.slice(query.start, query.start + query.size).map((product) => ({
          id: product.id,
          sku: product.sku,
          name: product.name,
          type_id: 'simple',
          price: product.price,
          status: 1,
          visibility: 4,
        }));
        return ok({
          items,
          total: { value: products.length },
          start: query.start,
          perPage: query.size,
          aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 3 }] } },
        });
      },
      productRenderList: ({ query }) =>
        ok({
          items: query.skus.flatMap((sku) => {
            const product = bySku(sku);
            if (!product) return [];
            const groupPrice = query.userGroupId === 2 ? product.price * 0.9 : product.price;
            return [
              {
                id: product.id,
                price_info: {
                  final_price: groupPrice,
                  regular_price: product.price,
                  extension_attributes: { tax_adjustments: { final_price: groupPrice * 1.2 } },
                },
              },
            ];
          }),
        }),
      contact: ({ body }) => {
        contactMessages.push(body);
        return ok({ message: 'Your comment was sent!' });
      },
      withdrawalLookup: ({ body, user }) => {
        const order = withdrawableOrder(body, user);
        return order ? ok(order) : fail(404, 'No such order.', 'ORDER_NOT_FOUND');
      },
      withdrawalSubmit: ({ body, user }) => {
        const order = withdrawableOrder(body, user);
        if (!order) return fail(404, 'No such order.', 'ORDER_NOT_FOUND');
        for (const line of body.lines) {
          const known = order.lines.find((candidate) => candidate.itemId === line.itemId);
          if (!known || line.qty > known.qtyWithdrawable) {
            return fail(409, 'This line cannot be withdrawn.', 'WITHDRAWAL_LINE_REFUSED');
          }
        }
        withdrawals.push({ orderNumber: order.orderNumber, name: body.name, email: body.email, lines: body.lines });
        return ok({
          id: withdrawals.length,
          orderNumber: order.orderNumber,
          requestedAt: '2025-05-03T10:00:00.000Z',
          name: body.name,
          email: body.email,
          lines: body.lines.map((line) => {
            const known = order.lines.find((candidate) => candidate.itemId === line.itemId);
            return { itemId: line.itemId, sku: known?.sku ?? '', name: known?.name ?? '', qty: line.qty };
          }),
          returnAddress: 'Citerne Exemple, 1 rue de l’Exemple, 49300 Cholet',
          returnDays: 14,
          refundDays: 14,
        });
      },
      mailToken: () => {
        const token = next('m-');
        mailTokens.add(token);
        return ok(token);
      },
      sendMail: ({ body }) => {
        if (!mailTokens.delete(body.token)) return fail(403, 'Invalid mail token', 'MAIL_TOKEN');
        return ok('Email sent');
      },
      sellerIdentity: () => ok(EXAMPLE_SELLER_IDENTITY),
      shippingTerms: () => ok({ freeShippingFrom: { FR: 200 } }),
    },
  };

  function mapUrl(url: string): FakeAnswer<'urlMap'> {
    const path = url.replace(/^\//, '');
    if (path === 'citerne-10m3.html') {
      return ok({
        _type: 'product' as const,
        _source: { id: 1, sku: 'CIT-10M3', name: 'Citerne souple 10 m³', type_id: 'simple' as const },
      });
    }
    if (path === 'citernes-souples.html') {
      return ok({
        _type: 'category' as const,
        _source: { id: 3, name: 'Citernes souples', url_path: 'citernes-souples' },
      });
    }
    if (path === 'about-us')
      return ok({ _type: 'cms_page' as const, _source: { id: 3, identifier: 'about-us', content: '' } });
    return fail(404, 'No route found', 'NO_ROUTE');
  }

  return shop;
}
