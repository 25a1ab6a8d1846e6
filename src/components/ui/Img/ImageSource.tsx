import { createContext, useContext, type ReactNode } from 'react';

/** Maps an image URL to the URL actually requested. The default requests it as is. */
export type ImageSourceResolver = (src: string) => string;

const identity: ImageSourceResolver = (src) => src;
const ImageSourceContext = createContext<ImageSourceResolver>(identity);

/**
 * Swaps image URLs for a subtree. Storybook and the visual tests use it to serve
 * deterministic local stand-ins instead of the placeholder services, so nothing
 * external loads.
 */
export function ImageSourceProvider({ resolve, children }: { resolve: ImageSourceResolver; children: ReactNode }) {
  return <ImageSourceContext.Provider value={resolve}>{children}</ImageSourceContext.Provider>;
}

export function useImageSource(src: string | undefined | null): string {
  const resolve = useContext(ImageSourceContext);
  return src ? resolve(src) : '';
}
