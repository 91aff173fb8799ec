import { LIMITS, successAnswer } from '@claims/shared';
import { z } from 'zod';
import type { TypedApp } from '../../http/openapi.ts';
import { readUpload } from '../uploads/read-upload.ts';
import type { IncidentPhotosService } from './incident-photos.service.ts';
import type { ReturnToPlayService } from './return-to-play.service.ts';

const params = z.object({ incidentId: z.uuid() });

// Needs the multipart plugin, registered with the other uploads (uploads.routes.ts) before these routes.
export async function registerIncidentsRoutes(app: TypedApp, { returnToPlay, incidentPhotos }: { returnToPlay: ReturnToPlayService; incidentPhotos: IncidentPhotosService }) {
  // Multipart: the signed clearance (a PDF or a photo), for the school's staff (checked in the service).
  app.post('/v1/incidents/:incidentId/clearance', { schema: { tags: ['Incidents'], params, consumes: ['multipart/form-data'], response: { 200: successAnswer } } }, async (request) => {
    await returnToPlay.attachClearance(request.actor, request.params.incidentId, () => readUpload(request, { maxBytes: LIMITS.DOCUMENT_MAX_BYTES }));
    return { success: true as const };
  });

  // Multipart: a photo of the injury or the place, for whoever may read the incident (its coach too).
  app.post(
    '/v1/incidents/:incidentId/photos',
    { config: { coach: true }, schema: { tags: ['Incidents'], params, consumes: ['multipart/form-data'], response: { 200: successAnswer } } },
    async (request) => {
      await incidentPhotos.add(request.actor, request.params.incidentId, () => readUpload(request, { maxBytes: LIMITS.DOCUMENT_MAX_BYTES }));
      return { success: true as const };
    },
  );
}
