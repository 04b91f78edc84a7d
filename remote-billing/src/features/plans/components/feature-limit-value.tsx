import { useTranslation } from 'react-i18next';
import { describeFeatureLimit } from '../utils/feature-limit';

/** A feature's limit as a plan card shows it: Unlimited, Not included, or the number. */
export function FeatureLimitValue({ limit }: { limit: number }) {
  const { t, i18n } = useTranslation('billing');
  const described = describeFeatureLimit(limit);
  if (described.kind === 'unlimited') return t('pricing.unlimited');
  if (described.kind === 'not-included') return t('pricing.notIncluded');
  return new Intl.NumberFormat(i18n.language).format(described.value);
}
