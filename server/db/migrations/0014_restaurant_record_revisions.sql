-- A restaurant's own record is part of its menu page as the server renders and keeps it
-- (server/http/serverRender.ts): its name, address, pictures, flags and opening hours (issue 36
-- item 15: the merchant sets the hours through the staff API). A change to any of them gives the
-- restaurant a new revision, so that no kept page shows the record as it was.
CREATE TRIGGER restaurants_menu_revision_record AFTER UPDATE ON restaurants
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bump_menu_revision_of_restaurant();
