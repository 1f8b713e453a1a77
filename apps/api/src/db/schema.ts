import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** A catalogue document as stored: the SPEC §3 entity as JSON, with indexed columns beside it. */
export type Document<T extends object = Record<string, unknown>> = JSONColumnType<T, string, string>;

export interface CategoryTable {
  id: number;
  parent_id: number;
  name: string;
  url_key: string;
  url_path: string;
  level: number;
  position: number;
  is_active: boolean;
  doc: Document;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface ProductTable {
  id: number;
  sku: string;
  parent_sku: string | null;
  type_id: string;
  name: string;
  url_key: string;
  url_path: string | null;
  status: number;
  visibility: number;
  doc: Document;
  created_at: ColumnType<Date, string | undefined, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface AttributeTable {
  attribute_id: number;
  attribute_code: string;
  doc: Document;
}

export interface TaxRuleTable {
  id: number;
  doc: Document;
}

export interface CmsPageTable {
  id: number;
  identifier: string;
  store_id: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  doc: Document;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface CmsBlockTable {
  id: number;
  identifier: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  doc: Document;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface CmsHierarchyTable {
  id: number;
  identifier: string;
  doc: Document;
}

/** Per-store content read by the storefront (SPEC §3 Homepage data, banners, Instagram images, default content). */
export interface StoreContentTable {
  store_code: string;
  kind: string;
  doc: JSONColumnType<object, string, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** A regular price change of a product (migration 0030; art. L112-1-1 reference prices). */
export interface PriceHistoryTable {
  sku: string;
  /** Euros in the catalogue's basis; PostgreSQL's numeric reads back as a string. */
  price: ColumnType<string | number, number, number>;
  starts_at: ColumnType<Date, Date | string, Date | string>;
}

// The commerce tables (migrations 0020–0029).

/** An address as the commerce tables keep it (SPEC §3 "Address payload"). */
export type StoredAddress = {
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  country_id: string;
  region?: string;
  region_id?: number | null;
  region_code?: string;
  telephone?: string;
  company?: string;
  vat_id?: string;
  email?: string;
};

/** The options chosen for a line, normalised (SPEC §3 `product_option.extension_attributes`). */
export type StoredProductOption = {
  extension_attributes: {
    custom_options?: { option_id: string; option_value: string }[];
    configurable_item_options?: { option_id: string; option_value: string }[];
    bundle_options?: { option_id: number; option_qty: number; option_selections: number[] }[];
  };
};

/** One stock movement of an order line: the sku whose stock it took and how many units. */
export type StockMove = {
  sku: string;
  qty: number;
};

export interface CustomerTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  group_id: Generated<number>;
  default_billing: number | null;
  default_shipping: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  street: Json<string[]>;
  city: string;
  postcode: string;
  country_id: string;
  region: string | null;
  region_id: number | null;
  region_code: string | null;
  telephone: string | null;
  company: string | null;
  vat_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerSessionTable {
  id: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type CartStatus = 'active' | 'ordered' | 'merged';

export interface CartTable {
  id: string;
  customer_id: number | null;
  status: ColumnType<CartStatus, CartStatus | undefined, CartStatus>;
  coupon_code: string | null;
  shipping_address: NullableJson<StoredAddress>;
  billing_address: NullableJson<StoredAddress>;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemTable {
  id: Generated<number>;
  cart_id: string;
  sku: string;
  parent_sku: string | null;
  product_type: string;
  qty: number;
  product_option: NullableJson<StoredProductOption>;
  option_key: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StockItemTable {
  sku: string;
  product_id: number;
  qty: number;
  manage_stock: ColumnType<boolean, boolean | undefined, boolean>;
  is_in_stock: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface CouponTable {
  code: string;
  percent: number;
  single_use: ColumnType<boolean, boolean | undefined, boolean>;
  issued_to: string | null;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
  used_at: NullableTimestamp;
  used_by_order_id: number | null;
}

export interface OrderTable {
  id: Generated<number>;
  increment_id: string;
  idempotency_key: string;
  request_fingerprint: string;
  access_key: string;
  cart_id: string;
  customer_id: number | null;
  customer_email: string;
  status: string;
  state: string;
  payment_method: string;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  shipping_address: NullableJson<StoredAddress>;
  billing_address: Json<StoredAddress>;
  coupon_code: string | null;
  currency: ColumnType<string, string | undefined, string>;
  subtotal: number;
  subtotal_incl_tax: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
  grand_total: number;
  total_qty: number;
  result: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Whether the confirmation mail carried the withdrawal information (migration 0028; art. L221-20). */
  withdrawal_informed: Generated<boolean>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  sku: string;
  parent_sku: string | null;
  product_id: number | null;
  name: string;
  product_type: string;
  qty_ordered: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  tax_amount: number;
  tax_percent: ColumnType<string, number | string, number | string>;
  discount_amount: number;
  product_option: NullableJson<StoredProductOption>;
  stock_moves: Json<StockMove[]>;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed';

/** The HTML form a provider reached by a form post receives (Systempay): its URL and its signed fields. */
export type PaymentForm = {
  action: string;
  fields: Record<string, string>;
};

export interface PaymentTable {
  id: string;
  order_id: number;
  provider: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** 1 for the session opened with the order, then one more each time the order is paid again. */
  attempt: ColumnType<number, number | undefined, number>;
  redirect_url: string | null;
  /** The provider's own id of the session. */
  reference: string | null;
  redirect_form: NullableJson<PaymentForm>;
  created_at: Timestamp;
  updated_at: Timestamp;
  notified_at: NullableTimestamp;
}

export interface NewsletterSubscriberTable {
  email: string;
  status: 'subscribed' | 'unsubscribed';
  subscribed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
  coupon_code: string | null;
  /** The version the signed unsubscribe links carry; raising it revokes those mailed before (migration 0032). */
  link_version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  status: ReviewStatus;
  source: ColumnType<string, string | undefined, string>;
  /** Written by a customer who ordered the product (art. D111-17: verified reviews are marked). */
  verified_purchase: ColumnType<boolean, boolean | undefined, boolean>;
  /** The date of the order the review is about, when verified. */
  experience_date: NullableTimestamp;
  created_at: Timestamp;
}

/** Why a shopper reported a review. */
export type ReviewReportReason = 'fake' | 'offensive' | 'personal-data' | 'off-topic' | 'other';

export interface ReviewReportTable {
  id: Generated<number>;
  review_id: number;
  reason: ReviewReportReason;
  detail: string | null;
  created_at: Timestamp;
  handled_at: NullableTimestamp;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  telephone: string | null;
  subject: string | null;
  message: string;
  created_at: Timestamp;
}

export type MailStatus = 'pending' | 'sent' | 'failed' | 'stored';

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** Extra headers the mail is sent with, e.g. List-Unsubscribe (migration 0032). */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

/** A file attached to an outgoing mail, in its order (migration 0031). */
export interface MailOutboxAttachmentTable {
  mail_id: number;
  position: number;
  filename: string;
  content_type: string;
  content: Uint8Array;
}

/** A redeemed login-as-customer token: its nonce, so it cannot log in twice (migration 0026). */
export interface LoginAsCustomerRedemptionTable {
  nonce: string;
  customer_id: number | null;
  expires_at: Timestamp;
  redeemed_at: Timestamp;
}

/** A product in a customer's wishlist, once per customer and sku (migration 0029). */
export interface WishlistItemTable {
  id: Generated<number>;
  customer_id: number;
  sku: string;
  added_at: Timestamp;
}

/**
 * Tables of the commerce platform (carts, customers, orders, payments, newsletter,
 * reviews, mail outbox, stock), created by migrations 0020–0039. Money columns hold euro cents.
 */
export type CommerceTables = {
  customers: CustomerTable;
  customer_addresses: CustomerAddressTable;
  customer_sessions: CustomerSessionTable;
  refresh_tokens: RefreshTokenTable;
  password_reset_tokens: PasswordResetTokenTable;
  carts: CartTable;
  cart_items: CartItemTable;
  stock_items: StockItemTable;
  coupons: CouponTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  payments: PaymentTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  reviews: ReviewTable;
  review_reports: ReviewReportTable;
  contact_messages: ContactMessageTable;
  mail_outbox: MailOutboxTable;
  mail_outbox_attachments: MailOutboxAttachmentTable;
  login_as_customer_redemptions: LoginAsCustomerRedemptionTable;
  wishlist_items: WishlistItemTable;
};

// The withdrawal tables (migration 0028).

/** A withdrawal from an order (migration 0028): who asked, when, and its state. */
export interface WithdrawalTable {
  id: Generated<number>;
  order_id: number;
  name: string;
  email: string;
  status: ColumnType<'requested' | 'refunded', 'requested' | 'refunded' | undefined, 'requested' | 'refunded'>;
  created_at: Timestamp;
}

/** One line of an order concerned by a withdrawal, with the quantity sent back. */
export interface WithdrawalLineTable {
  withdrawal_id: number;
  order_item_id: number;
  qty: number;
}

/** A withdrawal from an order placed in Magento (migration 0037): the order by Magento's id and number. */
export interface MagentoWithdrawalTable extends WithdrawalTable {
  increment_id: string;
}

/** The withdrawal tables. */
export interface WithdrawalTables {
  withdrawals: WithdrawalTable;
  withdrawal_lines: WithdrawalLineTable;
}

/** One attempt counted by a shared attempt limiter (migration 0033; `PostgresAttemptStore`). */
export interface AttemptLogTable {
  limiter: string;
  key: string;
  /** Milliseconds since the epoch (PostgreSQL bigint: node-postgres reads it back as a string). */
  at: ColumnType<number | string, number, number>;
}

/** An address a customer logged in from, trusted for that account until `until` (migration 0033). */
export interface AttemptTrustTable {
  limiter: string;
  key: string;
  until: ColumnType<number | string, number, number>;
}

/** A single-use token once spent, kept until it expires (migration 0034; `PostgresSpentTokens`). */
export interface SpentTokenTable {
  purpose: string;
  token: string;
  expires_at: ColumnType<number | string, number, number>;
}

export interface SchemaMigrationTable {
  version: number;
  name: string;
  applied_at: Generated<Date>;
}

/** The catalogue tables (migrations 0001, 0010–0019 and the price history, 0030). */
export interface CatalogTables {
  categories: CategoryTable;
  products: ProductTable;
  attributes: AttributeTable;
  tax_rules: TaxRuleTable;
  cms_pages: CmsPageTable;
  cms_blocks: CmsBlockTable;
  cms_hierarchy: CmsHierarchyTable;
  store_content: StoreContentTable;
  price_history: PriceHistoryTable;
}

/** The database of the embedded platform: catalogue plus commerce (migrations 0020–0039). */
/** What the Magento 2 platform keeps on the shop's side (migration 0035; empty on the embedded platform). */
export interface MagentoTables {
  magento_sessions: {
    id: string;
    /** Magento's customer id. */
    customer_id: number;
    email: string;
    group_id: number;
    /** The customer token Magento gave at login: server side only. */
    customer_token: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    revoked_at: NullableTimestamp;
  };
  magento_refresh_tokens: {
    token_hash: string;
    session_id: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  magento_orders: {
    idempotency_key: string;
    request_fingerprint: string;
    order_id: number | null;
    increment_id: string | null;
    status: string | null;
    access_key: string;
    customer_id: number | null;
    created_at: Timestamp;
  };
  /** The wishlists of Magento's customers, kept by the shop (migration 0036): Magento's REST API has none. */
  magento_wishlist_items: WishlistItemTable;
  /** Withdrawals of orders placed in Magento (migration 0037): `order_id` is Magento's `entity_id`. */
  magento_withdrawals: MagentoWithdrawalTable;
  /** Their lines: `order_item_id` is Magento's order item id (`item_id`). */
  magento_withdrawal_lines: WithdrawalLineTable;
}

export interface Database extends CatalogTables, CommerceTables, WithdrawalTables, MagentoTables {
  schema_migrations: SchemaMigrationTable;
  attempt_log: AttemptLogTable;
  attempt_trust: AttemptTrustTable;
  spent_tokens: SpentTokenTable;
}
