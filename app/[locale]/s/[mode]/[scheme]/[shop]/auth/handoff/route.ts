import { handoffStartRedirect } from '@/lib/server/auth/handoff/start-redirect';

/** `/auth/handoff?from=…&next=…`: arrive signed in from another of the platform's hosts. */
export function GET(request: Request) {
  return handoffStartRedirect(request);
}
