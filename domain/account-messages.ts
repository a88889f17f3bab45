// The Norwegian texts of spec section 8 (Login, Account actions) and of the account screens. No
// dependencies, so the storefront's forms import the same texts the API answers with.
export const ALREADY_LOGGED_IN = "Du er allerede logget inn - logg ut for å logge inn med en ny bruker";
export const LOGIN_FAILED = "Feil brukernavn/passord - har du glemt passordet ditt?";
export const ACCOUNT_EXISTS =
  "Hei - vi ser at det allerede finnes en konto med samme email/telefonummer - har du glemt passordet?";
export const LOGIN_THROTTLED =
  "Du har brukt opp antall innloggingsforsøk - for å beskytte kontoen din tillater vi ikke flere forsøk på en stund. Vennligst kom tilbake senere og prøv igjen.";
export const OTHER_USER = "En annen bruker er logget inn";
export const INVALID_DATA = "Ikke gyldig data, alle feltene må fylles ut";
export const MAIL_NOT_SENT = "Epost ble ikke sendt";
export const mailSent = (email: string) => `Epost sendt til ${email}`;
export const RESET_LINK_SENT = "Hvis adressen er registrert hos oss, har vi sendt en lenke for å lage nytt passord.";
export const RESET_LINK_INVALID = "Lenken er ugyldig eller utløpt - be om en ny";
export const PASSWORD_CHANGED = "Passordet er endret - logg inn med det nye passordet";
export const EMAIL_VERIFIED = "E-postadressen er bekreftet";
export const ALREADY_VERIFIED = "E-postadressen er allerede bekreftet";
export const ACCOUNT_DELETED = "Kontoen er slettet";
export const LOGGED_OUT = "Du er logget ut";
export const PASSWORDS_DIFFER = "Passordene er ikke like";
export const CURRENT_PASSWORD_WRONG = "Nåværende passord er feil";
/** Said at login, once the password is right, to a person an administrator deactivated (decision 068). */
export const ACCOUNT_DEACTIVATED = "Kontoen din er deaktivert - kontakt en administrator";

/** The four required account fields and the texts the account form shows for them (spec section 8). */
export const REQUIRED_FIELD_MESSAGES = {
  first_name: "Fornavn må ha en verdi",
  last_name: "Etternavn må ha en verdi",
  phone: "Telefonnummer må ha en verdi",
  email: "Email må ha en verdi",
} as const;

/** A gender id the shop does not have (the register and update forms offer only those it has). */
export const GENDER_INVALID = "Ugyldig kjønn";
