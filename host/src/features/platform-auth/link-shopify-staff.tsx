import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';
import { useLinkShopifyStaff } from './api/shopify-staff';

export interface LinkShopifyStaffProps {
  shop: string;
  ticket: string;
  email: string;
}

/**
 * The signed-in merchant makes the Shopify staff member named by the ticket act as them in that
 * shop's admin (POST auth/platform/shopify/link).
 */
export function LinkShopifyStaff({ shop, ticket, email }: LinkShopifyStaffProps) {
  const { t } = useTranslation('host');
  const link = useLinkShopifyStaff();
  if (link.isSuccess) {
    return (
      <Result
        status="success"
        data-testid="shopify-staff-linked"
        title={t('platformAuth.staff.linked')}
        subTitle={t('platformAuth.staff.linkedText')}
        extra={
          <Link to={paths.channel()}>
            <Button>{t('platformAuth.goToChannels')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Card
      title={t('platformAuth.staff.linkTitle')}
      data-testid="shopify-staff-link"
      style={{ maxWidth: 560 }}
    >
      <Typography.Paragraph>
        {t('platformAuth.staff.linkText', { shop, email })}
      </Typography.Paragraph>
      <Button
        type="primary"
        loading={link.isPending}
        // a refusal was shown by the API client; the page stays for another try
        onClick={() => link.mutate(ticket)}
        data-testid="shopify-staff-link-submit"
      >
        {t('platformAuth.staff.linkSubmit')}
      </Button>
    </Card>
  );
}
