import 'server-only';

import { eq } from 'drizzle-orm';

import type { TourBody } from '@/lib/api/schemas/network';
import { users } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';

/** Turns the user's setup tour on or off (spec 02 §3 "Setup tour: show_tour"). */
export async function updateTour({ db, actor }: ServiceContext, body: TourBody): Promise<TourBody> {
  const { userId } = requireUser(actor);
  await db.update(users).set({ showTour: body.show_tour }).where(eq(users.id, userId));
  return { show_tour: body.show_tour };
}
