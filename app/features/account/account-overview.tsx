// The account page (spec sections 4, 6, 8): the update form (submit enabled only after a change, Enter
// submits, a verified e-mail is locked until unlocked), e-mail verification with resend, the club flag,
// logout, and the password change and account deletion of account-security.tsx.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { MAIL_NOT_SENT, mailSent } from "../../../domain/account-messages.ts";
import { PREFERENCES_SAVED, type PreferencesInput } from "../../../domain/schemas/account.ts";
import type { CustomerView } from "../../../server/modules/customers/profile.ts";
import { useAlerts } from "../../components/alerts/alerts-context.tsx";
import { SUCCESS_ALERT_TIMEOUT_MS } from "../../components/alerts/alerts-store.ts";
import { TextField } from "../../components/form-field.tsx";
import { useApiForm } from "../../components/use-api-form.ts";
import { api } from "../../lib/api-client.ts";
import { serverMessage, withoutEmpty } from "./account-errors.ts";
import { DeleteAccount, PasswordChange } from "./account-security.tsx";
import { onOtherUser, PROFILE_FIELDS, profileOf, updateFailure } from "./profile-fields.ts";
import { ACCOUNT_UPDATED, CLUB_TEXT } from "./texts.ts";
import { afterLogout } from "./user-session.ts";

export function AccountOverview({ customer, clubCode }: { customer: CustomerView; clubCode: string | null }) {
  const { add } = useAlerts();
  const [saved, setSaved] = useState(customer);
  // A saved profile starts a new form from the saved values (clean again, the e-mail locked if verified).
  const [version, setVersion] = useState(0);

  async function resend() {
    try {
      await api("GET", "/customers/email/resend");
      add("success", { component: mailSent(saved.email), timeout: SUCCESS_ALERT_TIMEOUT_MS });
    } catch (err) {
      add("error", { component: MAIL_NOT_SENT });
      onOtherUser(err);
    }
  }

  async function logout() {
    try {
      await api("POST", "/customers/logout", {});
    } catch {
      // Already logged out (404) is what we wanted anyway.
    }
    afterLogout();
  }

  return (
    <>
      <section className="account-section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Kontaktinformasjon</h2>
        <ProfileForm
          key={version}
          customer={saved}
          onSaved={(data) => {
            setSaved(data);
            setVersion((v) => v + 1);
          }}
        />
      </section>

      <section className="account-section" aria-labelledby="verified-heading">
        <h2 id="verified-heading">E-postbekreftelse</h2>
        {saved.email_verified ? (
          <p>E-postadressen din er bekreftet.</p>
        ) : (
          <>
            <p>E-postadressen din er ikke bekreftet ennå. Sjekk innboksen din for lenken vi sendte.</p>
            <button type="button" className="button button--plain" onClick={resend}>
              Send bekreftelse på nytt
            </button>
          </>
        )}
      </section>

      <section className="account-section" aria-labelledby="club-heading">
        <h2 id="club-heading">Kundeklubb</h2>
        <p>{saved.club ? "Du er klubbmedlem." : "Du er ikke klubbmedlem."}</p>
        <p>{CLUB_TEXT}</p>
        {saved.club && clubCode ? (
          <figure className="club-code">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(clubCode)}`}
              alt="Klubbkoden din som QR-kode"
            />
            <figcaption>Vis koden i kassen.</figcaption>
          </figure>
        ) : null}
      </section>

      <Preferences
        customer={saved}
        onSaved={(data) => {
          setSaved(data);
          setVersion((v) => v + 1);
        }}
      />

      <PasswordChange customer={saved} />

      <section className="account-section" aria-labelledby="session-heading">
        <h2 id="session-heading">Logg ut</h2>
        <button type="button" className="button button--plain" onClick={logout}>
          Logg ut
        </button>
      </section>

      <DeleteAccount customerId={saved.id} />
    </>
  );
}

const PREFERENCES: { name: keyof PreferencesInput; label: string }[] = [
  { name: "club", label: `Medlem av kundeklubben. ${CLUB_TEXT}` },
  { name: "marketing", label: "Tilbud og markedsføring tilpasset meg" },
  { name: "newsletter", label: "Nyhetsbrev på e-post" },
  { name: "event_invite", label: "Invitasjoner til arrangementer i butikkene" },
  { name: "birthday_gift", label: "Bursdagsgave fra oss" },
];

/** The customer's own choices (issue 14), saved together; the club code appears after joining. */
function Preferences({ customer, onSaved }: { customer: CustomerView; onSaved: (data: CustomerView) => void }) {
  const { add } = useAlerts();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(PREFERENCES.map((p) => [p.name, form.get(p.name) === "on"]));
    setBusy(true);
    try {
      const { data } = await api<{ data: CustomerView }>("PUT", "/customers/current/preferences", body);
      add("success", { title: PREFERENCES_SAVED, timeout: SUCCESS_ALERT_TIMEOUT_MS });
      onSaved(data);
      // Joining or leaving the club changes the club code the page shows.
      if (data.club !== customer.club) await revalidator.revalidate();
    } catch (err) {
      onOtherUser(err);
      add("error", { component: serverMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Mine valg</h2>
      <form className="account-form" onSubmit={save}>
        <fieldset className="account-preferences">
          <legend>Hva vil du ha fra oss?</legend>
          {PREFERENCES.map((p) => (
            <label key={p.name} className="account-preferences__choice">
              <input type="checkbox" name={p.name} defaultChecked={customer[p.name]} />
              {p.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy}>
          Lagre valgene
        </button>
      </form>
    </section>
  );
}

function ProfileForm({ customer, onSaved }: { customer: CustomerView; onSaved: (data: CustomerView) => void }) {
  const { add } = useAlerts();
  const [emailLocked, setEmailLocked] = useState(customer.email_verified);
  const { form, fields, busy, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/account.ts"),
    schema: (m) => m.updateSchema,
    defaultValue: profileOf(customer),
    async send(_value, typed) {
      const { data } = await api<{ data: CustomerView }>("PUT", `/customers/${customer.id}`, {
        ...withoutEmpty(typed),
        terms_conditions: 1,
      });
      add("success", { title: ACCOUNT_UPDATED });
      onSaved(data);
    },
    failure(err) {
      const shown = updateFailure(err);
      add("error", { component: shown.messages[0] });
      return { messages: [], fields: shown.fields };
    },
  });

  return (
    <form className="account-form" id={form.id} onSubmit={onSubmit} noValidate>
      {PROFILE_FIELDS.map((field) =>
        field.name === "email" ? (
          <TextField
            key={field.name}
            label={field.label}
            name="email"
            type="email"
            autoComplete={field.autoComplete}
            defaultValue={fields.email.initialValue as string}
            readOnly={emailLocked}
            error={fields.email.errors?.[0]}
            hint={emailLocked ? "Bekreftet. Trykk «Endre» for å bytte adresse." : undefined}
            after={
              emailLocked ? (
                <button
                  type="button"
                  className="form-field__toggle"
                  onClick={() => {
                    // Spec section 4: clicking a verified input unlocks it and clears the value.
                    setEmailLocked(false);
                    form.update({ name: "email", value: "" });
                  }}
                >
                  Endre
                </button>
              ) : undefined
            }
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            defaultValue={fields[field.name].initialValue as string}
            error={fields[field.name].errors?.[0]}
          />
        ),
      )}
      <button type="submit" className="button button--primary" disabled={!form.dirty || busy}>
        Lagre endringer
      </button>
    </form>
  );
}
