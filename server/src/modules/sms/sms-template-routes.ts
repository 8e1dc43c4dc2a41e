import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  smsPreview,
  smsPreviewBody,
  smsTemplate,
  smsTemplateBody,
  smsTemplateList,
  smsTemplateParams,
  smsTemplateProblem,
} from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';
import type { RouteApp } from '../../lib/route-app';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { chooseGateway } from './gateways/choose';
import { describeTemplate, findTemplate, previewSms } from './preview';
import { smsTemplateStore } from './template-store';

type Templates = ReturnType<typeof smsTemplateStore>;

const tags = ['sms'];

/** A wording as typed, or a 400 naming `text` for what is wrong with it. */
function checked(event: Parameters<typeof smsTemplateProblem>[0], text: string): string {
  const problem = smsTemplateProblem(event, text);
  if (problem) throw badRequest(`text: ${problem}`);
  return text;
}

function listTemplatesRoute(app: RouteApp, templates: Templates) {
  const gatewayName = chooseGateway(app.config).name;
  app.get(
    '/backoffice/sms/templates',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary:
          'The SMS of each order step in Bengali and English, each with a sample and its part count',
        description:
          'The owner’s wording where saved, else the shop’s default (`customised` says which). ' +
          '`preview` fills the wording in with a sample order: GSM-7 holds 160 characters a part ' +
          '(153 in a long message); any Bengali makes the message UCS-2, 70 (67).',
        response: { 200: smsTemplateList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const items = (await templates.list()).map((t) => describeTemplate(app.config, t));
      return { gateway: gatewayName, items };
    },
  );
}

function saveTemplateRoute(app: RouteApp, templates: Templates) {
  app.put(
    '/backoffice/sms/templates/:event/:language',
    {
      config: { access: ACCESS.adminOnly },
      schema: {
        tags,
        summary: 'Save the owner’s wording of one SMS (audited)',
        description:
          'Placeholders: {shop}, {name}, {invoice}, {total}, {fee}, {link}, {phone}; a shipped ' +
          'parcel’s message must say {link}. 400 names `text` for an unknown placeholder, a ' +
          'stray brace, or a missing one. Messages already made keep the words they were made with.',
        params: smsTemplateParams,
        body: smsTemplateBody,
        response: { 200: smsTemplate },
      },
    },
    async (request) => {
      const { event, language } = request.params;
      await templates.save(event, language, checked(event, request.body.text), actorOf(request));
      return describeTemplate(app.config, findTemplate(await templates.list(), event, language));
    },
  );
}

function resetTemplateRoute(app: RouteApp, templates: Templates) {
  app.delete(
    '/backoffice/sms/templates/:event/:language',
    {
      config: { access: ACCESS.adminOnly },
      schema: {
        tags,
        summary: 'Go back to the shop’s default wording of one SMS (audited)',
        params: smsTemplateParams,
        response: { 200: smsTemplate },
      },
    },
    async (request) => {
      const { event, language } = request.params;
      await templates.reset(event, language, actorOf(request));
      return describeTemplate(app.config, findTemplate(await templates.list(), event, language));
    },
  );
}

function previewRoute(app: RouteApp, templates: Templates) {
  app.post(
    '/backoffice/sms/templates/:event/:language/preview',
    {
      config: { access: ACCESS.adminOnly },
      schema: {
        tags,
        summary: 'One SMS filled in with a sample order, and its part count (saves nothing)',
        description:
          'Of `text` as typed (checked as a save checks it), or of the wording in force without it.',
        params: smsTemplateParams,
        body: smsPreviewBody,
        response: { 200: smsPreview },
      },
    },
    async (request) => {
      const { event, language } = request.params;
      const text =
        request.body.text === undefined
          ? findTemplate(await templates.list(), event, language).text
          : checked(event, request.body.text);
      return previewSms(app.config, language, text);
    },
  );
}

/**
 * The SMS a shopper is sent at each step of an order: the owner's wording of each (read by any
 * staff member, changed by admins, every change audited), and a preview of it. The messages sent
 * are in sms-message-routes.ts.
 */
const smsTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = smsTemplateStore(app.db);
  listTemplatesRoute(app, templates);
  saveTemplateRoute(app, templates);
  resetTemplateRoute(app, templates);
  previewRoute(app, templates);
};

export default smsTemplateRoutes;
