// The tests use a few programs of the system: Chromium for the browser journeys, xmllint and
// qpdf to check the e-invoices against their schema and the PDFs' structure. Those missing are
// installed from Debian's packages when possible (root with apt), else one line says what to
// install. Usage: node scripts/ensure-tools.mjs chromium | xmllint qpdf | sqlmap wapiti
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program, how to find it, and the Debian package that brings it. */
const TOOLS = {
  chromium: { path: process.env.CHROME_PATH || '/usr/bin/chromium', package: 'chromium' },
  xmllint: { path: '/usr/bin/xmllint', package: 'libxml2-utils' },
  qpdf: { path: '/usr/bin/qpdf', package: 'qpdf' },
  // The security scan's attack tools (npm run security-scan).
  sqlmap: { path: '/usr/bin/sqlmap', package: 'sqlmap' },
  wapiti: { path: '/usr/bin/wapiti', package: 'wapiti' },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in TOOLS));
if (unknown.length || !wanted.length) {
  console.error(`usage: node scripts/ensure-tools.mjs ${Object.keys(TOOLS).join(' | ')}`);
  process.exit(2);
}
const missing = wanted.map((name) => TOOLS[name]).filter((tool) => !existsSync(tool.path));
if (missing.length) {
  const packages = missing.map((tool) => tool.package).join(' ');
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    const chromium = missing.some((tool) => tool.package === 'chromium')
      ? ' (or set CHROME_PATH to a Chromium/Chrome binary)'
      : '';
    console.error(
      `Missing ${missing.map((tool) => tool.path).join(', ')}: install Debian's ${packages}${chromium}.`,
    );
    process.exit(1);
  }
  console.info(`Installing Debian's ${packages} for the tests...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    {
      stdio: 'inherit',
    },
  );
}
