import { anySignedIn } from '../auth/authorize';
import { route } from '../http/route';
import { DownloadQuery, servedType, storedFileOf } from './downloads';
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
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/file/download',
      access: anySignedIn('Users of a brokerage read the files it keeps (logos, avatars, documents)'),
      summary: 'Download one of the brokerage’s files (logo, picture, document) by its stored name',
      query: DownloadQuery,
      errors: [404],
      raw: { produces: 'application/octet-stream' },
    },
    async ({ tx, session, query, reply }) => {
      const { file, stream } = await storedFileOf(ctx, tx, session.tenantId, query.fileName);
      return reply
        .type(servedType(file.contentType))
        .header('content-disposition', attachment(file.originalName || DEFAULT_DOWNLOAD_NAME))
        .header('content-length', String(file.sizeBytes))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(stream);
    },
  );
}
