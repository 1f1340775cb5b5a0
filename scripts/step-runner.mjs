// Runs test steps in stages: the stages one after the other, the lanes of a stage side by side, the steps of a lane
// in order. Every output line is prefixed with its step's title, each step's time is printed when it ends, and a
// summary closes the run. The first failure stops the run: running steps of other lanes are stopped too.
import { spawn } from 'node:child_process';

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const clock = (ms) => `${Math.floor(ms / 60000)} min ${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')} s`;

/**
 * @typedef {{ title: string, command: string | (() => string), args: string[], env?: NodeJS.ProcessEnv }} Step
 * @param {Step[][][]} stages stages → lanes → steps
 */
export async function runStages(stages) {
  const started = Date.now();
  const results = [];
  const running = new Set();
  let failed = null;

  const runStep = (step, width) =>
    new Promise((resolve) => {
      const tag = `[${step.title}]`.padEnd(width);
      const print = (stream) => {
        let rest = '';
        return {
          data: (chunk) => {
            const lines = (rest + chunk).split('\n');
            rest = lines.pop();
            for (const line of lines) stream.write(`${tag} ${line}\n`);
          },
          end: () => rest && stream.write(`${tag} ${rest}\n`),
        };
      };
      const stepStarted = Date.now();
      console.log(`${tag} ━━ started`);
      let child;
      try {
        const command = typeof step.command === 'function' ? step.command() : step.command;
        // Its own process group, so a failure elsewhere stops the step's children (servers, browsers) as well.
        child = spawn(command, step.args, { env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      } catch (error) {
        console.error(`${tag} ${error.message}`);
        resolve({ title: step.title, ok: false, ms: Date.now() - stepStarted });
        return;
      }
      running.add(child);
      const out = print(process.stdout);
      const err = print(process.stderr);
      child.stdout.setEncoding('utf8').on('data', out.data).on('end', out.end);
      child.stderr.setEncoding('utf8').on('data', err.data).on('end', err.end);
      child.on('error', (error) => console.error(`${tag} ${error.message}`));
      child.on('close', (code, signal) => {
        running.delete(child);
        const ms = Date.now() - stepStarted;
        const ok = code === 0;
        // Stopped because another step failed first: not a failure of its own.
        const stopped = !ok && failed !== null;
        console.log(`${tag} ${ok ? '✓' : '✗'} ${step.title} ${ok ? 'passed' : stopped ? 'stopped' : `failed (exit ${code ?? signal})`} in ${seconds(ms)}`);
        resolve({ title: step.title, ok, ms, stopped });
      });
    });

  const stopAll = () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(130)));

  for (const lanes of stages) {
    if (failed) break;
    const width = Math.max(...lanes.flat().map((step) => step.title.length)) + 2;
    await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) {
          if (failed) return;
          const result = await runStep(step, width);
          results.push(result);
          if (!result.ok && !failed) {
            failed = result;
            stopAll();
          }
        }
      }),
    );
  }

  console.log('\n━━ Summary ━━');
  const width = Math.max(...results.map((r) => r.title.length));
  for (const r of results) console.log(`${r.ok ? '✓' : r.stopped ? '–' : '✗'} ${r.title.padEnd(width)}  ${seconds(r.ms).padStart(6)}${r.stopped ? '  (stopped)' : ''}`);
  console.log(`${failed ? `✗ ${failed.title} failed` : '✓ All steps passed'} — ${clock(Date.now() - started)} in all.`);
  return failed ? 1 : 0;
}
