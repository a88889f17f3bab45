// zod would otherwise probe for `new Function` when it builds its first object schema: the strict CSP
// refuses it, and the browser reports the refusal as a console issue even though zod catches it.
// zod reads its configuration from this global object, so it is set here, without loading zod, by the
// layout's first import: before any route module builds a schema (decision 053). Only in the
// browser: the server shares zod with the API, whose validation keeps zod's compiled fast path.
if (typeof document !== "undefined") {
  const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}
