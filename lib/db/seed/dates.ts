/**
 * Fixed instants: the seed never reads the clock, so two runs give identical rows. Experiences
 * dated in 2025 read as concluded and those in 2027 as upcoming.
 */
export const SEED_CREATED_AT = new Date('2025-01-15T16:00:00.000Z');
export const SEED_UPDATED_AT = new Date('2025-11-15T18:00:00.000Z');

const DAY_MS = 86_400_000;

/** A product's creation time: newer ids are newer products, one minute apart. */
export function productCreatedAt(index: number): Date {
  return new Date(SEED_UPDATED_AT.getTime() - index * 60_000);
}

/** 10:00–19:00 in Mexico City (UTC-6) on a day of the given year. */
export function experienceDate(year: 2025 | 2027, dayOfYear: number, hour: number): Date {
  return new Date(Date.UTC(year, 0, 1, hour + 6) + (dayOfYear % 365) * DAY_MS);
}
