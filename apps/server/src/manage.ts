import { runManage } from './cli';

// `npm run manage -- <command>`: the maintenance commands (see `cli.ts`).
process.exitCode = await runManage(process.argv.slice(2), {
  env: process.env,
  out: (text) => console.info(text),
  err: (text) => console.error(text),
});
