// Loaded by `npm start` right after tsx (`--import tsx --import ./server/no-source-maps.ts`): tsx turns
// on Node's source maps, and Node then keeps every module's map parsed in memory, ~35 MB of this
// server's heap at rest (decision 053). Stack traces in production logs point into tsx's output
// instead, which keeps the TypeScript's lines.
process.setSourceMapsEnabled(false);
