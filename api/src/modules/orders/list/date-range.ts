import { ORDER_DEFAULT_RANGE_DAYS, ORDER_RANGE_MAX_DAYS } from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { badRequest } from '../../../http/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface DayRange {
  fromDate: string;
  toDate: string;
  /** Inclusive start and exclusive end instants (UTC days). */
  start: Date;
  end: Date;
}

function parseDay(value: string, field: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== value)
    throw badRequest(MessageKey.ValidationFailed, [{ field, message: MessageKey.FieldInvalid }]);
  return date;
}

/**
 * The list's date range (spec 002 §9): by default the last 7 days, 6 days back to today. Days are
 * UTC days; the end is exclusive (the day after to_date). A reversed or over-long range is a field
 * error on from_date.
 */
export function orderDayRange(
  now: Date,
  query: { from_date?: string | undefined; to_date?: string | undefined },
): DayRange {
  const toDay = query.to_date
    ? parseDay(query.to_date, 'to_date')
    : parseDay(isoDay(now), 'to_date');
  const fromDay = query.from_date
    ? parseDay(query.from_date, 'from_date')
    : new Date(toDay.getTime() - (ORDER_DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  const days = (toDay.getTime() - fromDay.getTime()) / DAY_MS;
  if (days < 0 || days > ORDER_RANGE_MAX_DAYS)
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'from_date', message: MessageKey.FieldInvalid },
    ]);
  return {
    fromDate: isoDay(fromDay),
    toDate: isoDay(toDay),
    start: fromDay,
    end: new Date(toDay.getTime() + DAY_MS),
  };
}
