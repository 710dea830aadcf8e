/** Whether a database error (as pg or PGlite raise it, possibly wrapped by drizzle) has a PostgreSQL code. */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** unique_violation (23505). */
export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');

/** foreign_key_violation (23503): the row it points at is gone. */
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');
