import { downloadUrl } from '../files/uploads';
import type { PolicyDocument, PolicyEvent } from '../../domain/policies';
import type { storedFiles } from '../db/schema';

// What a policy and an endorsement both show on their page: the files kept with them and who did
// what, oldest first, each with the person's name (or that they have left).

const FORMER_USER = 'A former user';

export const personOf = (id: string | null, name: string | null) => (id ? { user_id: id, name: name ?? FORMER_USER } : null);

interface KeptDocument {
  document: { id: string; documentName: string; createdBy: string | null; createdAt: Date };
  file: typeof storedFiles.$inferSelect;
  name: string | null;
}

export const presentDocuments = (rows: KeptDocument[]): PolicyDocument[] =>
  rows.map(({ document, file, name }) => ({
    document_id: document.id,
    document_name: document.documentName,
    original_name: file.originalName,
    content_type: file.contentType,
    size_bytes: file.sizeBytes,
    url: downloadUrl(file.storedName),
    uploaded_by: personOf(document.createdBy, name),
    uploaded_at: document.createdAt.toISOString(),
  }));

interface RecordedEvent {
  event: { action: string; status: string; note: string | null; by: string | null; at: Date };
  name: string | null;
}

export const presentHistory = (rows: RecordedEvent[]): PolicyEvent[] =>
  rows.map(({ event, name }) => ({
    action: event.action,
    status: event.status,
    note: event.note,
    by: personOf(event.by, name),
    at: event.at.toISOString(),
  }));
