// Colours and colour groups. Ids are fixed, so settings and tests can name them.
export interface ColorGroupDef {
  id: number;
  /** Stable lowercase key (filter URLs). */
  name: string;
  /** What the shopper reads. */
  label: string;
  hex: string;
}

export const COLOR_GROUPS: readonly ColorGroupDef[] = [
  { id: 1, name: "svart", label: "Svart", hex: "#1b1b1b" },
  { id: 2, name: "hvit", label: "Hvit", hex: "#ffffff" },
  { id: 3, name: "gra", label: "Grå", hex: "#8a8d91" },
  { id: 4, name: "bla", label: "Blå", hex: "#1f5fbf" },
  { id: 5, name: "rod", label: "Rød", hex: "#c62828" },
  { id: 6, name: "gronn", label: "Grønn", hex: "#2e7d32" },
  { id: 7, name: "gul", label: "Gul og oransje", hex: "#f2c230" },
  { id: 8, name: "rosa", label: "Rosa og lilla", hex: "#f4a6c0" },
  { id: 9, name: "brun", label: "Brun", hex: "#6d4c41" },
  { id: 10, name: "beige", label: "Beige", hex: "#d8c3a5" },
  { id: 11, name: "flerfarget", label: "Flerfarget", hex: "#9c6ade" },
];

export interface ColorDef {
  id: number;
  name: string;
  hex: string;
  colorCode: string;
  groupId: number;
  /** How often the generator picks it (dark neutrals sell most). */
  weight: number;
}

export const COLORS: readonly ColorDef[] = [
  { id: 1, name: "Svart", hex: "#1b1b1b", colorCode: "001", groupId: 1, weight: 8 },
  { id: 2, name: "Kullsvart", hex: "#2b2b2b", colorCode: "002", groupId: 1, weight: 2 },
  { id: 3, name: "Hvit", hex: "#ffffff", colorCode: "010", groupId: 2, weight: 2 },
  { id: 4, name: "Offwhite", hex: "#f4f1ea", colorCode: "011", groupId: 2, weight: 2 },
  { id: 5, name: "Grå", hex: "#8a8d91", colorCode: "020", groupId: 3, weight: 3 },
  { id: 6, name: "Lys grå", hex: "#c9cbcf", colorCode: "021", groupId: 3, weight: 2 },
  { id: 7, name: "Antrasitt", hex: "#3b3f45", colorCode: "022", groupId: 3, weight: 4 },
  { id: 8, name: "Marineblå", hex: "#1f2a44", colorCode: "030", groupId: 4, weight: 5 },
  { id: 9, name: "Koboltblå", hex: "#1f5fbf", colorCode: "031", groupId: 4, weight: 2 },
  { id: 10, name: "Himmelblå", hex: "#7fb3e6", colorCode: "032", groupId: 4, weight: 1 },
  { id: 11, name: "Petrol", hex: "#1d5c63", colorCode: "033", groupId: 4, weight: 2 },
  { id: 12, name: "Rød", hex: "#c62828", colorCode: "040", groupId: 5, weight: 3 },
  { id: 13, name: "Vinrød", hex: "#7b1e2b", colorCode: "041", groupId: 5, weight: 2 },
  { id: 14, name: "Korall", hex: "#f0645a", colorCode: "042", groupId: 5, weight: 1 },
  { id: 15, name: "Skoggrønn", hex: "#2e5e3a", colorCode: "050", groupId: 6, weight: 3 },
  { id: 16, name: "Oliven", hex: "#6b6b3a", colorCode: "051", groupId: 6, weight: 2 },
  { id: 17, name: "Limegrønn", hex: "#9ccc3c", colorCode: "052", groupId: 6, weight: 1 },
  { id: 18, name: "Gul", hex: "#f2c230", colorCode: "060", groupId: 7, weight: 1 },
  { id: 19, name: "Sennep", hex: "#c9a227", colorCode: "061", groupId: 7, weight: 1 },
  { id: 20, name: "Oransje", hex: "#ef7d22", colorCode: "062", groupId: 7, weight: 2 },
  { id: 21, name: "Rosa", hex: "#f4a6c0", colorCode: "070", groupId: 8, weight: 1 },
  { id: 22, name: "Fuchsia", hex: "#c2185b", colorCode: "071", groupId: 8, weight: 1 },
  { id: 23, name: "Lilla", hex: "#7e57c2", colorCode: "072", groupId: 8, weight: 1 },
  { id: 24, name: "Brun", hex: "#6d4c41", colorCode: "080", groupId: 9, weight: 1 },
  { id: 25, name: "Konjakk", hex: "#8d5524", colorCode: "081", groupId: 9, weight: 1 },
  { id: 26, name: "Kamel", hex: "#b08050", colorCode: "082", groupId: 9, weight: 1 },
  { id: 27, name: "Beige", hex: "#d8c3a5", colorCode: "090", groupId: 10, weight: 2 },
  { id: 28, name: "Sand", hex: "#cbb994", colorCode: "091", groupId: 10, weight: 1 },
  { id: 29, name: "Flerfarget", hex: "#9c6ade", colorCode: "100", groupId: 11, weight: 1 },
  { id: 30, name: "Kamuflasje", hex: "#5b6b4a", colorCode: "101", groupId: 11, weight: 1 },
];

/** Representative colour of each group (color_groups.color_id): the first colour in it. */
export function groupColorId(groupId: number): number | null {
  return COLORS.find((c) => c.groupId === groupId)?.id ?? null;
}
