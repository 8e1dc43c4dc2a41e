import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The instance a route plugin registers on, its schemas typed by zod: for one route's own function. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
