export declare function vitestArgs(userArgs: string[]): string[];
