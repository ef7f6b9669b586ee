-- A hotel's default language (spec 2 §9.5: a hotel locale is ko, zh_Hant, else ja): where a
-- hotel text has no value in the guest's locale, the guest reads it in this language, then in
-- English, then in any language it has (server/domain/localized-text.ts). Existing hotels take
-- their first booking language when it is ko or zh_Hant, else ja.
ALTER TABLE hotels ADD COLUMN locale text NOT NULL DEFAULT 'ja' CHECK (locale IN ('ja', 'ko', 'zh_Hant'));
UPDATE hotels SET locale = CASE
  WHEN book_languages[1] IN ('ko', 'zh_Hant') THEN book_languages[1]
  ELSE 'ja'
END;
