-- Issue 15: the receipt-available notice is sent once a stay paid online reaches its check-out date.
ALTER TABLE reservations ADD COLUMN receipt_notice_sent_at timestamptz;
