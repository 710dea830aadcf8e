import { ApiError } from '../errors';

/** An e-mail to send: plain text. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** An SMS to send; `to` in E.164 (`+525512345678`). */
export interface OutgoingSms {
  to: string;
  text: string;
}

/** How the platform reaches people. Every message is also recorded in `outbox_messages`. */
export interface Delivery {
  sendEmail(message: OutgoingEmail): Promise<void>;
  sendSms(message: OutgoingSms): Promise<void>;
}

/** A transport for one channel; throws `DeliveryError` when the provider refuses or fails. */
export interface Transport<M> {
  name: string;
  send(message: M): Promise<void>;
}

/**
 * Spec 02 §8: `email_client_failure` when the provider refuses the message (bad address, bad
 * credentials: 4xx / 5xx SMTP reply), `email_server_failure` when it cannot be reached or errs,
 * `not_eligible` when the SMS provider says the line cannot take text messages (a landline, an
 * unreachable or opted-out number, a country the account may not send to). The provider's
 * detail stays in the server's log (`createDelivery`), never in the answer.
 */
export class DeliveryError extends ApiError {
  constructor(
    override readonly code: 'email_client_failure' | 'email_server_failure' | 'not_eligible',
    detail: string,
  ) {
    super(code);
    this.message = `${code}: ${detail}`;
    this.name = 'DeliveryError';
  }
}
