export declare const socketFile: (dataDir: string) => string;
export declare function socketAnswers(file: string): Promise<boolean>;
