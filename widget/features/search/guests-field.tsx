import type { ComponentType } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { $locale, loadLaterText } from '../../lib/i18n.ts';
import type { AccessibilityFeature } from '../../../shared/api/rooms.ts';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { guestsSummary } from './guests-summary.ts';
import type { RoomParams, SearchDefaults } from './search-params.ts';

const ID = 'guests';
/** The chooser's element id (guests-chooser.tsx), which the summary button controls. */
const GUESTS_CHOOSER_ID = 'guests-chooser';

/** Props of the guests chooser (guests-chooser.tsx, loaded on demand: its type is here, so its text is not in the first part of the catalog). */
export type GuestsChooserProps = {
  rooms: RoomParams[];
  accessibility: AccessibilityFeature[];
  settings: InitSettings;
  limits: SearchDefaults;
  onRooms: (rooms: RoomParams[]) => void;
  onAccessibility: (accessibility: AccessibilityFeature[]) => void;
  /** Ages still to choose are shown as errors once the guest tried to search. */
  showErrors: boolean;
  /** A field to focus once the chooser is there (a child's age the search still needs). */
  focusId: string | null;
  onFocused: () => void;
  /** Done: the guest is through choosing. */
  onDone: () => void;
};

type Chooser = ComponentType<GuestsChooserProps>;
let loadedChooser: Chooser | null = null;
let chooserLoad: Promise<Chooser> | null = null;

/** Loads the guests chooser and its text (the later catalog part) once; a failed load may be tried again. */
export function loadGuestsChooser(): Promise<Chooser> {
  chooserLoad ??= Promise.all([import('./guests-chooser.tsx'), loadLaterText()])
    .then(([module]) => (loadedChooser = module.GuestsChooser))
    .catch((error: unknown) => {
      chooserLoad = null;
      throw error;
    });
  return chooserLoad;
}

type GuestsFieldProps = Omit<GuestsChooserProps, 'onDone'> & {
  open: boolean;
  onOpen: (open: boolean) => void;
};

/**
 * The search form's guests: one line saying the party ("2 adults, 1 child") on a button that
 * opens the guests chooser below it (a disclosure). The first screen carries only the button;
 * the chooser and its text load when the guest first points at, focuses or presses it.
 * Done and Escape close it, and the focus goes back to the button.
 */
export function GuestsField(props: GuestsFieldProps) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const { open, onOpen, rooms, accessibility } = props;
  const [chooser, setChooser] = useState<{ component: Chooser } | null>(() => (loadedChooser ? { component: loadedChooser } : null));
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || chooser) return;
    setState('loading');
    loadGuestsChooser().then(
      (component) => {
        setState('idle');
        setChooser({ component });
      },
      () => {
        setState('failed');
        onOpen(false);
      },
    );
  }, [open]);

  const close = () => {
    onOpen(false);
    button.current?.focus();
  };
  const Component = open ? chooser?.component : undefined;
  return (
    // Escape anywhere in the guests (the button or the chooser) closes the chooser
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the buttons and fields inside; the div only hears Escape
    <div
      class="drp guests"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        event.stopPropagation();
        close();
      }}
    >
      <span id={`${ID}-label`} class="field-label">
        {t`Guests`}
      </span>
      <button
        ref={button}
        id={`${ID}-button`}
        type="button"
        class="guests-trigger"
        aria-expanded={open && Boolean(Component)}
        aria-controls={GUESTS_CHOOSER_ID}
        aria-busy={state === 'loading' || undefined}
        aria-labelledby={`${ID}-label ${ID}-button`}
        onClick={() => onOpen(!open)}
        onPointerEnter={() => void loadGuestsChooser().catch(() => {})}
        onFocus={() => void loadGuestsChooser().catch(() => {})}
      >
        {guestsSummary(rooms, accessibility.length, locale)}
      </button>
      {state === 'loading' ? (
        <p class="drp-loading" role="status">
          <Trans>Opening…</Trans>
        </p>
      ) : null}
      {state === 'failed' ? (
        <p class="field-error" role="alert">
          <Trans>The guests could not be opened. Please check your connection and try again.</Trans>
        </p>
      ) : null}
      {Component ? <Component {...props} onDone={close} /> : null}
    </div>
  );
}
