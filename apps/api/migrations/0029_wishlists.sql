-- The wishlist of a customer (SPEC §2 "Wishlist", issue 17): one row per customer and product sku, kept on the
-- server so it follows the customer from one device to another. A guest's list stays in the browser and is
-- added here at login. Erased with the account (GDPR art. 17), listed in the data export (art. 15, 20).
-- `id` keeps the order products were added in (the list reads back oldest first).
create table wishlist_items (
  id serial not null,
  customer_id integer not null references customers (id) on delete cascade,
  sku text not null,
  added_at timestamptz not null default now(),
  primary key (customer_id, sku)
);
