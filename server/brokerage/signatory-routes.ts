import { array } from 'superstruct';
import { Signatory, SignatoryChanges, SignatoryPayload } from '../../domain/brokerage';
import { anySignedIn, holders } from '../auth/authorize';
import { pageMeta } from '../http/paging';
import { IdParams, PageQuery, pagingOf } from '../http/params';
import { route } from '../http/route';
import { createSignatory, deleteSignatory, listSignatories, removeSignatureBytes, updateSignatory } from './signatories';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * Signatories come as JSON, or as multipart with the same fields plus the signature image (the
 * first file), so that a person and their signature are saved in one step. The fields are
 * checked before the file, and nothing is stored unless both pass.
 */
export function signatoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/broker/signatories',
      access: anySignedIn('everyone preparing documents sees who signs them'),
      summary: "The brokerage's signatories, by name",
      query: PageQuery,
      response: array(Signatory),
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { data, total } = await listSignatories(tx, session.tenantId, paging);
      return { data, meta: pageMeta(paging, total) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/broker/signatories',
      access: holders('Manage Signatories'),
      summary: 'Add a signatory, with their signature image (PNG or JPEG) when sent as a form',
      body: SignatoryPayload,
      response: Signatory,
      multipart: 'optional',
      status: 201,
      errors: [413, 415],
      // A signature is stored before its transaction opens, and removed again when that fails.
      transaction: false,
    },
    async ({ session, body, file }) => ({ message: 'Signatory added', data: await createSignatory(ctx, session, body, file) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/broker/signatories/:id',
      access: holders('Manage Signatories'),
      summary: 'Change a signatory; a new image replaces the signature, removeSignature drops it',
      params: IdParams,
      body: SignatoryChanges,
      response: Signatory,
      multipart: 'optional',
      errors: [404, 413, 415],
      // As for an addition: a new signature is stored before its transaction opens.
      transaction: false,
    },
    async ({ session, params, body, file }) => ({
      message: 'Signatory updated',
      data: await updateSignatory(ctx, session, params.id, body, file),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/broker/signatories/:id',
      access: holders('Manage Signatories'),
      summary: 'Delete a signatory and their signature image',
      params: IdParams,
      errors: [404],
    },
    async ({ tx, session, params, afterCommit }) => {
      const signature = await deleteSignatory(tx, session.tenantId, params.id);
      afterCommit(() => void removeSignatureBytes(ctx, session.tenantId, signature));
      return { message: 'Signatory deleted' };
    },
  );
}
