import type { Db } from './db/client.ts';
import { createActivitiesService } from './modules/activities/activities.service.ts';

export function createServices(db: Db) {
  return {
    activities: createActivitiesService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
