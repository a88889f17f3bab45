// The brands' static page texts in the back office (issue 15, decision 050): list, edit title and
// text, with the audit row in the change's transaction. The legal pages may not be emptied. The
// storefront renders the text as plain text blocks, so nothing in it can run as a script.
import type { Staff } from "../../../domain/back-office-roles.ts";
import {
  composePageText,
  PAGE_TEXT_EMPTY,
  PAGE_TEXTS,
  type PageTextInput,
  splitPageText,
} from "../../../domain/page-texts.ts";
import { InvalidInput, NotFound } from "../../lib/errors.ts";
import type { ContentAdminDeps } from "./home-admin-service.ts";

export const PAGE_NOT_FOUND = "Siden finnes ikke";

export type PagesAdminService = ReturnType<typeof createPagesAdminService>;

export function createPagesAdminService({ database, tenants, catalog, audit }: ContentAdminDeps) {
  const content = tenants.content;
  const view = (pages: Record<string, string>) => PAGE_TEXTS.map((p) => ({ ...p, ...splitPageText(pages[p.key]) }));

  return {
    async list(brandId: number) {
      return view(await content.pages(database.db, brandId));
    },

    async save(staff: Staff, brandId: number, key: string, input: PageTextInput) {
      const page = PAGE_TEXTS.find((p) => p.key === key);
      if (!page) throw new NotFound(PAGE_NOT_FOUND);
      if (page.legal && input.text === "") throw new InvalidInput(PAGE_TEXT_EMPTY, { text: [PAGE_TEXT_EMPTY] });
      const saved = await audit.change(
        staff,
        async (tx) => {
          const before = splitPageText((await content.pages(tx, brandId))[key]);
          await content.setPage(tx, brandId, key, composePageText(input));
          const after = splitPageText((await content.pages(tx, brandId))[key]);
          return {
            result: after,
            audit: { action: "page.update", entityType: "page", entityId: `${brandId}:${key}`, before, after },
          };
        },
        // The page reads the brand's texts from the tenants cache; the page cache follows the catalogue.
        () => Promise.all([tenants.cache.invalidate(), catalog.cache.invalidate()]),
      );
      return { ...page, ...saved };
    },
  };
}
