import { Header, Hero } from '../../components/storefront';
import { LinkProvider, type LinkProps } from '../../components/ui/Link';
import { withBase } from '../url/basePath';
import styles from './shell.module.css';

const noop = () => {};

/** A plain anchor under the build's base path: the shell is clicked before any router exists. */
function BaseLink({ href, ...rest }: LinkProps) {
  return <a href={withBase(href, import.meta.env.BASE_URL)} {...rest} />;
}

/**
 * What the home page looks like before any script runs: the header and the hero, rendered to
 * HTML at build time (scripts/prerender.mjs) and put into index.html, so the first paint does
 * not wait for the JavaScript. React replaces it on start-up; other routes drop it at once.
 */
export function StaticShell() {
  return (
    <LinkProvider component={BaseLink}>
      <div className={styles.Shell}>
        {/* With the theme switch (at System), so the bar does not shift when the app replaces the shell. */}
        <Header
          cartCount={0}
          onSearch={noop}
          onCartClick={noop}
          menuOpen={false}
          onMenuToggle={noop}
          onThemeChange={noop}
        />
        <main className={styles.Main}>
          <Hero />
        </main>
      </div>
    </LinkProvider>
  );
}
