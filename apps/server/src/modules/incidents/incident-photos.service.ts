import { LIMITS } from '@claims/shared';
import type { Db } from '../../db/client.ts';
import { noteAccess } from '../../domain/access-trail.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { requireActor, type Actor } from '../auth/actor.ts';
import { inspectClaimDocument } from '../claim-documents/claim-documents.content.ts';
import type { FileStore } from '../uploads/file-store.ts';
import type { FilesService } from '../uploads/files.service.ts';
import type { Upload } from '../uploads/read-upload.ts';
import { looked, mayRead, readableIncident } from './incident-access.ts';
import * as filesRepo from './incident-files.repo.ts';
import * as incidentsRepo from './incidents.repo.ts';

// Photos of an injury or of the place it happened (issue 42, item 1), taken by whoever reported it or
// by the school's staff: each re-encoded without its EXIF (and so without the phone's location) as every
// photo the product keeps, and read by whoever may read the incident.

type Deps = { db: Db; fileStore: FileStore; files: FilesService };

export function createIncidentPhotosService({ db, fileStore, files }: Deps) {
  return {
    async list(actor: Actor | null, incident: incidentsRepo.IncidentRow) {
      const signedIn = requireActor(actor);
      if (!mayRead(signedIn, incident)) return [];
      const photos = await filesRepo.listIncidentFiles(db, incident.id, 'PHOTO');
      return photos.map(({ file_id, ...photo }) => ({ ...photo, url: files.url(file_id, signedIn.userId) }));
    },

    // Multipart: one photo (JPEG, PNG or HEIC); a PDF or anything else is refused before it is stored.
    async add(actor: Actor | null, incidentId: string, read: () => Promise<Upload>) {
      const { signedIn, incident } = await readableIncident(db, actor, incidentId);
      const { file } = await read();
      if (!file) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
      const photo = await inspectClaimDocument(file.data, file.filename);
      if (!photo.content_type.startsWith('image/')) throw new DomainError('INVALID_FILE_TYPE', 'invalid');
      await db.transaction(async (tx) => {
        if ((await filesRepo.countIncidentFilesLocked(tx, incident.id, 'PHOTO')) >= LIMITS.INCIDENT_PHOTOS_MAX) {
          throw new DomainError('INCIDENT_PHOTOS_FULL', 'invalid', { max: LIMITS.INCIDENT_PHOTOS_MAX });
        }
        const fileId = await fileStore.insert(tx, photo, signedIn.userId);
        await filesRepo.insertIncidentFile(tx, { incident_id: incident.id, kind: 'PHOTO', file_id: fileId, uploaded_by: signedIn.userId });
        await incidentsRepo.insertIncidentChange(tx, { incident_id: incident.id, user_id: signedIn.userId, action: 'PHOTO_ADDED', changes: { photo: { from: null, to: photo.filename } } });
      });
      noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'INCIDENT', ...looked([incident]) });
    },
  };
}

export type IncidentPhotosService = ReturnType<typeof createIncidentPhotosService>;
