-- Registering as seller or landlord no longer makes an administrator by default (docs/decisions/0008).
-- Existing installs get the new default too, unless an administrator chose it: the audit trail of
-- the settings page lists the keys each save changed, so an entry naming sellers_become_admins while
-- the switch is on now means an administrator switched it on. The other system settings are kept.
UPDATE "platform_settings"
SET "value" = jsonb_set("value", '{sellers_become_admins}', 'false'::jsonb, true),
    "updated_at" = now(),
    "updated_by" = NULL
WHERE "key" = 'system'
  AND jsonb_typeof("value") = 'object'
  AND coalesce("value" ->> 'sellers_become_admins', '') <> 'false'
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log"
    WHERE "action" = 'settings.save'
      AND "details" -> 'changed' -> 'system' @> '["sellers_become_admins"]'::jsonb
  );
