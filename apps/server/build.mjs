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
          args.path.startsWith('@windfamily/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
