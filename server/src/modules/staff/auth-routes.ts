import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meRoutes, signinRoutes } from './signin-routes';
import { signupRoutes } from './signup-routes';

/**
 * Staff sign-in (a server-side session behind each token), sign-out, sign-up by owner's code,
 * and who is signed in. In the order the OpenAPI document has always listed them: the request
 * fuzzer draws each route's cases by its place there.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signinRoutes);
  await app.register(signupRoutes);
  await app.register(meRoutes);
};

export default authRoutes;
