import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  quickStartProgress,
  type QuickStartItem,
  type QuickStartStep,
} from '../rules/quick-start-steps';
import { paths } from '@omni/shared/navigation';

/** Where each step's button takes the user. */
const STEP_TARGETS: Record<QuickStartStep, string> = {
  CHOOSE_A_PLAN: paths.pricing(),
  FIND_AND_IMPORT: paths.findProduct(),
  PUSH_PRODUCT: paths.importList(),
  PLACE_ORDER: paths.orders(),
  NAVIGATE_TO_ORDER_CENTER: paths.orders(),
  FIND_READY_ORDER: paths.orders(),
};

interface Props {
  items: QuickStartItem[];
  /** Offered on the home only: the guide page is where a closed guide is found again. */
  onDismiss?: () => void;
}

export function QuickStartChecklist({ items, onDismiss }: Props) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { done, total } = quickStartProgress(items);
  const activeIndex = items.findIndex((item) => item.active);
  return (
    <Card
      title={t('home.quickStart.title')}
      extra={
        onDismiss && (
          <Button
            type="text"
            icon={<CloseOutlined aria-hidden />}
            onClick={onDismiss}
            aria-label={t('home.quickStart.dismiss')}
            data-testid="quick-start-dismiss"
          />
        )
      }
      data-testid="quick-start"
    >
      <Progress
        percent={Math.round((done / total) * 100)}
        format={() => t('home.quickStart.progress', { done, total })}
        aria-label={t('home.quickStart.title')}
        style={{ marginBottom: 16 }}
      />
      <Steps
        orientation="vertical"
        current={activeIndex === -1 ? items.length : activeIndex}
        items={items.map((item) => ({
          status: item.done ? 'finish' : item.active ? 'process' : 'wait',
          icon: item.done ? <CheckCircleFilled aria-hidden /> : undefined,
          title: (
            <span data-testid={`quick-start-step-${item.step}`} data-done={item.done}>
              {t(`home.quickStart.steps.${item.step}.title`)}
            </span>
          ),
          content: (
            <div>
              <div>{t(`home.quickStart.steps.${item.step}.text`)}</div>
              {item.active && (
                <Button
                  type="primary"
                  size="small"
                  style={{ marginTop: 8 }}
                  onClick={() => navigate(STEP_TARGETS[item.step])}
                  data-testid="quick-start-action"
                >
                  {t(`home.quickStart.steps.${item.step}.action`)}
                </Button>
              )}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
