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

/**
 * The URL of a dish illustration (`public/illustrations/<name>.svg`, see scripts/illustrations.mjs),
 * under the app's base URL: a static file fetched when a placeholder shows, never bundled.
 */
export function illustrationUrl(name: string): string {
  const path = `${import.meta.env.BASE_URL}illustrations/${name}.svg`;
  // Used in a CSS custom property, where a relative url() resolves against the stylesheet that reads it
  // (assets/…), not the page: with a relative base (Storybook's './') make it absolute.
  return typeof document === 'undefined' || path.startsWith('/') ? path : new URL(path, document.baseURI).href;
}

/** Whether a URL is one of the dish illustrations (a transparent SVG that needs the plate under it). */
export function isIllustrationUrl(url: string): boolean {
  return /\/illustrations\/[a-z-]+\.svg$/.test(url);
}
