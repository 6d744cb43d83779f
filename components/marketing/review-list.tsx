import type { Review } from '@/lib/copy/types';
import { formatReviewDate } from '@/lib/site/text';

/**
 * Reviews as posted elsewhere, each with a link to the original so that a visitor can check it.
 * Plain text: no Review or AggregateRating markup for reviews a business shows of itself.
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.url} className="card">
          <figure className="quote">
            <blockquote className="quote-text" cite={review.url}>
              <p>{`“${review.quote}”`}</p>
            </blockquote>
            <figcaption className="quote-by">
              <span className="quote-name">{review.author}</span>
              <span className="quote-role">
                {review.date ? `${formatReviewDate(review.date)}, ` : ''}
                <a href={review.url} className="font-semibold text-brand-teal-dark underline underline-offset-2" rel="noopener noreferrer">
                  read it on {review.source}
                </a>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
