export declare class DataDirInUseError extends Error {}
export declare function lockDataDir(dataDir: string): Promise<{ release(): void }>;
