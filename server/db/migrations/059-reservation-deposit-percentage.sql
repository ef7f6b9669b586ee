-- A stay paid by a card deposit keeps the percentage it was booked at (issue 15): a change asks the
-- new total's deposit at that percentage, whatever the plan's is by then. Reservations booked
-- before take their plan's percentage as it is now (what a change asked until this column).
ALTER TABLE reservations ADD COLUMN deposit_percentage integer CHECK (deposit_percentage BETWEEN 1 AND 99);
UPDATE reservations r
SET deposit_percentage = (
  SELECT max(hp.deposit_percentage)
  FROM reservation_rooms rr
  JOIN room_plans rp ON rp.id = rr.room_plan_id
  JOIN hotel_plans hp ON hp.id = rp.hotel_plan_id
  WHERE rr.reservation_id = r.id
)
WHERE r.payment_type = 'credit_card_deposit';
