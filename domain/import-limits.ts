// How big a file the back office imports at once (decisions 048 and 071): the page checks the size
// before sending and the server checks both again, so a person is told before waiting on an upload. A
// chain's whole catalogue (100,000 variant lines, about 15 MB) fits in one file.
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;
export const MAX_IMPORT_LINES = 150_000;
/** A pictures zip: bigger, since pictures are; each picture is also limited on its own. */
export const MAX_PICTURES_BYTES = 200 * 1024 * 1024;
export const MAX_PICTURES = 5000;
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

export const FILE_TOO_LARGE = "Filen er for stor: den kan være høyst 40 MB";
export const ZIP_TOO_LARGE = "Zip-filen er for stor: den kan være høyst 200 MB";
export const TOO_MANY_LINES = `Filen har for mange linjer: høyst ${MAX_IMPORT_LINES.toLocaleString("nb-NO")} linjer i én fil`;
export const TOO_MANY_PICTURES = `Zip-filen har for mange bilder: høyst ${MAX_PICTURES.toLocaleString("nb-NO")} i én fil`;
