-- Newsletter (SPEC §3 "Newsletter"): opt-in date recorded; the first subscription issues a coupon.
create table newsletter_subscribers (
  email text primary key,
  status text not null check (status in ('subscribed', 'unsubscribed')),
  subscribed_at timestamptz,
  unsubscribed_at timestamptz,
  coupon_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Product reviews (SPEC §3 "Review summary"): created pending, listed once approved.
create table reviews (
  id serial primary key,
  product_id integer not null,
  customer_id integer references customers (id) on delete set null,
  nickname text not null,
  title text not null,
  detail text not null,
  rating integer not null check (rating between 1 and 5),
  status text not null check (status in ('pending', 'approved', 'rejected')),
  source text not null default 'shop',
  created_at timestamptz not null default now()
);

create index reviews_product on reviews (product_id, status, created_at desc);

create table contact_messages (
  id serial primary key,
  name text not null,
  email text not null,
  telephone text,
  subject text,
  message text not null,
  created_at timestamptz not null default now()
);

-- Every outgoing mail goes through the outbox; a sender delivers it when SMTP is configured.
create table mail_outbox (
  id serial primary key,
  kind text not null,
  to_address text not null,
  reply_to text,
  subject text not null,
  body_text text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'stored')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index mail_outbox_status on mail_outbox (status, id);
