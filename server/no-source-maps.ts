// Loaded by `npm start` right after tsx (`--import tsx --import ./server/no-source-maps.ts`): tsx turns
// on Node's source maps, and Node then keeps every module's map parsed in memory, ~35 MB of this
// server's heap at rest (decision 053). The price: stack traces in production logs give the lines
// of tsx's output, not of the TypeScript (the file and function names stay).
process.setSourceMapsEnabled(false);
