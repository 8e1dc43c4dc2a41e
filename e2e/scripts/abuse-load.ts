/**
 * The abuse-load measurements of `tests/resilience/abuse-load.spec.ts`, against a shop that is
 * already running (another build, another machine), printing the same summary lines and no
 * verdict. The shop should run with TRUST_PROXY=true for the many-address spray and the staff
 * sign-in (they claim other addresses), on the demo catalogue.
 *
 *   cd e2e && node --import tsx scripts/abuse-load.ts http://127.0.0.1:4444 [spray-one] [spray-many] [flood]
 *
 * ABUSE_STAFF=username:password adds a staff sign-in from another address during the one-address
 * spray (create the account first with the shop's create-staff command). For a shop so slow
 * under abuse that the spec's amounts would take minutes: ABUSE_ROUNDS (the shopper's rounds per
 * phase, default 20), ABUSE_FLOOD_ROUNDS (quiet/flood/busy rounds, default 3) and
 * ABUSE_PER_PHASE (reads per phase, default 20,000).
 */
import {
  floodSummary,
  measureSpray,
  measureWriteFlood,
  signIn,
  spraySummary,
  type SignIn,
} from '../harness/load/abuse-scenarios';

const OFFICE_ADDRESS = '192.0.2.10';

async function main([origin, ...chosen]: string[]): Promise<void> {
  if (!origin) throw new Error('usage: abuse-load.ts <origin> [spray-one] [spray-many] [flood]');
  const scenarios = chosen.length > 0 ? chosen : ['spray-one', 'spray-many', 'flood'];
  const [username = '', password = ''] = (process.env.ABUSE_STAFF ?? '').split(':');
  const rounds = Number(process.env.ABUSE_ROUNDS ?? 20);

  for (const scenario of scenarios) {
    if (scenario === 'spray-one' || scenario === 'spray-many') {
      let staff: SignIn | undefined;
      const figures = await measureSpray(origin, {
        forwardedFor: scenario === 'spray-one' ? 'none' : 'random',
        rounds,
        whileSpraying: async () => {
          if (username) staff = await signIn(origin, { username, password }, OFFICE_ADDRESS);
        },
      });
      const label = scenario === 'spray-one' ? 'spray (one address)' : 'spray (many addresses)';
      const signedIn = staff
        ? `; staff sign-in meanwhile: ${staff.status} in ${staff.ms.toFixed(0)} ms`
        : '';
      console.log(`${spraySummary(label, figures)}${signedIn}`);
    } else if (scenario === 'flood') {
      const figures = await measureWriteFlood(origin, {
        rounds: Number(process.env.ABUSE_FLOOD_ROUNDS ?? 3),
        perPhase: Number(process.env.ABUSE_PER_PHASE ?? 20_000),
      });
      console.log(floodSummary('write flood', figures));
    } else {
      throw new Error(`unknown scenario ${scenario}`);
    }
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
