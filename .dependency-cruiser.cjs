/**
 * The import directions of ARCHITECTURE.md: src -> machines -> domain, server -> domain,
 * stories/tests -> anything. Features never import each other.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports nothing but superstruct and luxon',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', 'node_modules/(superstruct|luxon)/', '^node_modules/@types/luxon/'] },
    },
    {
      name: 'machines-stay-headless',
      comment: 'machines/ imports domain/ and xstate only: no React, no HTTP, no src/ or server/',
      severity: 'error',
      from: { path: '^machines/' },
      to: { pathNot: ['^machines/', '^domain/', 'node_modules/(xstate|superstruct|luxon)/'] },
    },
    {
      name: 'server-not-client',
      comment: 'server/ never imports src/ or machines/',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^src/', '^machines/', '^stories/', '^tests/'] },
    },
    {
      name: 'src-not-server',
      comment: 'the browser app never imports the server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: ['^server/', '^stories/', '^tests/'] },
    },
    {
      name: 'features-are-independent',
      comment: 'shared pieces move to ui/, api/ or domain/',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shell-stays-light',
      comment:
        'the signed-in shell loads before every screen: it takes messages and permission lists from where they are defined (common-messages, permissions), not through barrels that drag in the domain areas (invoices, clients, …) and luxon',
      severity: 'error',
      from: { path: '^src/app/shell/app-shell\\.tsx$' },
      to: { path: ['node_modules/luxon/', '^domain/(clients|invoices/invoice)\\.ts$'], reachable: true },
    },
    {
      name: 'ui-is-presentational',
      comment: 'ui/ primitives know nothing of the app, its API or its machines',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/(app|api|features)/', '^machines/'] },
    },
    {
      name: 'routes-are-thin',
      comment: "a route file declares and delegates: its area's services query the database",
      severity: 'error',
      from: { path: '^server/.+-routes\\.ts$' },
      to: { path: ['^server/db/schema', 'node_modules/drizzle-orm/'] },
    },
    {
      name: 'services-know-no-http',
      comment: 'only the route files, http/ and auth/ know Fastify; services take checked input, never a request',
      severity: 'error',
      from: {
        path: '^server/',
        pathNot: ['-routes\\.ts$', '^server/(http|auth)/', '^server/(app|main|realtime)\\.ts$', '^server/files/uploads\\.ts$'],
      },
      to: { path: 'node_modules/(fastify|@fastify)/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    exclude: { path: ['^dist/', '^storybook-static/', '^\\.parcel-cache/'] },
  },
};
