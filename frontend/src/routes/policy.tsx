import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { POLICY_TEXTS, translatePolicy } from '@/features/policies/policy-texts';
import { useChatHoursText } from '@/hooks/use-chat-hours';
import styles from './account.module.css';
import { ShopContact } from '@/components/shop-contact/shop-contact';
import { shopName } from '@/config/business';

/**
 * The policy pages (docs/product/storefront.md#policy-pages): privacy, terms, shipping, refund, usage and access time.
 */
export function PolicyRoute() {
  const { pathname } = useLocation();
  const { t } = useTranslation('policies');
  const { t: tc } = useTranslation();
  const chatHours = useChatHoursText();
  const policy = translatePolicy(POLICY_TEXTS[pathname] ?? POLICY_TEXTS[paths.policies.terms], t, chatHours);
  return (
    <section className={`container ${styles.page}`} aria-labelledby="policy-title">
      <title>{`${policy.title} · ${shopName()}`}</title>
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
        {pathname === paths.policies.privacy && (
          <section className={styles.policySection} aria-labelledby="policy-your-data">
            <h2 id="policy-your-data">{tc('dataRights.heading')}</h2>
            <p>{tc('dataRights.text')}</p>
            <p>
              <Link to={paths.guestDataExport}>{tc('dataRights.link')}</Link>
            </p>
          </section>
        )}
        <section className={styles.policySection}>
          <h2>{tc('footer.contact')}</h2>
          <ShopContact whatsappText={tc('footer.whatsappText')} testId="policy-contact" />
        </section>
      </div>
    </section>
  );
}
