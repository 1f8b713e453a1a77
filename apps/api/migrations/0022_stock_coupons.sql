-- Stock of every sellable sku (SPEC §3 "Stock record"), initialised from the catalogue documents
-- and then owned by the commerce platform: orders decrement it under a row lock.
create table stock_items (
  sku text primary key,
  product_id integer not null,
  qty integer not null,
  manage_stock boolean not null default true,
  is_in_stock boolean not null default true,
  updated_at timestamptz not null default now()
);

-- Discount coupons (SPEC §9: 10 % via the newsletter). Single-use coupons record the order that used them.
create table coupons (
  code text primary key,
  percent integer not null check (percent > 0 and percent <= 100),
  single_use boolean not null default true,
  issued_to text,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  used_at timestamptz,
  used_by_order_id integer
);
