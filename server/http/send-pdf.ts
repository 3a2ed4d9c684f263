import type { FastifyReply } from 'fastify';

/** A printed document, inline so that the preview's frame shows it; the name is the one a download keeps. */
export const sendPdf = (reply: FastifyReply, printed: { fileName: string; bytes: Buffer; contentType?: string }) =>
  reply
    .type(printed.contentType ?? 'application/pdf')
    .header('content-disposition', `inline; filename="${printed.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(printed.bytes);
