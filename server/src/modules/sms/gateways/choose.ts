import type { Config } from '../../../config';
import { bulkSmsBdGateway } from './bulksmsbd';
import type { SmsGateway } from './gateway';
import { outboxGateway } from './outbox';
import { sslWirelessGateway } from './ssl-wireless';

/** The gateway SMS_GATEWAY names, with its address and credentials; none: the outbox. */
export function chooseGateway(config: Pick<Config, 'sms' | 'outboxDir'>): SmsGateway {
  const chosen = config.sms.gateway;
  if (!chosen) return outboxGateway(config.outboxDir);
  if (chosen.name === 'sslwireless') {
    return sslWirelessGateway({ url: chosen.url, apiToken: chosen.apiKey, sid: chosen.senderId });
  }
  return bulkSmsBdGateway({ url: chosen.url, apiKey: chosen.apiKey, senderId: chosen.senderId });
}
