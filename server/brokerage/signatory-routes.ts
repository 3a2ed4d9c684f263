import { SignatoryChanges, SignatoryPayload } from '../../domain/brokerage';
import { sessionOf } from '../auth/authenticate';
import { permitted, signedIn } from '../auth/authorize';
import { checkReceivedFile, readForm, type CheckedFile } from '../files/uploads';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { createSignatory, deleteSignatory, listSignatories, updateSignatory } from './signatories';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Struct } from 'superstruct';

const SIGNATURE_KINDS = ['png', 'jpeg'] as const;

/**
 * Signatories come as JSON, or as multipart with the same fields plus the signature image (the
 * first file), so that a person and their signature are saved in one step. The fields are
 * checked before the file, and nothing is stored unless both pass.
 */
async function readSignatoryRequest<T, S>(request: FastifyRequest, struct: Struct<T, S>) {
  if (!request.isMultipart()) return { payload: parseBody(struct, request.body), file: null };
  const form = await readForm(request);
  const payload = parseBody(struct, form.fields);
  const file: CheckedFile | null = form.file ? { ...form.file, kind: checkReceivedFile(form.file, SIGNATURE_KINDS) } : null;
  return { payload, file };
}

export function signatoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/broker/signatories', signedIn(ctx, 'everyone preparing documents sees who signs them'), async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listSignatories(tx, tenantId, paging));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.post('/broker/signatories', permitted(ctx, 'Manage Signatories'), async (request, reply) => {
    const session = sessionOf(request);
    const { payload, file } = await readSignatoryRequest(request, SignatoryPayload);
    const data = await createSignatory(ctx, session, payload, file);
    return reply.status(201).send({ success: true, message: 'Signatory added', data });
  });

  app.patch('/broker/signatories/:id', permitted(ctx, 'Manage Signatories'), async (request) => {
    const session = sessionOf(request);
    const { id } = request.params as { id: string };
    const { payload, file } = await readSignatoryRequest(request, SignatoryChanges);
    const data = await updateSignatory(ctx, session, id, payload, file);
    return { success: true, message: 'Signatory updated', data };
  });

  app.delete('/broker/signatories/:id', permitted(ctx, 'Manage Signatories'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as { id: string };
    await deleteSignatory(ctx, tenantId, id);
    return { success: true, message: 'Signatory deleted' };
  });
}
