import { testimonials } from '@/lib/content/testimonials';

/** Short customer quotes signed with a first name and an initial. Plain text: self-serving reviews get no Review markup. */
export function LandingTestimonials() {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {testimonials.map((item) => (
        <li key={item.name} className="card">
          <figure className="flex h-full flex-col">
            <blockquote className="flex-1 text-lg leading-relaxed text-slate-800">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-slate-200 pt-4">
              <span className="block font-semibold text-brand-navy">{item.name}</span>
              <span className="text-sm text-slate-600">{item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
