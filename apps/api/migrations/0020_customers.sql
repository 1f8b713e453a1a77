-- Customers of the embedded platform (SPEC §3 "User state", §6): profile, addresses,
-- sessions with rotating refresh tokens, and one-time password reset tokens.
create table customers (
  id serial primary key,
  email text not null,
  firstname text not null,
  lastname text not null,
  password_hash text not null,
  group_id integer not null default 1,
  default_billing integer,
  default_shipping integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index customers_email on customers (lower(email));

create table customer_addresses (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  firstname text not null,
  lastname text not null,
  street jsonb not null,
  city text not null,
  postcode text not null,
  country_id text not null,
  region text,
  region_id integer,
  region_code text,
  telephone text,
  company text,
  vat_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index customer_addresses_customer on customer_addresses (customer_id);

-- A login session: access tokens name it (`sid`), refresh tokens rotate inside it; logout revokes it.
create table customer_sessions (
  id text primary key,
  customer_id integer not null references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index customer_sessions_customer on customer_sessions (customer_id);

-- Refresh tokens are opaque; only their SHA-256 is stored. A used token is replaced by the next one.
create table refresh_tokens (
  token_hash text primary key,
  session_id text not null references customer_sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index refresh_tokens_session on refresh_tokens (session_id);

create table password_reset_tokens (
  token_hash text primary key,
  customer_id integer not null references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index password_reset_tokens_customer on password_reset_tokens (customer_id);
