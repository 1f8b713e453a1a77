-- Withdrawals of orders placed in Magento (`PLATFORM=magento2`, issue 24), as `withdrawals` and `withdrawal_lines`
-- (migration 0028) record them for the shop's own orders: the order by Magento's id (`entity_id`) and number, the
-- lines by Magento's order item id (`item_id`), the name and e-mail to answer to, and the date and time. The orders
-- live in Magento: no foreign key to them. Unused (empty) on the embedded platform.
create table magento_withdrawals (
  id serial primary key,
  order_id integer not null,
  increment_id text not null,
  name text not null,
  email text not null,
  status text not null default 'requested' check (status in ('requested', 'refunded')),
  created_at timestamptz not null default now()
);

create index magento_withdrawals_order on magento_withdrawals (order_id);

create table magento_withdrawal_lines (
  withdrawal_id integer not null references magento_withdrawals (id) on delete cascade,
  order_item_id integer not null,
  qty integer not null check (qty > 0),
  primary key (withdrawal_id, order_item_id)
);
