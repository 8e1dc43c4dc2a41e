// What the staff domain offers the rest of the server: the staff accounts and their sessions
// (bound in db/repositories, kept live in memory by the session owners), the sign-up codes, and
// the password hashing with its cost (config chooses the cost, the auth plugin and the
// create-staff command hash with it). The sign-in and staff routes are registered by app.ts.
export { staffRepository } from './staff';
export { keepSessionOwners, staffSessionsRepository, type SessionOwner } from './staff-sessions';
export {
  OWASP_SCRYPT,
  passwordHasher,
  TEST_SCRYPT,
  type PasswordHasher,
  type ScryptCost,
} from './passwords';
export { otpsRepository } from './otps';
export { listenForSessionChanges, SessionOwners } from './session-owners';
