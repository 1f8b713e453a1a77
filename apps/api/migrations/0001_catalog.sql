-- Catalogue documents (SPEC §3 Product and Category). The full entity lives in `doc`;
-- the columns beside it are what queries filter and sort on.
create table categories (
  id integer primary key,
  parent_id integer not null,
  name text not null,
  url_key text not null,
  url_path text not null unique,
  level integer not null,
  position integer not null default 0,
  is_active boolean not null default true,
  doc jsonb not null,
  updated_at timestamptz not null default now()
);

create table products (
  id integer primary key,
  sku text not null unique,
  type_id text not null check (type_id in ('simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable')),
  name text not null,
  url_key text not null,
  status integer not null,
  visibility integer not null,
  doc jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index products_created_at on products (created_at desc);
