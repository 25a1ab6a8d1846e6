export declare const CANDIDATE_PATHS: string[];
export declare const CHROMIUM_ARGS: string[];
export declare const INSTALL_HINT: string;
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
export declare function requireChromium(): string;
export declare function ensureChromium(): number;
