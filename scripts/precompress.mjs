// Writes brotli (.br) and gzip (.gz) copies beside each text file of the built app, so the server
// sends them as they are instead of compressing the same bundle again on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
const WORTH_IT = 1024;

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const root = process.argv[2] ?? 'dist';
let raw = 0;
let brotli = 0;
for (const path of filesUnder(root)) {
  if (!TEXT.test(path)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < WORTH_IT) continue;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  brotli += br.length;
}
console.log(`Precompressed ${root}: ${(raw / 1024).toFixed(0)} KB of text, ${(brotli / 1024).toFixed(0)} KB in brotli`);
