import { JsonLd } from '@/components/seo/json-ld';
import { type FaqEntry, faqPageJsonLd } from '@/lib/domain/landing/landing-seo';

import { LandingSection } from './landing-section';
import { MUTED } from './landing-styles';

/**
 * Questions and answers as native disclosure widgets (`details`/`summary`: open and close
 * without JavaScript, by keyboard too), with the same entries as `FAQPage` structured data.
 */
export function LandingFaq({
  title,
  entries,
  id = 'preguntas',
}: {
  title: string;
  entries: readonly FaqEntry[];
  id?: string;
}) {
  return (
    <LandingSection id={id} title={title}>
      <JsonLd data={faqPageJsonLd(entries)} />
      <div className="max-w-3xl divide-y divide-gray-200 rounded-2xl ring-1 ring-gray-200 dark:divide-gray-800 dark:ring-gray-800">
        {entries.map((entry) => (
          <details
            key={entry.question}
            className="group px-5 py-1 [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
              {entry.question}
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-blue-700 transition-transform group-open:rotate-180 dark:text-blue-300"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M6 9l6 6 6-6" />
              </svg>
            </summary>
            <p className={`pb-4 ${MUTED}`}>{entry.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
