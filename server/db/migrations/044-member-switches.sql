-- Spec 1 §5 menu visibility: a hotel may switch off members' sign-in by e-mail and password
-- ("membership login") and the taking of new members ("sign-up active"). Every hotel so far has
-- both on.
UPDATE hotels SET settings = '{"member_sign_in_active": true, "member_sign_up_active": true}'::jsonb || settings;
