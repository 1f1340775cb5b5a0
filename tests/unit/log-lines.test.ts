// Logs never hold what a request sent, and no line is unbounded (common/log-lines.ts): a failed insert of a 5 MB
// receipt used to write the whole file into the error log.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { capConsoleLines, describeError, logLineMaxChars } from '@/common/log-lines';

const fileContents = 'iVBORw0KGgo'.repeat(500_000);

function failedInsert() {
  const cause = Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
  return new DrizzleQueryError('insert into "transfer_receipts" ("amount_cents", "file_data") values ($1, $2)', [2147483648, fileContents], cause);
}

describe('log lines', () => {
  it("a failed query is described by its statement and its cause, never by its parameters", () => {
    const text = describeError(failedInsert());
    expect(text).toContain('insert into "transfer_receipts"');
    expect(text).toContain('caused by Error: value "2147483648" is out of range for type integer');
    expect(text).not.toContain('iVBORw0KGgo');
    expect(text.length).toBeLessThanOrEqual(logLineMaxChars + 40);
  });

  it('every console line is capped, whatever is passed to it', () => {
    const written: string[] = [];
    const keep = (...args: unknown[]) => void written.push(args.map(String).join(' '));
    const fake = { log: keep, info: keep, warn: keep, error: keep, debug: keep };
    capConsoleLines(fake as unknown as Console);
    fake.error('upload failed', { body: fileContents });
    fake.error(failedInsert());
    fake.log('short line');
    expect(written).toHaveLength(3);
    expect(written[0]!.length).toBeLessThanOrEqual(logLineMaxChars + 40);
    expect(written[0]).toMatch(/characters cut\]$/);
    expect(written[1]).not.toContain('iVBORw0KGgo');
    expect(written[2]).toBe('short line');
  });
});
