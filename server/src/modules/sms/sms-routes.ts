import {
  okMessage,
  smsMessageList,
  smsMessageListQuery,
  smsMessageParams,
  smsPreview,
  smsPreviewBody,
  smsTemplate,
  smsTemplateBody,
  smsTemplateList,
  smsTemplateParams,
  smsTemplateProblem,
} from '@poshak/shared-api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { chooseGateway } from './gateways/choose';
import { describeTemplate, findTemplate, previewSms } from './preview';
import { smsQueue } from './queue';
import { smsTemplateStore } from './template-store';

/**
 * The SMS a shopper is sent at each step of an order: the owner's wording of each (read by any
 * staff member, changed by admins, every change audited) and the messages sent, with the full
 * numbers staff may need to call a shopper back.
 */
const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sms'];
  const templates = smsTemplateStore(app.db);
  const queue = smsQueue(app.db);
  const facts = app.config;
  const gatewayName = chooseGateway(app.config).name;

  const checked = (event: Parameters<typeof smsTemplateProblem>[0], text: string) => {
    const problem = smsTemplateProblem(event, text);
    if (problem) throw badRequest(`text: ${problem}`);
    return text;
  };

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
      const items = (await templates.list()).map((t) => describeTemplate(facts, t));
      return { gateway: gatewayName, items };
    },
  );

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
      return describeTemplate(facts, findTemplate(await templates.list(), event, language));
    },
  );

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
      return describeTemplate(facts, findTemplate(await templates.list(), event, language));
    },
  );

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
      return previewSms(facts, language, text);
    },
  );

  app.get(
    '/backoffice/sms/messages',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The SMS sent to shoppers, newest first, by invoice and status',
        description:
          '`failed` and `unsure` messages were given up, with the reason in `last_error`; ' +
          '`unsure`: a try was cut by a crash on a gateway that cannot be asked again safely.',
        querystring: smsMessageListQuery,
        response: { 200: smsMessageList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return queue.list(request.query);
    },
  );

  app.post(
    '/backoffice/sms/messages/:id/resend',
    {
      // Who moves orders on may send their shopper's message again.
      config: { access: ACCESS.orderStatusWrite },
      schema: {
        tags,
        summary: 'Queue a failed or unsure SMS again (audited)',
        description: '409 when the message is not failed or unsure; 404 when there is none.',
        params: smsMessageParams,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await queue.resend(request.params.id, actorOf(request), new Date());
      return { message: 'Queued again' };
    },
  );
};

export default smsRoutes;
