-- Paying an order again (after a refused, cancelled or abandoned card payment) opens a new payment
-- session: `attempt` numbers an order's sessions (1 at placement), and the unique index makes sure two
-- requests racing to pay the same order again cannot both open one.
alter table payments add column attempt integer not null default 1;
create unique index payments_order_attempt on payments (order_id, attempt);

-- Where the shopper is sent for this session, so a repeated request answers the same page.
alter table payments add column redirect_url text;
-- The provider's own id of the session (PayPlug payment id, Systempay transaction id), found again
-- from its notifications.
alter table payments add column reference text;
create index payments_provider_reference on payments (provider, reference);
-- The fields a provider reached by an HTML form post (Systempay) receives: `{ action, fields }`,
-- served by the API's redirect page. Signed, never secret.
alter table payments add column redirect_form jsonb;

-- Numbers every payment session in the shop: Systempay's 6-digit transaction id (unique per day) is
-- taken from it.
create sequence payment_sessions start with 1;
