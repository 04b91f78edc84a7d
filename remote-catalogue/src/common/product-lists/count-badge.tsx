import { Badge, theme } from 'antd';

interface CountBadgeProps {
  count: number | undefined;
  testId: string;
}

/** A neutral count badge beside a tab title; nothing while the count is unknown. */
export function CountBadge({ count, testId }: CountBadgeProps) {
  const { token } = theme.useToken();
  if (count === undefined) return null;
  return (
    <span data-testid={testId} data-count={count}>
      {/* secondary text colour: white on it stays readable (antd's grey is 3.4:1) */}
      <Badge count={count} showZero overflowCount={99999} color={token.colorTextSecondary} />
    </span>
  );
}
