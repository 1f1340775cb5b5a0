-- Signing in and accepting the terms became permissions (docs/domain/roles-and-permissions.md): user-login-web (the
-- back-office), user-login-api (the API used directly), user-login-ho (residents) and user-accept-tc. Every account
-- keeps doing what it did: team members get both sign-in channels and the terms acceptance, residents their own
-- sign-in. "*" holds them all already. The version is bumped so an edit opened before this cannot undo it.
UPDATE "users"
SET "permissions" = "permissions" || (
		SELECT coalesce(jsonb_agg(granted.name), '[]'::jsonb)
		FROM jsonb_array_elements_text(
			CASE WHEN "users"."type" = 'Residente' THEN '["user-login-ho"]'::jsonb
			ELSE '["user-login-web", "user-login-api", "user-accept-tc"]'::jsonb END
		) AS granted(name)
		WHERE NOT "users"."permissions" @> jsonb_build_array(granted.name)
	),
	"version" = "version" + 1
WHERE NOT "permissions" @> '["*"]'::jsonb;
