import type { OpenDatabase } from '../../db/openDatabase';

/**
 * The PostgreSQL search index's schema (issue 23), owned by the driver rather than by the numbered migrations: it
 * needs server extensions (`unaccent`, `pg_trgm`, `fuzzystrmatch`, ICU collations) that the embedded PGlite store
 * does without, and it exists only where `SEARCH=postgres`. Every statement is idempotent and the whole script runs
 * in one transaction under an advisory lock, so processes starting together create it once.
 *
 * - `citerne_french`: PostgreSQL's `french` configuration with accents folded before stemming (SPEC §9 "Search":
 *   "reserve" finds "Réserve", "citernes" finds "citerne").
 * - `citerne_fr`: French collation, numbers compared as numbers, accents and case ignored (the embedded index's
 *   `Intl.Collator('fr', { numeric: true, sensitivity: 'base' })`) for sorts on text.
 * - `search_documents`: one row per served document (type, key) with its filter values (`terms`, GIN), facet values
 *   of filterable attributes (`facets`), sort keys (`sorts`), the price incl. tax
 *   and the weighted text vector (`tsv`, GIN).
 * - `search_words`: the index's vocabulary (folded words) with a trigram index, for typo tolerance and "did you
 *   mean" suggestions.
 * - `search_links`: configurable children and bundle links (child → parent), to re-price a parent when a child changes.
 * - `search_changes`: what changed in the catalogue tables since it was last indexed, written by triggers, whoever
 *   wrote the rows (a shop process, an import, a merchant's SQL); `search_state`: the served revision and the build.
 */
export const POSTGRES_SEARCH_SCHEMA = `
select pg_advisory_xact_lock(hashtext('citerne_search_schema'));
create extension if not exists unaccent;
create extension if not exists pg_trgm;
create extension if not exists fuzzystrmatch;
do $$ begin
  if not exists (select 1 from pg_ts_config where cfgname = 'citerne_french') then
    create text search configuration citerne_french (copy = pg_catalog.french);
    alter text search configuration citerne_french
      alter mapping for hword, hword_part, word with unaccent, french_stem;
  end if;
  if not exists (select 1 from pg_collation where collname = 'citerne_fr') then
    create collation citerne_fr (provider = icu, locale = 'fr-u-kn-true-ks-level1', deterministic = false);
  end if;
end $$;
create table if not exists search_documents (
  type text not null,
  key text not null,
  ord bigint not null,
  doc jsonb not null,
  terms text[] not null,
  facets text[] not null default '{}',
  sorts jsonb not null default '{}',
  price double precision,
  cat_positions jsonb not null default '{}',
  tsv tsvector not null default ''::tsvector,
  next_change timestamptz,
  primary key (type, key)
);
-- The served document is read for a page of results only: kept out of the row (no compression, read as is), the
-- rows a search scans are a third as wide.
do $$ begin
  if (select attstorage from pg_attribute where attrelid = 'search_documents'::regclass and attname = 'doc') <> 'e' then
    alter table search_documents alter column doc set storage external;
  end if;
end $$;
create index if not exists search_documents_terms on search_documents using gin (terms);
create index if not exists search_documents_tsv on search_documents using gin (tsv);
create index if not exists search_documents_next_change on search_documents (next_change) where next_change is not null;
create table if not exists search_words (word text primary key);
create index if not exists search_words_trgm on search_words using gin (word gin_trgm_ops);
create table if not exists search_links (child text not null, parent text not null, primary key (child, parent));
create index if not exists search_links_parent on search_links (parent);
create table if not exists search_changes (id bigserial primary key, entity text not null, key text not null);
create table if not exists search_state (
  id integer primary key check (id = 1),
  revision text not null,
  build text,
  updated_at timestamptz not null default now()
);
insert into search_state (id, revision) values (1, 'empty') on conflict (id) do nothing;

create or replace function citerne_search_sku_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into search_changes (entity, key) values ('product', old.sku);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.sku is distinct from old.sku) then
    insert into search_changes (entity, key) values ('product', new.sku);
  end if;
  perform pg_notify('citerne_search_changes', '');
  return null;
end $$;
create or replace function citerne_search_table_changed() returns trigger language plpgsql as $$
begin
  insert into search_changes (entity, key) values (tg_table_name, '*');
  perform pg_notify('citerne_search_changes', '');
  return null;
end $$;
do $$
declare
  name text;
begin
  foreach name in array array['products', 'price_history'] loop
    execute format('drop trigger if exists citerne_search_changes on %I', name);
    execute format(
      'create trigger citerne_search_changes after insert or update or delete on %I
         for each row execute function citerne_search_sku_changed()', name);
  end loop;
  foreach name in array array['categories', 'attributes', 'tax_rules', 'cms_pages', 'cms_blocks', 'cms_hierarchy', 'reviews'] loop
    execute format('drop trigger if exists citerne_search_changes on %I', name);
    execute format(
      'create trigger citerne_search_changes after insert or update or delete or truncate on %I
         for each statement execute function citerne_search_table_changed()', name);
  end loop;
  foreach name in array array['products', 'price_history'] loop
    execute format('drop trigger if exists citerne_search_truncated on %I', name);
    execute format(
      'create trigger citerne_search_truncated after truncate on %I
         for each statement execute function citerne_search_table_changed()', name);
  end loop;
end $$;
`;

/**
 * Creates (or finds) the PostgreSQL search index's extensions, text configuration, collation, tables and change
 * triggers. Refused on the embedded PGlite store: this driver needs a PostgreSQL server (`DATABASE_URL`).
 * @example
 * await ensurePostgresSearchSchema(database);
 */
export async function ensurePostgresSearchSchema(database: OpenDatabase): Promise<void> {
  if (database.kind !== 'postgres') {
    throw new Error('SEARCH=postgres needs a PostgreSQL server: set DATABASE_URL (the embedded store has no server).');
  }
  await database.runScript(POSTGRES_SEARCH_SCHEMA);
}
