// `npm start`: build the browser app and compile the server when they are missing or older than their
// sources, then run the compiled server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, newestChange } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'index.html');

const sources = ['src', 'domain', 'machines'].map((dir) => newestChange(join(root, dir)));
if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
  console.log('Building the app ...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundle = await buildServer();
const server = spawn(process.execPath, ['--enable-source-maps', bundle], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
