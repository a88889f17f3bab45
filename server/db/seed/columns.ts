// Column lists of the seed's inserts as one table each: name to element type, in insert order.
import { type Column, jsonColumn, textListColumn } from "./bulk.ts";

/**
 * The columns of an insert from `{ name: type }`: a PostgreSQL element type ('int4', 'text', 'bool',
 * 'timestamptz', …), or "json" for jsonb sent as text and "text[]" for a list sent as one string.
 */
export function columns(spec: Readonly<Record<string, string>>): Column[] {
  return Object.entries(spec).map(([name, type]) => {
    if (type === "json") return jsonColumn(name);
    if (type === "text[]") return textListColumn(name);
    return { name, type };
  });
}
