import { REVIEW_RATINGS } from '@/lib/domain/reviews/review-rules';

/**
 * A rating drawn as five stars, filled up to the (rounded) value, read out as one image with its
 * words ('4.5 de 5 estrellas').
 */
export function StarRating({
  value,
  label,
  size = 'md',
}: {
  value: number;
  label: string;
  size?: 'md' | 'lg';
}) {
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={label}
      className={`inline-flex text-amber-600 dark:text-amber-400 ${size === 'lg' ? 'text-2xl' : 'text-base'}`}
    >
      {REVIEW_RATINGS.map((star) => (
        <span key={star} aria-hidden="true">
          {star <= filled ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
