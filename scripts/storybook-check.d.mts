export interface Pass {
  seed: string;
  scale: string;
  theme: string;
}
export function parsePasses(spec: string): Pass[];
export function readsScaledData(importPath: string, root?: string): boolean;
export function readsSeededData(importPath: string, root?: string): boolean;
export function passOpens(pass: Pass, first: Pass): 'all' | 'scaled' | 'seeded';
export const SHIPPED_FACES: string[];
export function parseShard(value: string): { index: number; total: number } | null;
export function shardEntries<T extends { id: string }>(
  entries: T[],
  shard: { index: number; total: number } | null,
): T[];
export function unreadableSnippet(source: string): string | null;
