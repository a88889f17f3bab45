// A brand's main menu in the back office (issue 15, decision 050): the categories it shows and their
// order (the brand's `menuCategories` setting) and the spec's extra entries (the brand's menu
// flags), written together with their audit row and shown at once.
import type { Staff } from "../../../domain/back-office-roles.ts";
import { MENU_CATEGORY_UNKNOWN, type MenuInput } from "../../../domain/menu-settings.ts";
import type { Executor } from "../../db/client.ts";
import { InvalidInput } from "../../lib/errors.ts";
import type { ContentAdminDeps } from "./home-admin-service.ts";

export type MenusAdminService = ReturnType<typeof createMenusAdminService>;

export function createMenusAdminService({ database, tenants, catalog, audit }: ContentAdminDeps) {
  const content = tenants.content;

  async function read(ex: Executor, brandId: number): Promise<MenuInput> {
    const brand = await tenants.admin.find(ex, brandId);
    const { collection, support, maintenance, about, information } = brand.menu;
    return {
      categories: await content.menuCategories(ex, brandId),
      extras: { collection, support, maintenance, about, information },
    };
  }

  return {
    /** The brand's menu, and every category it may show (with the number of articles shown online). */
    async menu(brandId: number) {
      const [menu, categories] = await Promise.all([read(database.db, brandId), catalog.categories()]);
      return {
        ...menu,
        available: categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, articlesCount: c.articlesCount })),
      };
    },

    async save(staff: Staff, brandId: number, input: MenuInput) {
      const known = new Set((await catalog.categories()).map((c) => c.id));
      if (input.categories.some((id) => !known.has(id))) {
        throw new InvalidInput(MENU_CATEGORY_UNKNOWN, { categories: [MENU_CATEGORY_UNKNOWN] });
      }
      return audit.change(
        staff,
        async (tx) => {
          const before = await read(tx, brandId);
          await content.setMenuCategories(tx, brandId, input.categories);
          await tenants.admin.update(tx, brandId, { menu: input.extras });
          const now = await read(tx, brandId);
          return {
            result: now,
            audit: {
              action: "menu.update",
              entityType: "menu",
              entityId: brandId,
              before: { categories: before.categories, ...before.extras },
              after: { categories: now.categories, ...now.extras },
            },
          };
        },
        () => Promise.all([tenants.cache.invalidate(), catalog.cache.invalidate()]),
      );
    },
  };
}
