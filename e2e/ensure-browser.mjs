// The browser journeys run in the system's Chromium. Install Debian's package when possible,
// else say in one line how to provide one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `No Chromium at ${chrome}: install Debian's 'chromium' package or set CHROME_PATH to a Chromium/Chrome binary.`,
    );
    process.exit(1);
  }
  console.info("Installing Debian's chromium for the browser tests...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
