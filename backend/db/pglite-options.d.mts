import type { Extension } from '@electric-sql/pglite';

export declare const pgliteOptions: { startParams: string[]; extensions: Record<string, Extension> };
