import { MUTED } from './landing-styles';
import type { Feature } from './feature-grid';

/** How it works: numbered steps in order (an `ol`; the big numbers are decoration). */
export function LandingSteps({ steps }: { steps: readonly Feature[] }) {
  return (
    <ol className="grid gap-8 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-blue-700 text-xl font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
          <p className={`mt-2 ${MUTED}`}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
