import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import type { BrandHotel } from '../../../shared/api/facilities.ts';
import type { CurrencyCode } from '../../../shared/constants.ts';
import { $startup, hotelCode } from '../../lib/context.ts';
import { addDays, nightsBetween, todayIn } from '../../lib/dates.ts';
import { errorText } from '../../lib/error-text.ts';
import { $locale } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { Button } from '../../ui/button.tsx';
import { FormattedDate } from '../../ui/formatted-date.tsx';
import { formatList } from '../../ui/list.ts';
import { Money } from '../../ui/money.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { hotelResultsQuery, parseFacilitySearch, type FacilitySearch } from './facilities-params.ts';
import { $facilities, showFacilities } from './facilities-store.ts';
import './facilities.css';

/** /facilities: the brand's hotels priced for the search, each leading to its own rooms (spec 1 §2). */
export function FacilitiesPage() {
  const { t, i18n } = useLingui();
  const settingsState = useStore($settings);
  const settings = settingsState.data;
  const locale = useStore($locale);
  const state = useStore($facilities);
  const search = useSearch();
  const [, navigate] = useLocation();

  const params = useMemo(() => {
    if (!settings) return null;
    const today = todayIn(settings.timezone);
    const defaults = settings.booking_widget_setting_attributes.default_search_setting;
    return parseFacilitySearch(search, {
      today,
      checkinOffset: defaults.checkin_date_offset,
      earliest: defaults.yesterday_bookable ? addDays(today, -1) : today,
    });
  }, [search, settings]);
  const brandId = settings?.hotel_brand.id;

  useEffect(() => {
    if (brandId && params) void showFacilities(brandId, params, locale);
  }, [brandId, params, locale]);

  // a failed init is told by the layout's error bar
  if (!settings || !params || !brandId) return settingsState.status === 'error' ? null : <Loading />;

  const openHotel = (code: string) => {
    const query = hotelResultsQuery(search, code, $startup.get());
    // the widget serves one hotel from start-up: another hotel's rooms start it afresh
    if (code === hotelCode()) navigate(`/booking/result?${query}`);
    else window.location.assign(`${import.meta.env.BASE_URL}booking/result?${query}`);
  };
  const loading = state.status === 'loading' || state.status === 'idle';
  return (
    <div class="facilities-page">
      <PageHeading>
        <Trans>Choose a hotel</Trans>
      </PageHeading>
      <SearchSummary params={params} changeHref={`/booking/result?${hotelResultsQuery(search, hotelCode(), $startup.get())}`} />
      <p class="visually-hidden" role="status">
        {loading ? t`Finding hotels…` : state.status === 'done' ? plural(state.hotels.length, { one: '# hotel found', other: '# hotels found' }) : ''}
      </p>
      <section class="facilities" aria-busy={loading} aria-label={t`Hotels`}>
        {loading ? <Loading silent label={<Trans>Finding hotels…</Trans>} /> : null}
        {state.status === 'error' ? (
          <div class="notice notice-error" role="alert">
            <p>{errorText(state.error, i18n)}</p>
            <Button variant="secondary" onClick={() => void showFacilities(brandId, params, locale)}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
        {state.status === 'done' && state.hotels.length === 0 ? (
          <div class="empty-state">
            <h2>
              <Trans>No hotels to show</Trans>
            </h2>
            <p>
              <Trans>This brand has no hotels to book online at the moment.</Trans>
            </p>
          </div>
        ) : null}
        {state.status === 'done' && state.hotels.length > 0 ? (
          <ul class="facility-list">
            {state.hotels.map((hotel) => (
              <FacilityCard key={hotel.code} hotel={hotel} nights={nightsBetween(params.checkin, params.checkout)} onOpen={openHotel} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/** The search every hotel is priced for: dates, nights and guests, with a way to change it. */
function SearchSummary({ params, changeHref }: { params: FacilitySearch; changeHref: string }) {
  const locale = useStore($locale);
  const nights = nightsBetween(params.checkin, params.checkout);
  const adults = params.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = params.rooms.reduce((sum, room) => sum + room.kids_tiers.reduce((s, k) => s + k.count, 0) + room.children_ages.length, 0);
  const guests = [
    plural(params.rooms.length, { one: '# room', other: '# rooms' }),
    plural(adults, { one: '# adult', other: '# adults' }),
    ...(children > 0 ? [plural(children, { one: '# child', other: '# children' })] : []),
  ];
  return (
    <section class="card facilities-summary" aria-labelledby="facilities-summary-title">
      <h2 id="facilities-summary-title" class="facilities-summary-title">
        <Trans>Your search</Trans>
      </h2>
      <dl class="facts">
        <dt>
          <Trans>Check-in</Trans>
        </dt>
        <dd>
          <FormattedDate iso={params.checkin} />
        </dd>
        <dt>
          <Trans>Check-out</Trans>
        </dt>
        <dd>
          <FormattedDate iso={params.checkout} />
        </dd>
        <dt>
          <Trans>Nights</Trans>
        </dt>
        <dd>{plural(nights, { one: '# night', other: '# nights' })}</dd>
        <dt>
          <Trans>Guests</Trans>
        </dt>
        <dd>{formatList(guests, locale)}</dd>
      </dl>
      <Link href={changeHref}>
        <Trans>Change search</Trans>
      </Link>
    </section>
  );
}

function FacilityCard({ hotel, nights, onOpen }: { hotel: BrandHotel; nights: number; onOpen: (code: string) => void }) {
  const headingId = `facility-${hotel.code}`;
  const price = hotel.tax_included ? hotel.lowest_price : hotel.lowest_price_without_tax;
  const name = hotel.name;
  return (
    <li class="card facility-card">
      <h2 id={headingId} class="facility-name">
        <bdi>{name}</bdi>
      </h2>
      {hotel.address ? (
        <p class="facility-address" dir="auto">
          {hotel.address}
        </p>
      ) : null}
      {hotel.description ? (
        <p class="facility-description" dir="auto">
          {hotel.description}
        </p>
      ) : null}
      <div class="facility-price">
        {hotel.is_sold_out || price === null ? (
          <>
            <p class="badge badge-sold-out">
              <Trans>Sold out</Trans>
            </p>
            <p class="facility-price-note">
              <Trans>Nothing is left for these dates and guests.</Trans>
            </p>
          </>
        ) : (
          <>
            <p class="facility-from">
              <Trans>
                From{' '}
                <strong>
                  <Money amount={price} currency={hotel.currency as CurrencyCode} />
                </strong>
              </Trans>
            </p>
            <p class="facility-price-note">
              {hotel.tax_included
                ? plural(nights, { one: 'Total for # night, tax included', other: 'Total for # nights, tax included' })
                : plural(nights, { one: 'Total for # night, before tax', other: 'Total for # nights, before tax' })}
            </p>
          </>
        )}
        <Button variant={hotel.is_sold_out ? 'secondary' : 'primary'} onClick={() => onOpen(hotel.code)}>
          <Trans>
            See rooms<span class="visually-hidden"> at {name}</span>
          </Trans>
        </Button>
      </div>
    </li>
  );
}
