// Bundles the server, with the workspace packages it imports, into dist/. Packages from
// node_modules stay external and load from there at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/manage.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          // The workspace's packages and JSON data are bundled (Node 20 would need import
          // attributes for external JSON); every other package loads from node_modules.
          args.path.startsWith('@windfamily/') || args.path.endsWith('.json')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
