import Link from 'next/link';
import type { ProcessStep } from '@/lib/copy/types';

export type { ProcessStep };

/** Numbered steps: an ordered list, so screen readers announce the order. */
export function ProcessSteps({ steps, headingLevel = 3 }: { steps: readonly ProcessStep[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const columns = steps.length >= 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  return (
    <ol className={`mt-10 grid gap-6 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="card tile">
          <span aria-hidden="true" className="step-number">
            {index + 1}
          </span>
          <Heading className="tile-title text-xl">
            <span className="sr-only">{`Step ${index + 1}: `}</span>
            {step.title}
          </Heading>
          <p className="tile-text">{step.text}</p>
          {step.link ? (
            <Link href={step.link.href} className="mt-3 inline-block font-semibold text-brand-teal underline underline-offset-4">
              {step.link.label}
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
