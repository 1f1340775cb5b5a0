// Runs test steps in stages: the stages one after the other, the lanes of a stage side by side, the steps of a lane
// in order; a stage's shared steps go to whichever lane is free first (a step may wait for another one it `needs`). Every output line is prefixed with its step's title, each step's time is printed when it ends, and a
// summary closes the run. The first failure stops the run: running steps of other lanes are stopped too.
import { spawn } from 'node:child_process';

const deferred = () => {
  let resolve;
  const promise = new Promise((settle) => (resolve = settle));
  return { promise, resolve };
};
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const clock = (ms) => `${Math.floor(ms / 60000)} min ${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')} s`;

/**
 * @typedef {{ title: string, command: string | (() => string), args: string[], env?: NodeJS.ProcessEnv, needs?: string }} Step
 * @typedef {Step[][] | { lanes: Step[][], shared: Step[] }} Stage lanes side by side, then the shared steps
 * @param {Stage[]} stages
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

  const signalAll = (signal) => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  // SIGINT, as Ctrl-C: Playwright then stops the servers it started (on SIGTERM it leaves them running); whatever
  // is still there after 15 s is killed.
  const stopAll = () => {
    signalAll('SIGINT');
    setTimeout(() => signalAll('SIGKILL'), 15_000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(130)));

  for (const stage of stages) {
    if (failed) break;
    const { lanes, shared } = Array.isArray(stage) ? { lanes: stage, shared: [] } : stage;
    const queue = [...shared];
    const steps = [...lanes.flat(), ...shared];
    const width = Math.max(...steps.map((step) => step.title.length)) + 2;
    // Each step's outcome, settled when it ends (or when the run stops), so a shared step can wait for the one it needs.
    const outcome = new Map(steps.map((step) => [step.title, deferred()]));
    await Promise.all(
      lanes.map(async (laneSteps) => {
        const lane = [...laneSteps];
        for (let step = lane.shift() ?? queue.shift(); step && !failed; step = lane.shift() ?? queue.shift()) {
          const needed = step.needs ? await outcome.get(step.needs).promise : true;
          if (!needed || failed) break;
          const result = await runStep(step, width);
          results.push(result);
          outcome.get(step.title).resolve(result.ok);
          if (!result.ok && !failed) {
            failed = result;
            stopAll();
          }
        }
        for (const { resolve } of outcome.values()) if (failed) resolve(false);
      }),
    );
  }

  console.log('\n━━ Summary ━━');
  const width = Math.max(...results.map((r) => r.title.length));
  for (const r of results) console.log(`${r.ok ? '✓' : r.stopped ? '–' : '✗'} ${r.title.padEnd(width)}  ${seconds(r.ms).padStart(6)}${r.stopped ? '  (stopped)' : ''}`);
  console.log(`${failed ? `✗ ${failed.title} failed` : '✓ All steps passed'} — ${clock(Date.now() - started)} in all.`);
  return failed ? 1 : 0;
}
