-- Stay restrictions per room plan and date (spec 1 §5 search and stay rules, price calendar):
-- min_stay is the fewest nights of a stay arriving that date, closed means the plan does not sell
-- that night, closed_to_arrival means no stay of the plan may begin that day. A date without a row
-- has no restriction; a night without a rate stays closed for the plan, as before.
CREATE TABLE plan_restrictions (
  room_plan_id uuid NOT NULL REFERENCES room_plans (id),
  stay_date date NOT NULL,
  min_stay integer CHECK (min_stay IS NULL OR min_stay BETWEEN 1 AND 365),
  closed boolean NOT NULL DEFAULT false,
  closed_to_arrival boolean NOT NULL DEFAULT false,
  PRIMARY KEY (room_plan_id, stay_date)
);
