import { howItWorksSteps } from '@/lib/content/landing';
import { ProcessSteps } from './process-steps';
import { SectionHeading } from './section-heading';

/** SPEC: Upload Inspection, Request Quote, Schedule Repairs. */
export function LandingHowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-slate-50">
      <div className="section">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From Inspection Report to Finished Repairs in Three Steps"
        />
        <ProcessSteps steps={howItWorksSteps} />
      </div>
    </section>
  );
}
