// What orders by source offer the rest of the server: the dashboard's periods. The routes are
// registered by app.ts.
export { periodDays } from './takings-by-source';
