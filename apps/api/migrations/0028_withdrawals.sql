-- The online withdrawal function (art. L221-18 ff. and R221-1 Code de la consommation, Article 11a of the Consumer
-- Rights Directive): a withdrawal records the order, the lines concerned with their quantities, the name and e-mail to
-- answer to and its date and time. It is `requested` until the shop has received the goods back and refunded.
create table withdrawals (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  name text not null,
  email text not null,
  status text not null default 'requested' check (status in ('requested', 'refunded')),
  created_at timestamptz not null default now()
);

create index withdrawals_order on withdrawals (order_id);

create table withdrawal_lines (
  withdrawal_id integer not null references withdrawals (id) on delete cascade,
  order_item_id integer not null references order_items (id) on delete cascade,
  qty integer not null check (qty > 0),
  primary key (withdrawal_id, order_item_id)
);

-- Whether the order confirmation mail carried the withdrawal information (art. L221-5): when it did not, the
-- period is extended by twelve months (art. L221-20). Orders placed before this migration were not informed
-- (false); every order placed from now on is, since the confirmation mail carries it (the default becomes true).
alter table orders add column withdrawal_informed boolean not null default false;
alter table orders alter column withdrawal_informed set default true;
