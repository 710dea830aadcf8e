import 'server-only';

import { DeliveryError, type OutgoingSms, type Transport } from './types';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
}

const TWILIO_API = 'https://api.twilio.com/2010-04-01';

/**
 * Twilio's error codes for a `To` line that cannot take our SMS (spec 02 §8 `not_eligible`):
 * 21614 not a mobile number (a landline), 21635 a landline where Twilio does not try them,
 * 21408 sending to that country is not enabled for the account, 21612 no route to that number,
 * 21610 the recipient opted out (STOP). Any other 4xx is the platform's or the address's fault.
 */
export const TWILIO_NOT_ELIGIBLE_CODES: ReadonlySet<number> = new Set([
  21408, 21610, 21612, 21614, 21635,
]);

/** Twilio's error body is `{ code, message, more_info, status }`; the code when there is one. */
function twilioErrorCode(body: string): number | null {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}

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
      const body = await response.text();
      const detail = `twilio ${response.status}: ${body.slice(0, 300)}`;
      if (response.status >= 500) throw new DeliveryError('email_server_failure', detail);
      const code = twilioErrorCode(body);
      throw new DeliveryError(
        code !== null && TWILIO_NOT_ELIGIBLE_CODES.has(code)
          ? 'not_eligible'
          : 'email_client_failure',
        detail,
      );
    },
  };
}
