import 'server-only';

import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const catalogs = { es: es.auth, en: en.auth } as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function activatedMessage(locale: Locale): string {
  return catalogs[locale].activated;
}

export function pinMessage(locale: Locale, pin: string, link: string) {
  const texts = catalogs[locale].delivery;
  return {
    subject: texts.pinEmailSubject,
    text: `${fill(texts.pinText, { pin })}\n${fill(texts.linkLine, { link })}`,
    sms: fill(texts.pinText, { pin }),
  };
}

export function resetMessage(locale: Locale, code: string) {
  const texts = catalogs[locale].delivery;
  return { subject: texts.resetEmailSubject, text: fill(texts.resetText, { code }) };
}
