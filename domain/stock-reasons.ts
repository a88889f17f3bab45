// Why stock was adjusted in the back office (issue 15, decision 045): a fixed list, so the audit log
// can be counted by reason; the form offers these and the server accepts nothing else.
export const STOCK_REASONS = ["Varemottak", "Telling", "Svinn", "Retur fra kunde", "Annet"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
