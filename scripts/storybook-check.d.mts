export interface Pass {
  seed: string;
  scale: string;
  theme: string;
}
export function parsePasses(spec: string): Pass[];
export function readsScaledData(importPath: string, root?: string): boolean;
export const SHIPPED_FACES: string[];
