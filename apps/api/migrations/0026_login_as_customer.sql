-- Login as customer (SPEC §6): the merchant's CLI signs stateless, 15-minute tokens without the database
-- (PGlite cannot be opened by a second process while the shop runs); the API records each token's nonce
-- when it is redeemed, so a token logs in once. Rows past their expiry can be dropped: an expired token
-- is refused by its signed expiry anyway.
create table login_as_customer_redemptions (
  nonce text primary key,
  customer_id integer references customers (id) on delete set null,
  expires_at timestamptz not null,
  redeemed_at timestamptz not null default now()
);

create index login_as_customer_redemptions_expiry on login_as_customer_redemptions (expires_at);
