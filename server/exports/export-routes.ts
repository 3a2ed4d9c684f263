import { PassThrough } from 'node:stream';
import { REPORT_CONTENT_TYPES } from '../../domain/reports/report';
import { todayInLagos } from '../../domain/today';
import { grantsFor } from '../auth/authorize';
import { route } from '../http/route';
import { EXPORTS } from './export-lists';
import { ExportStopped, streamExport } from './stream-export';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * GET /exports/{list}?format=csv|xlsx&<the list's own filters>: every page of a list as a file,
 * streamed while the list is read in batches inside the request's transaction. The headers carry
 * the list's total (`x-export-rows`) for the browser's progress.
 */
export function exportRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [name, list] of Object.entries(EXPORTS)) {
    route(
      app,
      ctx,
      {
        method: 'GET',
        url: `/exports/${name}`,
        access: list.access,
        summary: `The ${list.title.toLowerCase()} as a CSV or Excel file, every page, filtered as the list is`,
        tag: 'exports',
        query: list.query,
        raw: { produces: [REPORT_CONTENT_TYPES.csv, REPORT_CONTENT_TYPES.xlsx] },
      },
      async ({ tx, session, request, reply, query }) => {
        const { format } = query;
        const reading = {
          tx,
          tenantId: session.tenantId,
          userId: session.userId,
          grants: grantsFor(request),
          batchRows: ctx.config.exportBatchRows,
          exactTotal: ctx.config.listExactTotal,
        };
        const first = await list.read(reading, query);
        const body = new PassThrough();
        reply
          .header('content-type', REPORT_CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${name}-${todayInLagos()}.${format}"`)
          .header('cache-control', 'private, no-store')
          .header('x-export-rows', String(first.total));
        if (first.totalIsEstimate) reply.header('x-export-rows-estimated', 'true');
        void reply.send(body);
        try {
          await streamExport(list, first, format, body);
        } catch (error) {
          // The file is already on its way: the broken download is the answer, the log says why.
          if (error instanceof ExportStopped) request.log.info({ list: name }, 'export closed by the reader');
          else request.log.error({ err: error, list: name }, 'export failed part way');
        }
        // Resolves once the response has gone (or broken off), so the transaction outlives the stream.
        return reply;
      },
    );
  }
}
