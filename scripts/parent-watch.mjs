// No process `npm start` starts outlives its parent. A parent that gets a signal passes it on (start.mjs, serve.mjs);
// one that dies without that chance (SIGKILL, a crash, a shell in between that does not pass signals on) leaves its
// children to init: they notice their parent changed and stop as if told to.
const checkEveryMs = 500;

/** Calls `stop` once when this process's parent is gone. The check never keeps the process alive. */
export function whenParentGone(stop) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, checkEveryMs);
  timer.unref();
}
