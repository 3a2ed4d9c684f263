import { randomBytes } from 'node:crypto';

/** A 2×2 PNG's signature and header chunk, filler and the end chunk (what the server checks of a PNG): `size` bytes, at least 45. */
export const pngBytes = (size = 256) => {
  const header = Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0, 0, 0, 0, 0]);
  const end = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, header, Buffer.alloc(Math.max(size - 45, 0), 7), end]);
};

/** A JPEG's start-of-image marker, filler and its end-of-image marker, `size` bytes in all. */
export const jpegBytes = (size = 256) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(size - 6, 0), 9), Buffer.from([0xff, 0xd9])]);

/** The type a browser declares for a file by its name. */
export function declaredType(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' };
  return types[extension] ?? 'application/octet-stream';
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(fileName: string, bytes: Buffer, contentType = declaredType(fileName), field = 'file') {
  const boundary = `----brokerage${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PDF's header, filler and its end marker, `size` bytes in all. */
export const pdfBytes = (size = 512) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(size - 16, 0), 0x20), Buffer.from('\n%%EOF\n')]);

/** A multipart/form-data body with text fields and, optionally, one file, as a browser's FormData sends it. */
export function multipartForm(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----brokerage${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? declaredType(file.name)}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
