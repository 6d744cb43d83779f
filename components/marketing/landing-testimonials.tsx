import { testimonials } from '@/lib/copy/testimonials';

/** Short customer quotes signed with a first name and an initial. Plain text: self-serving reviews get no Review markup. */
export function LandingTestimonials() {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {testimonials.map((item) => (
        <li key={item.name} className="card">
          <figure className="quote">
            <blockquote className="quote-text">
              <p>{`“${item.quote}”`}</p>
            </blockquote>
            <figcaption className="quote-by">
              <span className="quote-name">{item.name}</span>
              <span className="quote-role">{item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
