// Alert toasts (spec sections 3, 4, 8, 9): typed alerts, added and removed per type, with default
// titles and time-outs. Pure state functions; alerts-context.tsx holds them in React state.
import type { ReactNode } from "react";

export const ALERT_TYPES = ["error", "warning", "info", "success"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const DEFAULT_ALERT_TITLES: Record<AlertType, string> = {
  error: "Noe gikk galt",
  warning: "Obs!",
  info: "Informasjon",
  success: "Suksess",
};

/** Spec section 9: "Alert default time-out 5,000,000 ms", "Success alert timeout 3000 ms". */
export const DEFAULT_ALERT_TIMEOUT_MS = 5_000_000;
export const SUCCESS_ALERT_TIMEOUT_MS = 3000;

export interface Alert {
  uid: string;
  type: AlertType;
  title: string;
  /** The alert's body ("component" in the spec). */
  component: ReactNode;
  timeout: number;
}

export interface AlertInput {
  title?: string;
  component?: ReactNode;
  /** Milliseconds until the alert closes itself; 0 or less keeps it until closed. */
  timeout?: number;
}

export type AlertState = Record<AlertType, Alert[]>;

export const emptyAlerts = (): AlertState => ({ error: [], warning: [], info: [], success: [] });

export function defaultTimeout(type: AlertType): number {
  return type === "success" ? SUCCESS_ALERT_TIMEOUT_MS : DEFAULT_ALERT_TIMEOUT_MS;
}

export function createAlert(type: AlertType, input: AlertInput, uid: string): Alert {
  return {
    uid,
    type,
    title: input.title ?? DEFAULT_ALERT_TITLES[type],
    component: input.component ?? null,
    timeout: input.timeout ?? defaultTimeout(type),
  };
}

export function addAlert(state: AlertState, alert: Alert): AlertState {
  return { ...state, [alert.type]: [...state[alert.type], alert] };
}

export function removeAlert(state: AlertState, type: AlertType, uid: string): AlertState {
  const list = state[type];
  if (!list.some((a) => a.uid === uid)) return state;
  return { ...state, [type]: list.filter((a) => a.uid !== uid) };
}

export function clearAlerts(state: AlertState, type: AlertType): AlertState {
  return state[type].length === 0 ? state : { ...state, [type]: [] };
}
