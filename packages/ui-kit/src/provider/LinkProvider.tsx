import { type AnchorHTMLAttributes, createContext, type ElementType, type ReactNode, useContext } from 'react';

/** Props every link component receives from the kit: an anchor's attributes with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const LinkComponentContext = createContext<ElementType<LinkComponentProps>>('a');

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** Component rendering every kit link, e.g. an adapter to the router's client-side link. */
  component: ElementType<LinkComponentProps>;
  children: ReactNode;
}

/**
 * Lets an app route the kit's links through its router (client-side navigation) while the kit
 * stays router-free. Without a provider, links are plain `<a href>`.
 *
 * @example
 * const RouterAnchor = ({ href, ...rest }: LinkComponentProps) => <RouterLink to={href} {...rest} />;
 * <LinkProvider component={RouterAnchor}><App /></LinkProvider>
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component set by the nearest {@link LinkProvider}, else `'a'`. */
export function useLinkComponent(): ElementType<LinkComponentProps> {
  return useContext(LinkComponentContext);
}
