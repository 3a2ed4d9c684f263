ALTER TABLE "tenants" ADD COLUMN "access_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change of who holds which permission moves the brokerage's access version, so a process
-- that cached a user's grants sees on the next request that they may be stale.
CREATE FUNCTION access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE tenants SET access_version = access_version + 1 WHERE id = OLD.tenant_id;
  ELSE
    UPDATE tenants SET access_version = access_version + 1 WHERE id = NEW.tenant_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_roles_access AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION access_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_access AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH ROW EXECUTE FUNCTION access_changed();
--> statement-breakpoint
CREATE TRIGGER group_users_access AFTER INSERT OR UPDATE OR DELETE ON group_users FOR EACH ROW EXECUTE FUNCTION access_changed();
--> statement-breakpoint
CREATE TRIGGER group_permissions_access AFTER INSERT OR UPDATE OR DELETE ON group_permissions FOR EACH ROW EXECUTE FUNCTION access_changed();
--> statement-breakpoint
CREATE TRIGGER user_permissions_access AFTER INSERT OR UPDATE OR DELETE ON user_permissions FOR EACH ROW EXECUTE FUNCTION access_changed();
--> statement-breakpoint
-- A role renamed to or from admin changes what its holders may do.
CREATE TRIGGER roles_access AFTER UPDATE OF name ON roles FOR EACH ROW EXECUTE FUNCTION access_changed();
