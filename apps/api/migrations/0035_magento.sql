-- The Magento 2 platform (`PLATFORM=magento2`, issue 24): what the shop keeps on its own side of Magento. Customers,
-- carts and orders live in Magento; the shop's own sessions (access and refresh tokens that rotate, logout on every
-- device) name a Magento customer by Magento's id and hold the customer token Magento gave at login, which never
-- leaves the server. Unused (empty) on the embedded platform.
create table magento_sessions (
  id text primary key,
  customer_id integer not null,
  email text not null,
  group_id integer not null,
  customer_token text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index magento_sessions_customer on magento_sessions (customer_id);

-- Refresh tokens of those sessions, as `refresh_tokens`: only their SHA-256 is stored; a used one is replaced.
create table magento_refresh_tokens (
  token_hash text primary key,
  session_id text not null references magento_sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index magento_refresh_tokens_session on magento_refresh_tokens (session_id);

-- An order placed in Magento, by the idempotency key of the request that placed it: a replay of the key answers the
-- first order (never a second one); `order_id` is null while the order is being placed. `access_key` opens the order
-- to whoever placed it (the guest's link), as `orders.access_key` on the embedded platform.
create table magento_orders (
  idempotency_key text primary key,
  request_fingerprint text not null,
  order_id integer,
  increment_id text unique,
  status text,
  access_key text not null,
  customer_id integer,
  created_at timestamptz not null default now()
);
