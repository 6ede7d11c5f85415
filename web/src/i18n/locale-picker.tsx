import { Combobox, createListCollection, Portal, Text, useFilter } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useSession } from '../features/auth/components/session-provider';
import { api } from '../lib/api/client';
import { type LanguageOption, languageOptions, matchesLanguage, useLanguages } from './languages';
import { type Locale, localeStorageKey, pageLocale } from './locales';

const messages = defineMessages({
  label: { id: 'locale.picker.label', defaultMessage: 'Language' },
  placeholder: { id: 'locale.picker.placeholder', defaultMessage: 'Search languages' },
  showAll: { id: 'locale.picker.showAll', defaultMessage: 'Show all languages' },
  noMatch: { id: 'locale.picker.noMatch', defaultMessage: 'No language matches' },
});

/** Keeps the chosen locale in this browser (docs/product.md#other-shapes). */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage refused (private mode with no quota): the choice lasts for this page only.
  }
}

/**
 * Locale change (docs/product.md#locale-change): stored in this browser, saved to the profile when
 * signed in, then the page reloads in the new language.
 */
export async function changeLocale(locale: Locale, signedIn: boolean): Promise<void> {
  storeLocale(locale);
  if (signedIn) {
    // The profile keeps the choice for other browsers; this one already has it.
    await api('/user/me', { method: 'PATCH', body: { locale } }).catch(() => undefined);
  }
  window.location.reload();
}

export type LanguageComboboxProps = {
  /** The language the page speaks. */
  value: Locale;
  onChoose: (locale: Locale) => void;
  size?: 'xs' | 'sm' | 'md';
  /** A label shown above the field (the settings); without it "Language" is only announced. */
  label?: string;
  disabled?: boolean;
  /** The field's form name. */
  name?: string;
  /** The field's width; the list is at least 14rem wide whatever it is. */
  width?: string | Record<string, string>;
  /** Opens the list and takes the focus as it mounts (it replaced a stand-in the person used). */
  openAtOnce?: boolean;
};

/**
 * The searchable language list of docs/product.md#auth-screens and #other-shapes: the languages of GET
 * /api/translation/languages, each by its own name, found by that name, its
 * English name, its name in the page's language or its code ("deu",
 * "German", "de-DE" all find Deutsch). Typing filters, the arrow keys move,
 * Enter chooses the highlighted language, Escape restores the current one.
 */
export function LanguageCombobox({
  value,
  onChoose,
  size = 'sm',
  label,
  name,
  disabled,
  width = '11rem',
  openAtOnce = false,
}: LanguageComboboxProps) {
  const intl = useIntl();
  const entries = useLanguages();
  const options = useMemo(() => languageOptions(entries, intl.locale), [entries, intl.locale]);
  const { contains } = useFilter({ sensitivity: 'base' });
  const [query, setQuery] = useState('');
  // Filtered here rather than by useListCollection, whose `set` (the server's
  // list arriving) would drop what the person has typed so far.
  const collection = useMemo(
    () =>
      createListCollection<LanguageOption>({
        items: options.filter((option) => matchesLanguage(option, query, contains)),
        itemToString: (option) => option.name,
        itemToValue: (option) => option.locale,
      }),
    [options, query, contains],
  );
  // While searching, the first match is the one Enter takes, unless the person moved to another.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const highlightedValue =
    highlighted !== null && collection.has(highlighted)
      ? highlighted
      : query.trim()
        ? collection.firstValue
        : highlighted;
  const currentName = options.find((option) => option.locale === value)?.name ?? value;
  const [inputValue, setInputValue] = useState(currentName);

  useEffect(() => setInputValue(currentName), [currentName]);

  // Opened at once, the page's language is selected once drawn, so what the
  // person types searches afresh rather than adding to its name.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!openAtOnce) {
      return;
    }
    const frame = requestAnimationFrame(() => input.current?.select());
    return () => cancelAnimationFrame(frame);
  }, [openAtOnce]);

  return (
    <Combobox.Root
      defaultOpen={openAtOnce}
      size={size}
      width={width}
      collection={collection}
      value={[value]}
      inputValue={inputValue}
      disabled={disabled}
      openOnClick
      inputBehavior="autohighlight"
      selectionBehavior="replace"
      positioning={{ strategy: 'fixed', gutter: 4 }}
      highlightedValue={highlightedValue}
      onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue);
        setQuery(details.reason === 'input-change' ? details.inputValue : '');
      }}
      onOpenChange={(details) => {
        if (!details.open) {
          setInputValue(currentName);
          setQuery('');
        }
      }}
      onValueChange={(details) => {
        const chosen = details.items[0];
        if (chosen && chosen.locale !== value) {
          onChoose(chosen.locale);
        }
      }}
    >
      <Combobox.Label srOnly={!label}>{label ?? intl.formatMessage(messages.label)}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          // Only when it replaces the stand-in the person has just focused or pressed.
          autoFocus={openAtOnce}
          ref={input}
          name={name}
          lang={inputValue === currentName ? value : undefined}
          placeholder={intl.formatMessage(messages.placeholder)}
          spellCheck={false}
          textOverflow="ellipsis"
          autoComplete="off"
        />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger aria-label={intl.formatMessage(messages.showAll)} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxHeight="min(20rem, 60dvh)" minWidth="min(14rem, calc(100vw - 1rem))">
            <Combobox.Empty>{intl.formatMessage(messages.noMatch)}</Combobox.Empty>
            {collection.items.map((option) => (
              <Combobox.Item item={option} key={option.locale}>
                <Combobox.ItemText lang={option.locale} truncate>
                  {option.name}
                </Combobox.ItemText>
                <Text as="span" textStyle="xs" color="fg.muted" flexShrink={0} dir="ltr">
                  {option.locale}
                </Text>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

type LocalePickerProps = { size?: 'xs' | 'sm' | 'md'; openAtOnce?: boolean };

/** The language picker of the auth screens and the landing page's header (docs/product.md#auth-screens). */
export function LocalePicker({ size = 'sm', openAtOnce }: LocalePickerProps) {
  const { status } = useSession();
  return (
    <LanguageCombobox
      value={pageLocale}
      size={size}
      openAtOnce={openAtOnce}
      onChoose={(locale) => void changeLocale(locale, status === 'signedIn')}
    />
  );
}
