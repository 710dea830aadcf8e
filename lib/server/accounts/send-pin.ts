import 'server-only';

import type { Locale } from '@/lib/i18n/locales';

import type { Delivery } from '../delivery/types';
import { activationLink } from './activation-link';
import type { IssuedPin } from './registration-store';
import { pinMessage } from './texts';

export interface PinRecipient {
  channel: 'email' | 'sms';
  email: string | null;
  phone: string | null;
  countryCode: string | null;
}

/**
 * Sends the PIN (and, by e-mail, the `/activate/{key}` link) on the registration's channel.
 * `linkBase` comes from `activationLinkBase` (configuration, never request headers).
 */
export async function sendPin(
  delivery: Delivery,
  recipient: PinRecipient,
  { pin, linkKey }: IssuedPin,
  locale: Locale,
  linkBase: string,
): Promise<void> {
  const message = pinMessage(locale, pin, activationLink(linkBase, linkKey));
  if (recipient.channel === 'sms' && recipient.phone && recipient.countryCode) {
    await delivery.sendSms({
      to: `+${recipient.countryCode}${recipient.phone}`,
      text: message.sms,
    });
  } else if (recipient.email) {
    await delivery.sendEmail({ to: recipient.email, subject: message.subject, text: message.text });
  }
}
