// How big a CSV file the back office imports at once (decision 048): the page checks the size before
// sending and the server checks both again, so a person is told before waiting on an upload.
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_LINES = 5000;

export const FILE_TOO_LARGE = "Filen er for stor: den kan være høyst 2 MB";
export const TOO_MANY_LINES = `Filen har for mange linjer: høyst ${MAX_IMPORT_LINES.toLocaleString("nb-NO")} varelinjer i én fil`;
