import { and, eq } from 'drizzle-orm';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import { storedFiles } from '../db/schema';
import { notFound } from '../http/errors';
import { storageOf } from './storage';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const DEFAULT_DOWNLOAD_NAME = 'file.pdf';

/** `filename` for old browsers (ASCII, quotes stripped) and `filename*` with the exact name. */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Files are the brokerage's own documents and images; every signed-in user of it may read them.
  app.get(
    '/file/download',
    signedIn(ctx, 'Users of a brokerage read the files it keeps (logos, avatars, documents)'),
    async (request, reply) => {
      const { tenantId } = sessionOf(request);
      const fileName = (request.query as { fileName?: unknown }).fileName;
      if (typeof fileName !== 'string' || fileName === '') throw notFound('File');
      const [file] = await ctx.database.asTenant(tenantId, (tx) =>
        tx
          .select()
          .from(storedFiles)
          .where(and(eq(storedFiles.storedName, fileName), eq(storedFiles.tenantId, tenantId))),
      );
      const stream = file ? await storageOf(ctx).get(file.storedName) : null;
      if (!file || !stream) throw notFound('File');
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.originalName || DEFAULT_DOWNLOAD_NAME))
        .header('content-length', String(file.sizeBytes))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(stream);
    },
  );
}
