// What the staff domain offers the rest of the server: the staff accounts and their sessions
// (bound in db/repositories, kept live in memory by the session owners) and the sign-up codes.
// The sign-in and staff routes are registered by app.ts.
export { staffRepository } from './staff';
export { keepSessionOwners, staffSessionsRepository, type SessionOwner } from './staff-sessions';
export { otpsRepository } from './otps';
export { listenForSessionChanges, SessionOwners } from './session-owners';
