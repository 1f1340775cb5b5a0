// What api-global-setup hands each test file (through vitest's provide/inject) to build its own database.
export type TestDatabaseSource =
  | {
      kind: 'pglite';
      /** dumpDataDir() archives of a fresh cluster, before and after migrations. */
      emptyDumpPath: string;
      migratedDumpPath: string;
    }
  | {
      kind: 'postgres';
      /** TEST_DATABASE_URL: a server where the tests may create and drop databases. */
      adminUrl: string;
      /** A migrated database each test file copies (CREATE DATABASE … TEMPLATE). */
      templateName: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSource: TestDatabaseSource;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
