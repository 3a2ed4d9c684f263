import { REPORT_CONTENT_TYPES } from '../../domain/reports/report';

/** A file answer whose body arrives when told: chunks pushed one by one, then the end (or never). */
export interface StreamedAnswer {
  response: Response;
  send(chunk: string | Uint8Array): void;
  end(): void;
  /** True once the reader gave up on the body (a cancelled export). */
  readonly cancelled: boolean;
}

export const CSV_TYPE = REPORT_CONTENT_TYPES.csv;
export const XLSX_TYPE = REPORT_CONTENT_TYPES.xlsx;

/** GET /exports/{list}'s headers: the file's type, its name when given, and the rows expected (an estimate when said so). */
export const exportHeaders = ({
  type,
  fileName,
  rows,
  estimated = false,
}: {
  type: string;
  fileName?: string;
  rows?: number;
  estimated?: boolean;
}): Record<string, string> => ({
  'content-type': type,
  ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
  ...(rows === undefined ? {} : { 'x-export-rows': String(rows) }),
  ...(estimated ? { 'x-export-rows-estimated': 'true' } : {}),
});

export function streamedAnswer(headers: Record<string, string>): StreamedAnswer {
  const encoder = new TextEncoder();
  let body!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => {
      body = controller;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  return {
    response: new Response(stream, { status: 200, headers }),
    send: (chunk) => body.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
    end: () => body.close(),
    get cancelled() {
      return cancelled;
    },
  };
}

/** A whole file answered at once. */
export function fileAnswer(headers: Record<string, string>, ...chunks: string[]): Response {
  const answer = streamedAnswer(headers);
  chunks.forEach((chunk) => answer.send(chunk));
  answer.end();
  return answer.response;
}
