export interface ResolvedBrowser {
  kind: 'pinned' | 'system' | 'env';
  executablePath: string;
  version: string;
  args: string[];
  env: Record<string, string>;
}
export declare const CANDIDATE_PATHS: string[];
export declare const CHROMIUM_ARGS: string[];
export declare const INSTALL_HINT: string;
export declare function pinnedLocation(): {
  packageVersion: string;
  dir: string;
  executablePath: string;
  fontsConf: string;
} | null;
export declare function unpackPinned(): ReturnType<typeof pinnedLocation>;
export declare function browserVersion(executablePath: string): string;
export declare function resolveBrowser(env?: NodeJS.ProcessEnv): ResolvedBrowser;
export declare function launchOptions(browser?: ResolvedBrowser): {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
};
export declare function requireChromium(): string;
export declare function ensureChromium(): number;
