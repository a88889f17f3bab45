// The alert region: always in the page (so screen readers know the live region before anything is
// announced); toasts appear inside it and close themselves after their time-out.
import { useCallback, useEffect } from "react";
import { useAlerts } from "./alerts-context.tsx";
import { ALERT_TYPES, type Alert, type AlertType } from "./alerts-store.ts";

// setTimeout fires at once for delays above 2^31 - 1 ms.
const MAX_TIMER_MS = 2_147_483_647;

function AlertToast({ alert, remove }: { alert: Alert; remove: (type: AlertType, uid: string) => void }) {
  const { type, uid, timeout } = alert;
  // Stable, so re-renders of the list do not restart the timer.
  const close = useCallback(() => remove(type, uid), [remove, type, uid]);

  useEffect(() => {
    if (timeout <= 0) return;
    const timer = setTimeout(close, Math.min(timeout, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [timeout, close]);

  return (
    <li className={`toast toast--${type}`}>
      <div className="toast__body">
        <p className="toast__title">{alert.title}</p>
        {alert.component ? <div className="toast__text">{alert.component}</div> : null}
      </div>
      <button type="button" className="toast__close" onClick={close} aria-label={`Lukk varselet «${alert.title}»`}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function AlertToasts() {
  const { alerts, remove } = useAlerts();
  const all = ALERT_TYPES.flatMap((type) => alerts[type]);
  return (
    <section className="toasts" aria-label="Varsler" aria-live="polite">
      {all.length > 0 ? (
        <ul className="toasts__list">
          {all.map((alert) => (
            <AlertToast key={alert.uid} alert={alert} remove={remove} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
