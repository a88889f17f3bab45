// Where the local Klarna stand-in's browser half is served (decision 024): the checkout page loads its
// SDK from here when no Klarna credentials are configured, and the server mounts it here.
export const STANDIN_PREFIX = "/klarna-standin";
