export declare const OUT_DIR: string;
export declare function illustrationNames(): string[];
export declare function renderIllustration(name: string, icons?: unknown): string;
export declare function expectedFiles(): Map<string, string>;
export declare function differences(): string[];
