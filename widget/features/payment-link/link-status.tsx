import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { stateTexts } from './link-texts.tsx';

/** Spec 1 §4 "not found": no link has this number (or it cannot be one). */
export function MissingLink() {
  const texts = stateTexts('missing', '');
  return (
    <div class="pay-link pay-link-not_found">
      <PageHeading>{texts.heading}</PageHeading>
      <p>{texts.next}</p>
    </div>
  );
}

/** The link could not be read (offline, the server down): what went wrong, and trying again. */
export function LinkError({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <div class="pay-link">
      <PageHeading>
        <Trans>This payment link cannot be shown right now</Trans>
      </PageHeading>
      <p role="alert">
        <ErrorMessage error={error} />
      </p>
      {retry ? (
        <Button onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}
