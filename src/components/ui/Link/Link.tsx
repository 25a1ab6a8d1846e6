import { createContext, useContext, useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';

export type LinkProps = ComponentProps<'a'> & {
  /** Destination path or URL. */
  href: string;
};

type RenderLink = (props: LinkProps) => ReactNode;

const renderPlainAnchor: RenderLink = (props) => <a {...props} />;

const RenderLinkContext = createContext<RenderLink>(renderPlainAnchor);

/**
 * Lets the app plug its router's link in, so components stay router-free:
 * they render `<Link href>` and the app decides how navigation happens.
 */
export function LinkProvider({ component, children }: { component: ComponentType<LinkProps>; children: ReactNode }) {
  const Component = component;
  const render = useMemo<RenderLink>(() => (props) => <Component {...props} />, [Component]);
  return <RenderLinkContext.Provider value={render}>{children}</RenderLinkContext.Provider>;
}

/** An anchor that navigates with whatever router the app provides (a plain `<a>` by default). */
export function Link(props: LinkProps) {
  return useContext(RenderLinkContext)(props);
}
