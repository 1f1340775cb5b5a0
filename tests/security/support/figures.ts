// Figures the security suite measured, one JSON file per test file under .data/security-figures/ (a run on
// PostgreSQL writes <name>.postgres.json beside the PGlite run's); the report script (scripts/security-report.mjs)
// turns them into reports/security.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const figuresDir = path.resolve('.data/security-figures');

export function saveFigures(name: string, figures: Record<string, unknown>): void {
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  mkdirSync(figuresDir, { recursive: true });
  writeFileSync(
    path.join(figuresDir, `${name}${postgres ? '.postgres' : ''}.json`),
    `${JSON.stringify({ ...figures, database: postgres ? 'PostgreSQL' : 'PGlite', measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
}
