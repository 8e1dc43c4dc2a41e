// React's development build records, for each element it creates, an Error whose stack names the
// component that created it ("owner stacks", shown in React's warnings). Capturing a stack for
// every element of an antd screen is over a quarter of a component test's CPU (a stock page's 21
// tests: 59 s of CPU with them, 41 s without), and the tests never read them: React's own limit —
// stacks for the first 10,000 elements of each second — is held reached here. The warnings still
// come, with the component stack React builds from the tree.
import * as React from 'react';

const INTERNALS = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)[
  INTERNALS
];
if (typeof internals?.recentlyCreatedOwnerStacks !== 'number') {
  // A React upgrade renamed what this relies on: the tests would pass, only slower. Say so.
  throw new Error(
    'react-owner-stacks.ts: React no longer counts recentlyCreatedOwnerStacks; update or remove this set-up',
  );
}
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
  get: () => 1e4,
  set: () => undefined,
});
