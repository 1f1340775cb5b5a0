export declare const pgliteStartParams: string[];
