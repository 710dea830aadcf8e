import { z } from 'zod';

/** `GET /api/health/live`: the process answers (nothing else is checked). */
export const LivenessSchema = z.object({ status: z.literal('live') }).meta({ id: 'Liveness' });

/** `GET /api/health` when the database does not answer. */
export const HealthUnavailableSchema = z
  .object({
    status: z.literal('unavailable'),
    database: z.enum(['pglite', 'postgres']).nullable(),
  })
  .meta({ id: 'HealthUnavailable' });

/** Why a check failed, in words an operator can act on (the details go to the server's log). */
export const CHECK_FAILURES = [
  'timeout',
  'unreachable',
  'pending_migrations',
  'invalid_configuration',
] as const;

const CheckSchema = z.object({
  ok: z.boolean(),
  ms: z.number().int().min(0).meta({ description: 'How long the check took' }),
  error: z.enum(CHECK_FAILURES).optional(),
});

export const ReadinessChecksSchema = z.object({
  database: CheckSchema.meta({ description: '`select 1` within the time limit' }),
  migrations: CheckSchema.extend({
    pending: z.number().int().min(0).optional(),
  }).meta({ description: "The database has applied every migration of this build's journal" }),
  redis: CheckSchema.optional().meta({
    description: 'PING within the time limit; only with REDIS_URL',
  }),
});
export type ReadinessChecks = z.infer<typeof ReadinessChecksSchema>;
export type ReadinessCheck = z.infer<typeof CheckSchema>;

/** `GET /api/health/ready`: 200 `ready` when every check passed, else 503 `not_ready`. */
export const ReadinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    build: z
      .string()
      .meta({ description: "The running build's id (`BUILD_ID`), `dev` outside a build" }),
    checks: ReadinessChecksSchema,
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
