// Figures the security suite measured, one JSON file per test file under .data/security-figures/; the
// report script (scripts/security-report.mjs) turns them into docs/security.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const figuresDir = path.resolve('.data/security-figures');

export function saveFigures(name: string, figures: Record<string, unknown>): void {
  mkdirSync(figuresDir, { recursive: true });
  writeFileSync(path.join(figuresDir, `${name}.json`), `${JSON.stringify({ ...figures, measuredAt: new Date().toISOString() }, null, 2)}\n`);
}
