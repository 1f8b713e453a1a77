-- Orders (SPEC §4 "Place order"): one row per order, lines and prices frozen at placement.
-- `idempotency_key` makes replays of one request return the first result.
create table orders (
  id serial primary key,
  increment_id text not null unique,
  idempotency_key text not null unique,
  request_fingerprint text not null,
  access_key text not null,
  cart_id text not null,
  customer_id integer references customers (id) on delete set null,
  customer_email text not null,
  status text not null,
  state text not null,
  payment_method text not null,
  shipping_carrier_code text,
  shipping_method_code text,
  shipping_description text,
  shipping_address jsonb,
  billing_address jsonb not null,
  coupon_code text,
  currency text not null default 'EUR',
  subtotal integer not null,
  subtotal_incl_tax integer not null,
  shipping_amount integer not null,
  shipping_incl_tax integer not null,
  discount_amount integer not null,
  tax_amount integer not null,
  grand_total integer not null,
  total_qty integer not null,
  result jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index orders_customer on orders (customer_id, created_at desc);

create table order_items (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  sku text not null,
  parent_sku text,
  product_id integer,
  name text not null,
  product_type text not null,
  qty_ordered integer not null,
  price integer not null,
  price_incl_tax integer not null,
  row_total integer not null,
  row_total_incl_tax integer not null,
  tax_amount integer not null,
  tax_percent numeric not null,
  discount_amount integer not null,
  product_option jsonb,
  -- What this line took from stock: [{ sku, qty }], given back if the order is cancelled.
  stock_moves jsonb not null
);

create index order_items_order on order_items (order_id);

-- A card payment session at a redirect provider; paid only on a verified signed notification.
create table payments (
  id text primary key,
  order_id integer not null references orders (id) on delete cascade,
  provider text not null,
  amount integer not null,
  currency text not null,
  status text not null check (status in ('pending', 'paid', 'failed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  notified_at timestamptz
);

create index payments_order on payments (order_id);

-- Order numbers shown to shoppers ('000000012'), from a sequence so parallel orders never share one.
create sequence order_numbers start with 1;
