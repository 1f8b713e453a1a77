import type { ReactNode } from 'react';
import styles from './AccountLayout.module.css';

/** Props of {@link AccountLayout}. */
export interface AccountLayoutProps {
  /** The page's heading, e.g. "Mes commandes"; drawn as the page's `h1`. */
  title: string;
  /** Under the heading, e.g. "Bonjour Léa". */
  intro?: ReactNode;
  /** The {@link AccountNav}. */
  nav: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every account page: the sections' navigation beside the content on desktop, above it on phones,
 * and the section's title as the page's one `h1`.
 *
 * @example
 * <AccountLayout title="Mes commandes" nav={<AccountNav … />}><OrderHistory … /></AccountLayout>
 */
export function AccountLayout({ title, intro, nav, children }: AccountLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.nav}>{nav}</div>
      <section className={styles.content} aria-labelledby="account-title">
        <header className={styles.header}>
          <h1 id="account-title" className={styles.title}>
            {title}
          </h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
        </header>
        {children}
      </section>
    </div>
  );
}
