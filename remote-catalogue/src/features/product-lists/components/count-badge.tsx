import { Badge } from 'antd';

interface CountBadgeProps {
  count: number | undefined;
  testId: string;
}

/** A neutral count badge beside a tab title; nothing while the count is unknown. */
export function CountBadge({ count, testId }: CountBadgeProps) {
  if (count === undefined) return null;
  return (
    <span data-testid={testId} data-count={count}>
      <Badge count={count} showZero overflowCount={99999} color="#8c8c8c" />
    </span>
  );
}
