export declare const OUT_DIR: string;
export declare const CUSTOM_DIR: string;
export declare function illustrationNames(): string[];
export declare function customIllustration(name: string, dir?: string): { body: string; width: number } | undefined;
export declare function renderIllustration(name: string, icons?: unknown): string;
export declare function expectedFiles(): Map<string, string>;
export declare function differences(): string[];
