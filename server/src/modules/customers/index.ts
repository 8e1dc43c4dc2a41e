// What the customers domain offers the rest of the server: the customer list (bound in
// db/repositories). Its routes, the legacy order call among them, are registered by app.ts.
export { customersRepository } from './customers';
