import 'server-only';

import { DeliveryError, type OutgoingSms, type Transport } from './types';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
}

const TWILIO_API = 'https://api.twilio.com/2010-04-01';

/** SMS through Twilio's REST API (Messages resource, form-encoded, basic auth). */
export function twilioTransport({
  accountSid,
  authToken,
  from,
}: TwilioConfig): Transport<OutgoingSms> {
  const url = `${TWILIO_API}/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: from, Body: text }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new DeliveryError(
          'email_server_failure',
          error instanceof Error ? error.message : String(error),
        );
      }
      if (response.ok) return;
      const detail = `twilio ${response.status}: ${(await response.text()).slice(0, 300)}`;
      throw new DeliveryError(
        response.status < 500 ? 'email_client_failure' : 'email_server_failure',
        detail,
      );
    },
  };
}
