-- Receipts (spec 1 §4 Reservation: from check-out, for bookings paid online). The reservation keeps
-- how many receipts were issued (each re-issue is stamped with its count) and the name (and, for
-- zh_Hant, the 8-digit company number, spec 1 §5) the guest had printed on the last one.
ALTER TABLE reservations
  ADD COLUMN receipt_issues integer NOT NULL DEFAULT 0 CHECK (receipt_issues >= 0),
  ADD COLUMN receipt_name text,
  ADD COLUMN receipt_company_number text CHECK (receipt_company_number ~ '^[0-9]{8}$');

-- Japan's simplified qualified invoice (適格簡易請求書) names the issuer as registered and its
-- registration number: T and 13 digits. Hotels outside Japan leave both empty.
ALTER TABLE hotels
  ADD COLUMN invoice_issuer_name text,
  ADD COLUMN invoice_registration_number text CHECK (invoice_registration_number ~ '^T[0-9]{13}$');
