import type { Extension, Filesystem } from '@electric-sql/pglite';

export declare const pgliteOptions: { startParams: string[]; extensions: Record<string, Extension> };
export declare function durableDataDir(folder: string): Filesystem;
