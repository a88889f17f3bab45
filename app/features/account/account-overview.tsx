// The account page (spec sections 4, 6, 8): the update form (submit enabled only after a change, Enter
// submits, a verified e-mail is locked until unlocked), e-mail verification with resend, the club flag,
// password change, logout and account deletion.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { MAIL_NOT_SENT, mailSent } from "../../../domain/account-messages.ts";
import { PREFERENCES_SAVED, type PreferencesInput } from "../../../domain/schemas/account.ts";
import type { CustomerView } from "../../../server/modules/customers/profile.ts";
import { useAlerts } from "../../components/alerts/alerts-context.tsx";
import { SUCCESS_ALERT_TIMEOUT_MS } from "../../components/alerts/alerts-store.ts";
import { FormMessage, PasswordField, TextField } from "../../components/form-field.tsx";
import { type FormFailure, useApiForm } from "../../components/use-api-form.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { STORAGE_KEYS, writeShared } from "../../lib/shared-storage.ts";
import { serverMessage, updateErrorMessage, withoutEmpty } from "./account-errors.ts";
import { SubmitWithError } from "./login-form.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { ACCOUNT_UPDATED, CLUB_TEXT } from "./texts.ts";
import { afterDeletion, afterLogout } from "./user-session.ts";

type Profile = Pick<CustomerView, "first_name" | "last_name" | "email" | "phone" | "address" | "postal_code" | "city">;

const PROFILE_FIELDS: { name: keyof Profile; label: string; autoComplete: string; type?: string }[] = [
  { name: "first_name", label: "Fornavn", autoComplete: "given-name" },
  { name: "last_name", label: "Etternavn", autoComplete: "family-name" },
  { name: "email", label: "E-post", autoComplete: "email", type: "email" },
  { name: "phone", label: "Telefon", autoComplete: "tel", type: "tel" },
  { name: "address", label: "Adresse", autoComplete: "street-address" },
  { name: "postal_code", label: "Postnummer", autoComplete: "postal-code" },
  { name: "city", label: "Sted", autoComplete: "address-level2" },
];

const profileOf = (c: CustomerView): Record<keyof Profile, string> => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone ?? "",
  address: c.address ?? "",
  postal_code: c.postal_code ?? "",
  city: c.city ?? "",
});

/** Spec section 8: a 401 means another user is logged in: forget the user and reload. */
function onOtherUser(err: unknown) {
  if (err instanceof ApiError && err.status === 401) {
    writeShared(STORAGE_KEYS.user, null);
    window.location.reload();
  }
}

/** The update's failure: the field errors beside the inputs and the spec's mapped text (section 8). */
function updateFailure(err: unknown): FormFailure {
  onOtherUser(err);
  const body = err instanceof ApiError ? err.body : {};
  return { messages: [updateErrorMessage(err instanceof ApiError ? err.status : 0, body)], fields: body.errors };
}

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

function PasswordChange({ customer }: { customer: CustomerView }) {
  const { add } = useAlerts();
  const { form, fields, busy, messages, onSubmit } = useApiForm({
    validation: () => import("../../../domain/schemas/account.ts"),
    schema: (m) => m.passwordChangeSchema,
    async send(_value, typed) {
      await api("PUT", `/customers/${customer.id}`, {
        ...withoutEmpty({ ...profileOf(customer), ...typed }),
        terms_conditions: 1,
      });
      add("success", { title: "Passordet er endret" });
    },
    failure: updateFailure,
    resetsOnSuccess: true,
  });

  return (
    <section className="account-section" aria-labelledby="password-heading">
      <h2 id="password-heading">Bytt passord</h2>
      <form className="account-form" id={form.id} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Nåværende passord"
          name="current_password"
          autoComplete="current-password"
          error={fields.current_password.errors?.[0]}
        />
        <NewPasswordFields
          label="Nytt passord"
          errors={{
            password: fields.password.errors?.[0],
            password_confirmation: fields.password_confirmation.errors?.[0],
          }}
        />
        <SubmitWithError
          error={messages[0]}
          busy={busy}
          required={[fields.current_password.value, fields.password.value]}
        >
          Bytt passord
        </SubmitWithError>
      </form>
    </section>
  );
}

function DeleteAccount({ customerId }: { customerId: number }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    try {
      await api("DELETE", `/customers/${customerId}`);
      afterDeletion();
    } catch (err) {
      setError(serverMessage(err));
      onOtherUser(err);
    }
  }

  return (
    <section className="account-section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Slett konto</h2>
      <p>
        Kontoen og personopplysningene dine slettes. Kjøp vi må ta vare på i fem år etter regnskapsloven, beholdes uten
        navn og e-post.
      </p>
      {confirming ? (
        <fieldset className="delete-confirm">
          <legend>Er du sikker? Dette kan ikke angres.</legend>
          <button type="button" className="button button--danger" onClick={remove}>
            Ja, slett kontoen min
          </button>{" "}
          <button type="button" className="button button--plain" onClick={() => setConfirming(false)}>
            Avbryt
          </button>
        </fieldset>
      ) : (
        <button type="button" className="button button--plain" onClick={() => setConfirming(true)}>
          Slett konto
        </button>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </section>
  );
}
