import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (built from the routes' zod schemas) and its UI at /api/docs. */
export default fp(
  async function swagger(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Poshak shop API',
          description:
            'Storefront reads, atomic order placement, and the staff back-office. ' +
            'Back-office calls need `Authorization: Bearer <accessToken>` from POST /api/auth/signin.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // No badge from the public validator: the docs page talks to our own origin only.
      uiConfig: { validatorUrl: null },
      // Served over plain HTTP too, so no forced upgrade; never framed, like every other page;
      // fonts, styles and images from our own origin only (the UI ships its own; its script
      // injects a style element, so inline styles are allowed here as on the shop's pages).
      transformStaticCSP: (header) =>
        header
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/ https:/g, '')
          .replace(/ validator\.swagger\.io/g, '')
          .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'swagger' },
);
