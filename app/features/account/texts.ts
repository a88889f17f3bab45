// Texts of the account screens that the spec describes but does not quote.
export const CLUB_TEXT = "Klubbmedlemskap gir deg 5 års garanti på varene du kjøper hos oss.";
export const ACCOUNT_UPDATED = "Kontoen er oppdatert";
