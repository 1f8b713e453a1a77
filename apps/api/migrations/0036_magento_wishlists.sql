-- The wishlist of a customer of the Magento 2 platform (`PLATFORM=magento2`, issue 24): Magento 2's core REST API has
-- no wishlist, so the shop keeps it, as `wishlist_items` does for its own customers, keyed by Magento's customer id
-- (the customers live in Magento: no foreign key). Erased with the account, like the sessions. Unused (empty) on the
-- embedded platform.
create table magento_wishlist_items (
  id serial not null,
  customer_id integer not null,
  sku text not null,
  added_at timestamptz not null default now(),
  primary key (customer_id, sku)
);
