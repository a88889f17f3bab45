// Ending a running campaign and deleting a planned one (decision 046): each asks first, as neither can
// be undone from the page (an ended campaign's prices go back to the ordinary ones at once).
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { CampaignPhase } from "../../../domain/campaign-admin.ts";
import { FormMessage } from "../../components/form-field.tsx";
import { useApiAction } from "../../components/use-api-action.ts";
import { api } from "../../lib/api-client.ts";
import type { CampaignAnswer } from "./api-answers.ts";

const ACTIONS = {
  running: {
    button: "Avslutt nå",
    question: "Avslutte kampanjen nå? Kampanjeprisene forsvinner fra nettbutikken med en gang.",
    confirm: "Ja, avslutt kampanjen",
  },
  planned: {
    button: "Slett kampanjen",
    question: "Slette kampanjen og varene i den? Dette kan ikke angres.",
    confirm: "Ja, slett kampanjen",
  },
} as const;

export function CampaignActions({ id, phase }: { id: number; phase: CampaignPhase }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const { run, busy, error, done } = useApiAction();
  if (phase === "ended") return done ? <FormMessage kind="success">{done}</FormMessage> : null;
  const texts = ACTIONS[phase];

  const act = () =>
    run(async () => {
      if (phase === "running") {
        await api<CampaignAnswer>("POST", `/backoffice/campaigns/${id}/end`);
        setConfirming(false);
        await revalidator.revalidate();
        return "Kampanjen er avsluttet.";
      }
      await api<null>("DELETE", `/backoffice/campaigns/${id}`);
      await navigate("/admin/kampanjer?slettet=1");
    });

  return (
    <div>
      {confirming ? (
        <fieldset className="delete-confirm">
          <legend>{texts.question}</legend>
          <div className="admin-review__actions">
            <button type="button" className="button button--danger" disabled={busy} onClick={act}>
              {texts.confirm}
            </button>
            <button type="button" className="button button--plain" onClick={() => setConfirming(false)}>
              Avbryt
            </button>
          </div>
        </fieldset>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {texts.button}
        </button>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}
