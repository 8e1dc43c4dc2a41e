/** Repeated at the end so the skipped pass is visible under the test summary too. */
export default async function globalTeardown(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      '\n*** PostgreSQL pass SKIPPED: set TEST_DATABASE_URL=postgres://… to run it ***\n',
    );
  }
}
