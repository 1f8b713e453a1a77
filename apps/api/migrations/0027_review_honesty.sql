-- Honest reviews (art. L111-7-2 and D111-17 Code de la consommation): a review written by a customer who ordered the
-- product is marked as a verified purchase, with the date of that order (the date of the experience); shoppers can
-- report a review, and the reports wait for the moderator.
alter table reviews add column verified_purchase boolean not null default false;
alter table reviews add column experience_date timestamptz;

create table review_reports (
  id serial primary key,
  review_id integer not null references reviews (id) on delete cascade,
  reason text not null check (reason in ('fake', 'offensive', 'personal-data', 'off-topic', 'other')),
  detail text,
  created_at timestamptz not null default now(),
  handled_at timestamptz
);

create index review_reports_open on review_reports (review_id) where handled_at is null;
