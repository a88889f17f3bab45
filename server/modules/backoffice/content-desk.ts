// The back office's content desks (issue 15, decision 050): the home grid, the static page texts and
// the menus, each in its own module.
import { type ContentDeskDeps, createHomeDesk } from "./home-desk.ts";
import { createMenusDesk } from "./menus-desk.ts";
import { createPagesDesk } from "./pages-desk.ts";

export function createContentDesk(deps: ContentDeskDeps) {
  return { home: createHomeDesk(deps), pages: createPagesDesk(deps), menus: createMenusDesk(deps) };
}
export type ContentDesk = ReturnType<typeof createContentDesk>;
