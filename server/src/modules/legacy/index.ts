// What the legacy domain offers the rest of the server: the old all-in-one transactions read
// (bound in db/repositories). Its routes are registered by app.ts.
export { legacyTransactionsRepository } from './legacy-transactions';
