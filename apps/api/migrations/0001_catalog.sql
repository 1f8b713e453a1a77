-- Catalogue documents (SPEC §3 Product, Category, Attribute, Tax rule, CMS page and block) and the
-- per-store content (banners, homepage, Instagram images, default content, slides). The full entity
-- lives in `doc`; the columns beside it are what lookups filter on. The search index is built from
-- these tables at start (src/search/).
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
  parent_sku text,
  type_id text not null check (type_id in ('simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable')),
  name text not null,
  url_key text not null,
  url_path text,
  status integer not null,
  visibility integer not null,
  doc jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index products_created_at on products (created_at desc);
create index products_url_path on products (url_path);
create index products_parent_sku on products (parent_sku);

create table attributes (
  attribute_id integer primary key,
  attribute_code text not null unique,
  doc jsonb not null
);

create table tax_rules (
  id integer primary key,
  doc jsonb not null
);

create table cms_pages (
  id integer primary key,
  identifier text not null,
  store_id integer not null default 1,
  is_active boolean not null default true,
  doc jsonb not null,
  updated_at timestamptz not null default now(),
  unique (identifier, store_id)
);

create table cms_blocks (
  id integer primary key,
  identifier text not null unique,
  is_active boolean not null default true,
  doc jsonb not null,
  updated_at timestamptz not null default now()
);

create table cms_hierarchy (
  id integer primary key,
  identifier text not null,
  doc jsonb not null
);

create table store_content (
  store_code text not null,
  kind text not null,
  doc jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (store_code, kind)
);
