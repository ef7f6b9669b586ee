import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { FormattedDate } from './formatted-date.tsx';

/**
 * The stay's dates as terms of a facts list: check-in, check-out and nights, or for a day use
 * (check-out on the check-in date) its one date and "day use".
 */
export function StayDates({ checkin, checkout, nights }: { checkin: string; checkout: string; nights: number }) {
  if (checkout === checkin) {
    return (
      <>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>
          <FormattedDate iso={checkin} />
        </dd>
        <dt>
          <Trans>Stay</Trans>
        </dt>
        <dd>
          <Trans>Day use (no overnight stay)</Trans>
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>
        <Trans>Check-in</Trans>
      </dt>
      <dd>
        <FormattedDate iso={checkin} />
      </dd>
      <dt>
        <Trans>Check-out</Trans>
      </dt>
      <dd>
        <FormattedDate iso={checkout} />
      </dd>
      <dt>
        <Trans>Nights</Trans>
      </dt>
      <dd>{plural(nights, { one: '# night', other: '# nights' })}</dd>
    </>
  );
}
