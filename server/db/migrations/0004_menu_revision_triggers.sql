-- Menu revisions (table menu_revisions, 0003): every write to a table that feeds POST
-- food/shopMenuNew gives each restaurant whose answer it may change a new revision, in the writing
-- transaction. Servers keep built menus per (restaurant, revision), so a committed write is seen by
-- the next read on any instance. Statement-level triggers: a bulk write (the seed) bumps once.
-- Writes made with triggers off (session_replication_role = replica) are seen at the next bump.

-- New revisions for these restaurants, written in id order (two writers do not lock rows in opposite orders).
CREATE FUNCTION bump_menu_revisions(restaurant_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO menu_revisions (restaurant_id, revision)
  SELECT id, nextval('menu_revision_seq')
  FROM (SELECT DISTINCT id FROM unnest(restaurant_ids) AS given(id) WHERE id IS NOT NULL ORDER BY id) ids
  ON CONFLICT (restaurant_id) DO UPDATE SET revision = excluded.revision
$$;
--> statement-breakpoint
-- Restaurants whose menu answer shows the rows of this kind with these ids (or rows under them).
-- `food`: the food's own menu and every menu offering it as a combo item (the item's name, image and
-- modifiers are in that answer too). Parameters are prefixed so no column name can shadow them.
CREATE FUNCTION menu_restaurants_of(target_kind text, target_ids integer[]) RETURNS integer[]
LANGUAGE sql AS $$
  WITH
    own_menus AS (
      SELECT id FROM menus WHERE target_kind = 'menu' AND id = ANY(target_ids)
      UNION SELECT menu_id FROM categories WHERE target_kind = 'category' AND id = ANY(target_ids)),
    combo_foods AS (
      SELECT food_id AS id FROM combo_groups WHERE target_kind = 'combo_group' AND id = ANY(target_ids)),
    shown_foods AS (
      SELECT id FROM unnest(target_ids) AS given(id) WHERE target_kind = 'food'
      UNION SELECT food_id FROM modifier_groups WHERE target_kind = 'modifier_group' AND id = ANY(target_ids)),
    foods_touched AS (
      SELECT id FROM combo_foods
      UNION SELECT id FROM shown_foods
      UNION SELECT g.food_id FROM combo_groups g JOIN combo_items i ON i.group_id = g.id
        WHERE i.item_food_id IN (SELECT id FROM shown_foods)),
    menus_touched AS (
      SELECT id FROM own_menus
      UNION SELECT c.menu_id FROM foods f JOIN categories c ON c.id = f.category_id
        WHERE f.id IN (SELECT id FROM foods_touched))
  SELECT ARRAY(
    SELECT id FROM unnest(target_ids) AS given(id) WHERE target_kind = 'restaurant'
    UNION SELECT restaurant_id FROM menus WHERE id IN (SELECT id FROM menus_touched))
$$;
--> statement-breakpoint
-- Trigger body: TG_ARGV holds pairs (kind, column) naming what the written rows' column points at;
-- old and new rows both count (an update may move a row to another menu).
CREATE FUNCTION bump_menu_revisions_of_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pair integer := 0;
  rows_read text;
  keys integer[];
  restaurant_ids integer[] := '{}';
BEGIN
  rows_read := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$I AS k FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT %1$I AS k FROM old_rows'
    ELSE 'SELECT %1$I AS k FROM new_rows UNION SELECT %1$I FROM old_rows' END;
  WHILE pair < TG_NARGS LOOP
    EXECUTE format('SELECT ARRAY(' || rows_read || ')', TG_ARGV[pair + 1]) INTO keys;
    restaurant_ids := restaurant_ids || menu_restaurants_of(TG_ARGV[pair], keys);
    pair := pair + 2;
  END LOOP;
  PERFORM bump_menu_revisions(restaurant_ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A restaurant moved to another brand: its menu answer for a brandId changes.
CREATE FUNCTION bump_menu_revision_of_restaurant() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_menu_revisions(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE has no row sets: every revision moves on.
CREATE FUNCTION bump_all_menu_revisions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_menu_revisions(ARRAY(SELECT restaurant_id FROM menu_revisions));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables allow one event per trigger: three per table, and one for TRUNCATE.
CREATE TRIGGER menus_menu_revision_insert AFTER INSERT ON menus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER menus_menu_revision_update AFTER UPDATE ON menus REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER menus_menu_revision_delete AFTER DELETE ON menus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER menus_menu_revision_truncate AFTER TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_menu_revisions();
--> statement-breakpoint
CREATE TRIGGER categories_menu_revision_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('menu', 'menu_id');
--> statement-breakpoint
CREATE TRIGGER categories_menu_revision_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('menu', 'menu_id');
--> statement-breakpoint
CREATE TRIGGER categories_menu_revision_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('menu', 'menu_id');
--> statement-breakpoint
CREATE TRIGGER categories_menu_revision_truncate AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_menu_revisions();
--> statement-breakpoint
CREATE TRIGGER foods_menu_revision_insert AFTER INSERT ON foods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('category', 'category_id', 'food', 'id');
--> statement-breakpoint
CREATE TRIGGER foods_menu_revision_update AFTER UPDATE ON foods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('category', 'category_id', 'food', 'id');
--> statement-breakpoint
CREATE TRIGGER foods_menu_revision_delete AFTER DELETE ON foods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('category', 'category_id', 'food', 'id');
--> statement-breakpoint
CREATE TRIGGER foods_menu_revision_truncate AFTER TRUNCATE ON foods
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_menu_revisions();
--> statement-breakpoint
CREATE TRIGGER modifier_groups_menu_revision_insert AFTER INSERT ON modifier_groups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('food', 'food_id');
--> statement-breakpoint
CREATE TRIGGER modifier_groups_menu_revision_update AFTER UPDATE ON modifier_groups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('food', 'food_id');
--> statement-breakpoint
CREATE TRIGGER modifier_groups_menu_revision_delete AFTER DELETE ON modifier_groups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('food', 'food_id');
--> statement-breakpoint
CREATE TRIGGER modifier_groups_menu_revision_truncate AFTER TRUNCATE ON modifier_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_menu_revisions();
--> statement-breakpoint
CREATE TRIGGER modifier_options_menu_revision_insert AFTER INSERT ON modifier_options REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('modifier_group', 'group_id');
--> statement-breakpoint
CREATE TRIGGER modifier_options_menu_revision_update AFTER UPDATE ON modifier_options REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('modifier_group', 'group_id');
--> statement-breakpoint
CREATE TRIGGER modifier_options_menu_revision_delete AFTER DELETE ON modifier_options REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('modifier_group', 'group_id');
--> statement-breakpoint
CREATE TRIGGER modifier_options_menu_revision_truncate AFTER TRUNCATE ON modifier_options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_menu_revisions();
--> statement-breakpoint
CREATE TRIGGER combo_groups_menu_revision_insert AFTER INSERT ON combo_groups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('food', 'food_id');
--> statement-breakpoint
CREATE TRIGGER combo_groups_menu_revision_update AFTER UPDATE ON combo_groups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('food', 'food_id');
--> statement-breakpoint
CREATE TRIGGER combo_groups_menu_revision_delete AFTER DELETE ON combo_groups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('food', 'food_id');
--> statement-breakpoint
CREATE TRIGGER combo_groups_menu_revision_truncate AFTER TRUNCATE ON combo_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_menu_revisions();
--> statement-breakpoint
CREATE TRIGGER combo_items_menu_revision_insert AFTER INSERT ON combo_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('combo_group', 'group_id');
--> statement-breakpoint
CREATE TRIGGER combo_items_menu_revision_update AFTER UPDATE ON combo_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('combo_group', 'group_id');
--> statement-breakpoint
CREATE TRIGGER combo_items_menu_revision_delete AFTER DELETE ON combo_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revisions_of_rows('combo_group', 'group_id');
--> statement-breakpoint
CREATE TRIGGER combo_items_menu_revision_truncate AFTER TRUNCATE ON combo_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_menu_revisions();
--> statement-breakpoint
CREATE TRIGGER restaurants_menu_revision_brand AFTER UPDATE OF brand_id ON restaurants
  FOR EACH ROW WHEN (OLD.brand_id IS DISTINCT FROM NEW.brand_id)
  EXECUTE FUNCTION bump_menu_revision_of_restaurant();
--> statement-breakpoint
-- Existing menus start with a revision.
SELECT bump_menu_revisions(ARRAY(SELECT restaurant_id FROM menus));
