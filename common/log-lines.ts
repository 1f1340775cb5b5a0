// What a log line may hold. Logs share the disk with the embedded database, and an error's text can carry what a
// request sent (drizzle's "Failed query … params: …" holds every bound value, an uploaded file included), so:
// errors are described without their query parameters, and every line the process writes is capped.
import { format } from 'node:util';

export const logLineMaxChars = 4_000;

export function capLogLine(line: string): string {
  if (line.length <= logLineMaxChars) return line;
  return `${line.slice(0, logLineMaxChars)}… [${line.length - logLineMaxChars} characters cut]`;
}

/** An error for the log: its name, message and stack, and its causes', never a failed query's parameters. */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return capLogLine(String(error));
  const failedQuery = 'query' in error && 'params' in error;
  const text = failedQuery
    ? `${error.name}: Failed query: ${capLogLine(String(error.query))} (parameters not logged)`
    : (error.stack ?? `${error.name}: ${error.message}`);
  const cause = error.cause !== undefined && depth < 3 ? `\ncaused by ${describeError(error.cause, depth + 1)}` : '';
  return capLogLine(text + cause);
}

const capped = Symbol.for('locker.capped-console');

/** Every console line this process writes, capped (the server processes call it once at start). */
export function capConsoleLines(target: Console = console): void {
  const marked = target as Console & { [capped]?: boolean };
  if (marked[capped]) return;
  marked[capped] = true;
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const write = target[level].bind(target);
    target[level] = (...args: unknown[]) =>
      write(capLogLine(format(...args.map((arg) => (arg instanceof Error ? describeError(arg) : arg)))));
  }
}
