import { StarFilled } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Radio, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createReview,
  notShowReview,
  shouldAskForReview,
  updateReview,
} from '../api/review-prompt';
import { pushEntriesAtom } from '@omni/shared/push-on-intent';
import { finishedPushKey } from '../utils/review-prompt';

const RATINGS = [1, 2, 3, 4, 5] as const;
const FEEDBACK_MAX = 2000;

type Step = 'rate' | 'feedback' | 'thanks';

/**
 * The review dialog: a rating (sent at once, POST core/reviews; a changed one PUT core/reviews/{id}),
 * then optional feedback (PUT). Closed before rating it is "not now" (no prompt for 24 hours), or
 * "don't ask again" (POST core/reviews/not-show-review).
 */
export function ReviewDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('push');
  const id = useId();
  const [step, setStep] = useState<Step>('rate');
  const [rating, setRating] = useState<number | null>(null);
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const rate = (value: number) =>
    attempt(async () => {
      setRating(value);
      if (reviewId) await updateReview(reviewId, { rating: value, feedback });
      else setReviewId((await createReview({ rating: value })).id);
      setStep('feedback');
    });
  const sendFeedback = () =>
    attempt(async () => {
      await updateReview(reviewId!, { rating: rating!, feedback: feedback.trim() });
      setStep('thanks');
    });
  const dismiss = (forever: boolean) => {
    // answered (rated) already counts as shown on the server; unanswered is recorded here
    if (!reviewId) void notShowReview(forever).catch(() => undefined);
    onClose();
  };

  const footer =
    step === 'rate' ? (
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={() => dismiss(true)} data-testid="review-never">
          {t('review.never')}
        </Button>
        <Button onClick={() => dismiss(false)} data-testid="review-later">
          {t('review.later')}
        </Button>
      </Flex>
    ) : step === 'feedback' ? (
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => dismiss(false)} data-testid="review-close">
          {t('review.close')}
        </Button>
        <Button
          type="primary"
          loading={busy}
          disabled={feedback.trim().length === 0}
          onClick={() => void sendFeedback()}
          data-testid="review-send"
        >
          {t('review.send')}
        </Button>
      </Flex>
    ) : (
      <Button type="primary" onClick={onClose} data-testid="review-done">
        {t('review.close')}
      </Button>
    );

  return (
    <Modal
      open
      title={t('review.title')}
      onCancel={() => dismiss(false)}
      footer={footer}
      width={480}
      data-testid="review-prompt"
      destroyOnHidden
    >
      {step === 'thanks' ? (
        <Typography.Paragraph role="status" data-testid="review-thanks">
          {t('review.thanks')}
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text id={`${id}-rating`}>{t('review.question')}</Typography.Text>
          <Radio.Group
            aria-labelledby={`${id}-rating`}
            optionType="button"
            value={rating}
            disabled={busy}
            onChange={(event) => void rate(event.target.value as number)}
            data-testid="review-rating"
          >
            {RATINGS.map((value) => (
              <Radio.Button
                key={value}
                value={value}
                aria-label={t('review.stars', { count: value })}
              >
                <StarFilled aria-hidden className="omni-review-star" /> {value}
              </Radio.Button>
            ))}
          </Radio.Group>
          {step === 'feedback' && (
            <Flex vertical gap={4}>
              <Typography.Text id={`${id}-feedback`}>{t('review.feedback')}</Typography.Text>
              <Input.TextArea
                aria-labelledby={`${id}-feedback`}
                value={feedback}
                maxLength={FEEDBACK_MAX}
                autoSize={{ minRows: 3, maxRows: 6 }}
                onChange={(event) => setFeedback(event.target.value)}
                data-testid="review-feedback"
              />
            </Flex>
          )}
          {failed && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('review.failed')}
              data-testid="review-failed"
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}

/**
 * The review prompt after a successful push (001 §4): once a push has finished with a success,
 * the server is asked whether to prompt (verified, 3 triggers, none in 24 hours) and the dialog
 * shows if so. Each finished push is asked about once.
 */
export function ReviewPrompt() {
  const entries = useAtomValue(pushEntriesAtom);
  const key = finishedPushKey(entries);
  const asked = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  /** What had the focus when the prompt opened (no control opens it: a push finishing does). */
  const focusedBefore = useRef<HTMLElement | null>(null);

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // asked once per finished push; the answer counts even if the panel was closed meanwhile
  useEffect(() => {
    if (!key || asked.current === key) return;
    asked.current = key;
    void shouldAskForReview()
      .then((ask) => {
        if (!mounted.current || !ask) return;
        focusedBefore.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      })
      .catch(() => undefined);
  }, [key]);

  // The dialog unmounts as it closes, before antd could give the focus back: it goes back here
  // to where it was, or the page would be left with the focus on nothing (WCAG 2.4.3)
  useEffect(() => {
    if (open || !focusedBefore.current) return;
    const before = focusedBefore.current;
    focusedBefore.current = null;
    if (before.isConnected) before.focus();
  }, [open]);

  return open ? <ReviewDialog onClose={() => setOpen(false)} /> : null;
}
