// What the audit domain offers the rest of the server: the audit log every domain writes its
// changes to (`recordAudit`, `audited`), who a request's change is by (`actorOf`), and the log's
// reads (bound in db/repositories). Its routes are registered by app.ts.
export { auditRepository, audited, recordAudit, type Actor } from './audit';
export { actorOf, staffActorOf } from './actor';
