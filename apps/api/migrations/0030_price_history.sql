-- Every regular price change of a product, with its date (art. L112-1-1 Code de la consommation: a reduction is
-- announced against the lowest price charged in the 30 days before it). Kept across catalogue reloads: the seed
-- replaces the products, never their history. Prices in the catalogue's basis (excl. tax), like `products.doc.price`.
create table price_history (
  sku text not null,
  price numeric(14, 4) not null check (price >= 0),
  starts_at timestamptz not null,
  primary key (sku, starts_at)
);
