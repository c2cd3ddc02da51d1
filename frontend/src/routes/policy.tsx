import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { POLICY_TEXTS, translatePolicy } from '@/features/policies/policy-texts';
import styles from './account.module.css';

/**
 * The policy pages (docs/product/storefront.md#policy-pages): privacy, terms, shipping, refund, usage and access time.
 */
export function PolicyRoute() {
  const { pathname } = useLocation();
  const { t } = useTranslation('policies');
  const policy = translatePolicy(POLICY_TEXTS[pathname] ?? POLICY_TEXTS[paths.policies.terms], t);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="policy-title">
      <title>{`${policy.title} · Kedai`}</title>
      <h1 id="policy-title">{policy.title}</h1>
      <div className={styles.card}>
        <p>{policy.intro}</p>
        {policy.sections.map((section) => (
          <section key={section.heading} className={styles.policySection}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.points && (
              <ul className={styles.list}>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
