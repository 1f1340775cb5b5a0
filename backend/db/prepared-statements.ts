// Every query sent to PostgreSQL (or to the embedded database's host) runs as a named prepared statement named
// by its text's hash, as postgres.js does by default: a connection parses each text once, then only binds values,
// and PostgreSQL may keep a generic plan after five runs. Parsing and planning each query again was a large share of
// PostgreSQL's work for a page (docs/performance.md, "every query a prepared statement"); the export's 1,000 keyset
// pages share one statement.
// Texts past `longestPreparedText` run unnamed: an import's multi-row inserts are seldom sent twice, and a
// statement stays in its connection's memory until the connection closes (the pool retires connections after
// `connectionUses` checkouts, which bounds how many one gathers). A table change re-plans the statements
// (PostgreSQL does); only a query whose result columns change with the table fails once, and every query here
// names its result columns.
import { createHash } from 'node:crypto';
import pg from 'pg';

const longestPreparedText = 8_192;

/** Checkouts before the pool closes a connection and opens a fresh one (pg-pool's `maxUses`). */
export const connectionUses = 10_000;

const query = pg.Client.prototype.query;

// Names by text, kept for the process: the app sends a few hundred distinct texts, and hashing each query's text
// again was half a per cent of a page's CPU. Bounded anyway (cleared when full) in case texts carry values.
const namesByText = new Map<string, string>();
const mostNames = 5_000;

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    if (namesByText.size >= mostNames) namesByText.clear();
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    namesByText.set(text, name);
  }
  return name;
}

/** node-postgres' client, naming every query it is given as an object ({ text, values }) without a name. */
export class PreparingClient extends pg.Client {}

PreparingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (isUnnamedQuery(config) && config.text.length <= longestPreparedText) {
    config.name = statementName(config.text);
  }
  return Reflect.apply(query, this, [config, ...rest]);
} as typeof query;

function isUnnamedQuery(config: unknown): config is { text: string; name?: string } {
  return typeof config === 'object' && config !== null && typeof (config as { text?: unknown }).text === 'string' && !(config as { name?: unknown }).name;
}
