import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { retryDelayMs, type Clock } from '../../lib/worker-timing';
import { composeSms, type ShopFacts } from './compose';
import type { OutgoingSms, SendOutcome, SmsGateway } from './gateways/gateway';
import { gatewayNumber, maskPhone } from './phone';
import type { smsQueue } from './queue';
import type { ClaimedSms } from './sms-claims';

/** What delivering a claimed message needs: the queue, the gateway, the shop's facts, time, the log. */
export interface DeliveryDeps {
  db: Database;
  queue: ReturnType<typeof smsQueue>;
  gateway: SmsGateway;
  facts: ShopFacts;
  log: FastifyBaseLogger;
  maxAttempts: number;
  clock: Clock;
}

const described = (gateway: SmsGateway, message: ClaimedSms, to: string | null) => ({
  sms: message.id,
  invoice_no: message.invoiceNo,
  event: message.event,
  to: maskPhone(to),
  gateway: gateway.name,
  attempt: message.attempts,
});

const base = (message: ClaimedSms) => ({
  id: message.id,
  key: message.key,
  invoiceNo: message.invoiceNo,
  event: message.event,
  language: message.language,
});

/** Its last try may have reached the shopper: asking again could send it twice. */
async function leaveUnsure({ queue, gateway, log }: DeliveryDeps, message: ClaimedSms) {
  const reason =
    `a try was cut before ${gateway.name} answered (the server stopped); ${gateway.name} ` +
    'names no message by a key of ours, so it is not tried again: check its report, and ' +
    'send it again from the back-office if it did not go';
  await queue.giveUp(message, 'unsure', gateway.name, reason);
  log.warn(described(gateway, message, message.phone), `sms unsure: ${reason}`);
}

/**
 * The message as the gateway is handed it: made from its order at its first try (its number
 * and text fixed then), as fixed at every later one. Null when it is not to be sent: it could
 * not be made (given up), or another worker took it over.
 */
async function outgoingOf(deps: DeliveryDeps, message: ClaimedSms): Promise<OutgoingSms | null> {
  const { db, queue, gateway, facts, log } = deps;
  if (message.body !== null) {
    return {
      ...base(message),
      to: gatewayNumber(message.phone ?? '') ?? '',
      text: message.body,
      parts: message.parts ?? 1,
    };
  }
  const made = await composeSms(db, facts, message);
  if (!made.ok) {
    await queue.giveUp(message, 'failed', null, made.reason, made.phone);
    log.warn(described(gateway, message, made.phone), `sms not sent: ${made.reason}`);
    return null;
  }
  const fixed = await queue.fix(message, { phone: made.phone, body: made.text, parts: made.parts });
  // Another worker took it over (this one's lease ran out): it is theirs now.
  if (!fixed) return null;
  return { ...base(message), to: made.to, text: made.text, parts: made.parts };
}

/** Records the gateway's answer: sent, tried again after a while, or given up with the reason. */
async function record(
  { queue, gateway, log, maxAttempts, clock }: DeliveryDeps,
  message: ClaimedSms,
  to: string,
  outcome: SendOutcome,
) {
  const now = clock.now();
  const about = described(gateway, message, to);
  if (outcome.ok) {
    await queue.sent(message, now, gateway.name, outcome.reference);
    log.info(about, 'sms sent');
  } else if (outcome.retry && message.attempts < maxAttempts) {
    const at = new Date(now.getTime() + retryDelayMs(message.attempts));
    await queue.retryAt(message, at, gateway.name, outcome.reason);
    log.warn({ ...about, retry_at: at.toISOString() }, `sms try failed: ${outcome.reason}`);
  } else {
    const reason = outcome.retry
      ? `${outcome.reason} (given up after ${message.attempts} tries)`
      : outcome.reason;
    await queue.giveUp(message, 'failed', gateway.name, reason);
    log.error(about, `sms given up: ${reason}`);
  }
}

/** Makes a claimed message (at its first try), hands it to the gateway and records the outcome. */
export async function deliver(deps: DeliveryDeps, message: ClaimedSms): Promise<void> {
  const { gateway } = deps;
  if (message.interrupted && message.body !== null && !gateway.idempotent) {
    await leaveUnsure(deps, message);
    return;
  }
  const outgoing = await outgoingOf(deps, message);
  if (!outgoing) return;
  let outcome: SendOutcome;
  try {
    outcome = await gateway.send(outgoing);
  } catch (error) {
    outcome = {
      ok: false,
      retry: true,
      reason: `the gateway call failed: ${(error as Error).message}`,
    };
  }
  await record(deps, message, outgoing.to, outcome);
}
