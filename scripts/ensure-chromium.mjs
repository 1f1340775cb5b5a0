// Browser tests use Debian's Chromium (never a downloaded browser): install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log(`${CHROMIUM} not found: installing Debian's chromium package…`);
execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium`, { stdio: 'inherit' });
