import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react';

export type LinkProps = ComponentProps<'a'> & {
  /** Destination path or URL. */
  href: string;
};

const PlainAnchor = (props: LinkProps) => <a {...props} />;

const LinkComponentContext = createContext<ComponentType<LinkProps>>(PlainAnchor);

/**
 * Lets the app plug its router's link in, so components stay router-free:
 * they render `<Link href>` and the app decides how navigation happens.
 */
export function LinkProvider({ component, children }: { component: ComponentType<LinkProps>; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** An anchor that navigates with whatever router the app provides (a plain `<a>` by default). */
export function Link(props: LinkProps) {
  const Component = useContext(LinkComponentContext);
  return <Component {...props} />;
}
