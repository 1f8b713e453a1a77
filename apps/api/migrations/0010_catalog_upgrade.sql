-- Brings a database created by the first draft of 0001_catalog.sql (products and categories only) to the
-- catalogue schema of 0001; a no-op on databases created since. The seed fills the new tables on next start.
alter table products add column if not exists parent_sku text;
alter table products add column if not exists url_path text;
create index if not exists products_url_path on products (url_path);
create index if not exists products_parent_sku on products (parent_sku);

create table if not exists attributes (
  attribute_id integer primary key,
  attribute_code text not null unique,
  doc jsonb not null
);

create table if not exists tax_rules (
  id integer primary key,
  doc jsonb not null
);

create table if not exists cms_pages (
  id integer primary key,
  identifier text not null,
  store_id integer not null default 1,
  is_active boolean not null default true,
  doc jsonb not null,
  updated_at timestamptz not null default now(),
  unique (identifier, store_id)
);

create table if not exists cms_blocks (
  id integer primary key,
  identifier text not null unique,
  is_active boolean not null default true,
  doc jsonb not null,
  updated_at timestamptz not null default now()
);

create table if not exists cms_hierarchy (
  id integer primary key,
  identifier text not null,
  doc jsonb not null
);

create table if not exists store_content (
  store_code text not null,
  kind text not null,
  doc jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (store_code, kind)
);
