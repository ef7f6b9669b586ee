-- The interface speaks all eight languages now: the demo hotels offer every one of them.
UPDATE hotels SET book_languages = '{ja,en,ko,zh_Hans,zh_Hant,id,th,ar}' WHERE code = 'demo-kyoto';
UPDATE hotels SET book_languages = '{ko,en,ja,zh_Hans,zh_Hant,id,th,ar}' WHERE code = 'demo-seoul';
UPDATE hotels SET book_languages = '{zh_Hant,en,ja,ko,zh_Hans,id,th,ar}' WHERE code = 'demo-taipei';
