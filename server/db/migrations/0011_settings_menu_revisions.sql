-- Settings feed the pages the server renders (the brand colour, the cart's FOODINTERVAL and units
-- per line) and what the checkout reads, and rendered pages are kept per menu revision
-- (server/http/serverRender.ts). A write to settings gives a new revision to the restaurants whose
-- pages show it: a restaurant's row its restaurant, a brand's row every restaurant of the brand.
-- The menu answers of those restaurants are built again once, which costs one render; settings
-- change rarely.
CREATE FUNCTION bump_menu_revisions_of_settings() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  rows_read text;
  restaurant_ids integer[];
BEGIN
  rows_read := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT brand_id, restaurant_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT brand_id, restaurant_id FROM old_rows'
    ELSE 'SELECT brand_id, restaurant_id FROM new_rows UNION SELECT brand_id, restaurant_id FROM old_rows' END;
  EXECUTE 'WITH written AS (' || rows_read || ') SELECT ARRAY('
    || 'SELECT restaurant_id FROM written WHERE restaurant_id IS NOT NULL'
    || ' UNION SELECT r.id FROM restaurants r JOIN written w ON w.restaurant_id IS NULL AND r.brand_id = w.brand_id)'
    INTO restaurant_ids;
  PERFORM bump_menu_revisions(restaurant_ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_menu_revision_insert AFTER INSERT ON settings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_settings();
--> statement-breakpoint
CREATE TRIGGER settings_menu_revision_update AFTER UPDATE ON settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_settings();
--> statement-breakpoint
CREATE TRIGGER settings_menu_revision_delete AFTER DELETE ON settings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_settings();
--> statement-breakpoint
CREATE TRIGGER settings_menu_revision_truncate AFTER TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_menu_revisions();
