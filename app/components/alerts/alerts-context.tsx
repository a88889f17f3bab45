// A tiny alert store in React context: any component can raise or close an alert with useAlerts().
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import {
  type Alert,
  type AlertInput,
  type AlertState,
  type AlertType,
  addAlert,
  clearAlerts,
  createAlert,
  emptyAlerts,
  removeAlert,
} from "./alerts-store.ts";

interface AlertsApi {
  alerts: AlertState;
  /** Shows an alert and returns its uid. */
  add: (type: AlertType, input?: AlertInput) => string;
  remove: (type: AlertType, uid: string) => void;
  clear: (type: AlertType) => void;
}

const AlertsContext = createContext<AlertsApi | null>(null);

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertState>(emptyAlerts);
  const next = useRef(0);

  const add = useCallback((type: AlertType, input: AlertInput = {}) => {
    next.current += 1;
    const alert: Alert = createAlert(type, input, `alert-${next.current}`);
    setAlerts((state) => addAlert(state, alert));
    return alert.uid;
  }, []);
  const remove = useCallback((type: AlertType, uid: string) => setAlerts((state) => removeAlert(state, type, uid)), []);
  const clear = useCallback((type: AlertType) => setAlerts((state) => clearAlerts(state, type)), []);

  const api = useMemo(() => ({ alerts, add, remove, clear }), [alerts, add, remove, clear]);
  return <AlertsContext value={api}>{children}</AlertsContext>;
}

export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error("useAlerts() must be used inside <AlertsProvider>");
  return api;
}
