// `npm run bench:login-floor`: how much JavaScript (gzip -9) the login page cannot go below with the
// libraries it is built on, beside what the built page loads (dist/index.html's scripts; `npm run build`
// first). Each line adds one library, bundled and minified with only the exports the login path imports,
// so the figures are a floor: the page's own code (form, session machine, API client) comes on top.
// A benchmark, not a test: it prints the figures.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const gzipKb = (code) => (gzipSync(code, { level: 9 }).length / 1024).toFixed(1);

/** The exports the login page's path takes from each library (src/main.tsx, src/app, machines/session, src/api). */
const LIBRARIES = [
  ['react-dom/client', ['createRoot']],
  [
    'react',
    [
      'StrictMode',
      'Suspense',
      'lazy',
      'createContext',
      'useCallback',
      'useContext',
      'useEffect',
      'useId',
      'useMemo',
      'useRef',
      'useState',
      'useSyncExternalStore',
    ],
  ],
  [
    'xstate',
    [
      'and',
      'assertEvent',
      'assign',
      'cancel',
      'createActor',
      'enqueueActions',
      'fromCallback',
      'fromPromise',
      'not',
      'raise',
      'sendTo',
      'setup',
      'stateIn',
    ],
  ],
  ['@xstate/react', ['useSelector']],
  ['react-router', ['BrowserRouter', 'Link', 'Navigate', 'Outlet', 'matchRoutes', 'useLocation', 'useNavigate', 'useParams', 'useRoutes']],
  ['ofetch', ['FetchError', 'ofetch']],
  [
    'superstruct',
    [
      'array',
      'assert',
      'assign',
      'boolean',
      'enums',
      'literal',
      'nullable',
      'number',
      'optional',
      'refine',
      'string',
      'tuple',
      'type',
      'validate',
    ],
  ],
];

async function bundledSize(libraries) {
  const contents = libraries
    .map(([name, names], index) => {
      const local = names.map((exported) => `${exported} as l${index}_${exported}`);
      return `import { ${local.join(', ')} } from '${name}';\nglobalThis.keep${index} = [${names.map((exported) => `l${index}_${exported}`).join(', ')}];`;
    })
    .join('\n');
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

console.log('Floor of the login page: the libraries it is built on, gzip -9, each line adding one');
for (let count = 1; count <= LIBRARIES.length; count += 1) {
  const code = await bundledSize(LIBRARIES.slice(0, count));
  console.log(`  + ${LIBRARIES[count - 1][0].padEnd(18)} ${gzipKb(code).padStart(6)} KB`);
}

const page = join(root, 'dist', 'index.html');
if (existsSync(page)) {
  const scripts = [...readFileSync(page, 'utf8').matchAll(/<script[^>]+src="?\/?([^" >]+)/g)].map((match) => match[1]);
  const code = scripts.map((file) => readFileSync(join(root, 'dist', file), 'utf8')).join('\n');
  console.log(`The built login page's scripts (${scripts.join(', ')}): ${gzipKb(code)} KB, the libraries' part of them included`);
} else console.log('dist/index.html is missing: `npm run build` first for the built page beside the floor.');
