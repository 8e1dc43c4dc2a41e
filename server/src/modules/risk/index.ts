// What fake-order risk offers the rest of the server (docs/risk.md): a number's score, and what
// the owner's rules ask of its next order. The routes are registered by app.ts.
export { riskScore } from './score';
export { placementRisk } from './placement';
