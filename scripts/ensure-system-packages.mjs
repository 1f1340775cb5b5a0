// The Debian programs the tests drive: Chromium for the browser tests (never a downloaded browser) and nginx
// for the several-instances test. Each is installed with apt-get when its binary is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** binary → Debian packages to try, in order (nginx-light is gone from newer releases). */
const needed = [
  { binary: '/usr/bin/chromium', packages: ['chromium'] },
  { binary: '/usr/sbin/nginx', packages: ['nginx-light', 'nginx'] },
];

const missing = needed.filter(({ binary }) => !existsSync(binary));
if (missing.length === 0) process.exit(0);

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const apt = (args) => execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get ${args}`, { stdio: 'inherit' });
apt('update');
for (const { binary, packages } of missing) {
  console.log(`${binary} not found: installing ${packages.join(' or ')}…`);
  const installed = packages.some((name) => {
    try {
      apt(`install -y ${name}`);
      return existsSync(binary);
    } catch {
      return false;
    }
  });
  if (!installed) {
    console.error(`Could not install ${binary} (${packages.join(', ')}).`);
    process.exit(1);
  }
}
