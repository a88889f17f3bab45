// The main menu's entries (spec section 2, Menus), built once in the root loader from the brand's
// menu flags and the categories, and rendered by the desktop and mobile menus.

export interface MenuEntry {
  label: string;
  path: string;
}

export interface MenuModel {
  genders: MenuEntry[];
  categories: MenuEntry[];
  /** Brand collection, support, maintenance, about, information: the ones this brand shows. */
  desktopExtras: MenuEntry[];
  mobileExtras: MenuEntry[];
}

export interface MenuFlags {
  maintenance: boolean;
  information: boolean;
  about: boolean;
  support: boolean;
  collection: boolean;
}

export const COLLECTION_PATH = "/kolleksjon";
export const SHOPS_PATH = "/butikker";
/** "Informasjon" leads to the page about how the chain does business. */
export const INFORMATION_PATH = "/baerekraftig-forretningspraksis";

export function buildMenu(
  brandName: string,
  flags: MenuFlags,
  genders: MenuEntry[],
  categories: MenuEntry[],
  /** A brand with editorial pages opens them from its collection entry (decision 043). */
  collectionPath: string = COLLECTION_PATH,
): MenuModel {
  const support = flags.support ? [{ label: "Kundeservice", path: "/kundeservice" }] : [];
  const maintenance = flags.maintenance ? [{ label: "Vedlikehold", path: "/vedlikehold" }] : [];
  const information = flags.information ? [{ label: "Informasjon", path: INFORMATION_PATH }] : [];
  // The shop finder and the campaigns are in every brand's menus (spec section 1).
  const shops = [
    { label: "Butikker", path: SHOPS_PATH },
    { label: "Kampanjer", path: "/kampanjer" },
  ];
  return {
    genders,
    categories,
    desktopExtras: [
      ...(flags.collection ? [{ label: "Kolleksjonen", path: collectionPath }] : []),
      ...support,
      ...maintenance,
      ...(flags.about ? [{ label: "Om Oss", path: "/om-oss" }] : []),
      ...information,
      ...shops,
    ],
    mobileExtras: [
      ...support,
      ...maintenance,
      ...(flags.about ? [{ label: `Om ${brandName}`, path: "/om-oss" }] : []),
      ...information,
      ...shops,
    ],
  };
}

/**
 * The categories the brand's main menu shows, in the order its `menuCategories` setting gives
 * (decision 050); all of them when the setting names none. Categories without articles are left out,
 * and so are those the back office hid from the menus (`showInMenu` false, decision 069).
 */
export function menuCategories<T extends { id: number; articlesCount: number; showInMenu?: boolean }>(
  all: T[],
  setting: unknown,
): T[] {
  const shown = all.filter((c) => c.articlesCount > 0 && c.showInMenu !== false);
  const ids = Array.isArray(setting) ? setting.filter((id): id is number => Number.isInteger(id)) : [];
  if (ids.length === 0) return shown;
  return ids.flatMap((id) => shown.find((c) => c.id === id) ?? []);
}
