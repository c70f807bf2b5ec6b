-- gmail.com and googlemail.com are one mailbox: addresses are now stored with gmail.com (see
-- src/lib/auth/normalize-email.ts). Accounts stored earlier with googlemail.com move to
-- gmail.com so that a sign-in with either spelling finds them. An account whose gmail.com twin
-- already exists (two accounts made before this rule) keeps its address: rewriting it would break
-- the unique address, and merging two people's data is not a migration's call.
UPDATE "users" AS "u"
SET "email" = left("u"."email", length("u"."email") - length('googlemail.com')) || 'gmail.com'
WHERE "u"."email" LIKE '%@googlemail.com'
  AND NOT EXISTS (
    SELECT 1 FROM "users" AS "twin"
    WHERE "twin"."email" = left("u"."email", length("u"."email") - length('googlemail.com')) || 'gmail.com'
  );
