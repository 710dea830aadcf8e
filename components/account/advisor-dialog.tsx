'use client';

import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Advisor } from '@/lib/api/schemas/network';
import { initialsOf } from '@/lib/domain/accounts/account-menu';

import { SIDE_MENU_ITEM } from './side-menu-styles';

export interface AdvisorDialogLabels {
  myAdvisor: string;
  myCoordinator: string;
  email: string;
  phone: string;
  whatsapp: string;
  officeHours: string;
  officeHoursBusiness: string;
  officeHoursAlways: string;
  online: string;
  offline: string;
  close: string;
}

const LINK =
  'font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-shop-1';

/**
 * The advisor (affiliate and franchise owners) or coordinator (level-two users) modal (spec 02
 * §1 "Advisor and tour", §9): photo, name, online or offline (heartbeat within 5 minutes),
 * e-mail, phone, WhatsApp and office hours.
 */
export function AdvisorDialog({
  advisor,
  labels,
  onOpen,
}: {
  advisor: Advisor;
  labels: AdvisorDialogLabels;
  onOpen?: () => void;
}) {
  const title = advisor.kind === 'advisor' ? labels.myAdvisor : labels.myCoordinator;
  const phone = advisor.phone
    ? `${advisor.country_code ? `+${advisor.country_code} ` : ''}${advisor.phone}`
    : null;
  return (
    <ModalDialog
      title={title}
      closeLabel={labels.close}
      triggerLabel={title}
      triggerClassName={SIDE_MENU_ITEM}
      onOpen={onOpen}
    >
      <div className="flex items-center gap-4">
        {advisor.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a profile photo of any origin
          <img
            src={advisor.image}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-gray-200 text-xl font-semibold text-gray-700"
          >
            {initialsOf(advisor.full_name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-lg font-semibold">{advisor.full_name}</p>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${advisor.online ? 'bg-green-600' : 'bg-gray-400'}`}
            />
            {advisor.online ? labels.online : labels.offline}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {advisor.email ? (
          <>
            <dt className="text-gray-600 dark:text-gray-300">{labels.email}</dt>
            <dd className="min-w-0 break-words">
              <a href={`mailto:${advisor.email}`} className={LINK}>
                {advisor.email}
              </a>
            </dd>
          </>
        ) : null}
        {phone ? (
          <>
            <dt className="text-gray-600 dark:text-gray-300">{labels.phone}</dt>
            <dd>
              <a href={`tel:${phone.replace(/\s/g, '')}`} className={LINK}>
                {phone}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-gray-600 dark:text-gray-300">{labels.officeHours}</dt>
        <dd>
          {advisor.office_hours === 'always'
            ? labels.officeHoursAlways
            : labels.officeHoursBusiness}
        </dd>
      </dl>
      {advisor.whatsapp_url ? (
        <a
          href={advisor.whatsapp_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-5 inline-flex h-10 items-center rounded-full bg-green-700 px-5 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          {labels.whatsapp}
        </a>
      ) : null}
    </ModalDialog>
  );
}
