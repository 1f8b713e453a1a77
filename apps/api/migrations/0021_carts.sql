-- Server carts (SPEC §3 "Cart state", §7 cart calls). A cart id is an unguessable random string;
-- a customer cart also needs its owner's token. Prices are never stored: they are recomputed
-- from the catalogue on every read.
create table carts (
  id text primary key,
  customer_id integer references customers (id) on delete cascade,
  status text not null default 'active' check (status in ('active', 'ordered', 'merged')),
  coupon_code text,
  shipping_address jsonb,
  billing_address jsonb,
  shipping_carrier_code text,
  shipping_method_code text,
  payment_method text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index carts_customer on carts (customer_id, status);

create table cart_items (
  id serial primary key,
  cart_id text not null references carts (id) on delete cascade,
  sku text not null,
  parent_sku text,
  product_type text not null,
  qty integer not null check (qty > 0),
  product_option jsonb,
  -- Canonical form of the chosen options: two lines with the same sku and options are one line.
  option_key text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index cart_items_cart on cart_items (cart_id);
create unique index cart_items_line on cart_items (cart_id, sku, option_key);
create index cart_items_sku on cart_items (sku);
