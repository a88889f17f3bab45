// What a brand's page (home grid, pages, menus) says before the shop has any brand (an empty
// database): the loader answers 409 with it and the back office's layout shows it as a page.
export const NO_BRAND =
  "Forsiden, sidene og menyene hører til et merke, og nettbutikken har ingen merker ennå. En administrator oppretter det første under Merker.";
