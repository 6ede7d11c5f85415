import { Box, Field, Flex, GridItem, HStack, Input, Slider } from '@chakra-ui/react';
import { type Url } from '@vitae/schema';
import { Link2 } from 'lucide-react';
import { useIntl } from 'react-intl';

import { profileIcon } from '../../../../../artboard/icons/profile-icons';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { KeywordsInput } from './keywords-input';
import { fieldMessages, messages, placeholderMessages, valueMessages } from './messages';
import { fieldKind } from './section-model';

export type ItemFieldProps = {
  /** The item's field key (`company`, `url`, `level` …). */
  field: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The message shown under the field, when its value is refused. */
  error?: string;
  required?: boolean;
  /** Prefix of the inputs' ids (one dialog's form). */
  idPrefix: string;
};

/** The label of an item field. */
export function useFieldLabel(): (field: string) => string {
  const intl = useIntl();
  return (field) =>
    field in fieldMessages
      ? intl.formatMessage(fieldMessages[field as keyof typeof fieldMessages])
      : field;
}

/** One field of the item dialog, with the input its kind takes (docs/product.md#item-fields). */
export function ItemField({ field, value, onChange, error, required, idPrefix }: ItemFieldProps) {
  const intl = useIntl();
  const labelOf = useFieldLabel();
  const label = labelOf(field);
  const id = `${idPrefix}-${field}`;
  const kind = fieldKind(field);

  if (kind === 'url') {
    const url = (value ?? { label: '', href: '' }) as Url;
    return (
      <>
        <GridItem>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label htmlFor={id}>{label}</Field.Label>
            <Input
              id={id}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={intl.formatMessage(placeholderMessages.url)}
              value={url.href}
              onChange={(event) => onChange({ ...url, href: event.target.value })}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </GridItem>
        <GridItem>
          <Field.Root>
            <Field.Label htmlFor={`${id}-label`}>
              {intl.formatMessage(messages.linkLabel)}
            </Field.Label>
            <Input
              id={`${id}-label`}
              autoComplete="off"
              value={url.label}
              onChange={(event) => onChange({ ...url, label: event.target.value })}
            />
          </Field.Root>
        </GridItem>
      </>
    );
  }

  if (kind === 'level') {
    const level = typeof value === 'number' ? value : 1;
    const text = level === 0 ? intl.formatMessage(messages.hidden) : String(level);
    return (
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Slider.Root
          min={0}
          max={5}
          step={1}
          value={[level]}
          onValueChange={({ value: next }) => onChange(next[0])}
          getAriaValueText={({ value: now }) =>
            now === 0 ? intl.formatMessage(messages.hidden) : String(now)
          }
          thumbAlignment="contain"
        >
          <HStack justify="space-between">
            <Slider.Label fontWeight="medium" textStyle="sm">
              {label}
            </Slider.Label>
            <Slider.ValueText
              textStyle="sm"
              fontWeight="medium"
              color={level === 0 ? 'fg.muted' : 'fg'}
              minWidth="12"
              textAlign="end"
            >
              {text}
            </Slider.ValueText>
          </HStack>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
          <Slider.MarkerGroup>
            {[0, 1, 2, 3, 4, 5].map((mark) => (
              <Slider.Marker key={mark} value={mark}>
                <Slider.MarkerIndicator />
              </Slider.Marker>
            ))}
          </Slider.MarkerGroup>
        </Slider.Root>
      </GridItem>
    );
  }

  if (kind === 'summary') {
    return (
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label htmlFor={id}>{label}</Field.Label>
          <Box width="full">
            <RichTextEditor
              id={id}
              label={label}
              value={typeof value === 'string' ? value : ''}
              onChange={(html) => onChange(html)}
            />
          </Box>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </GridItem>
    );
  }

  if (kind === 'keywords') {
    return (
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label htmlFor={id}>{label}</Field.Label>
          <Box width="full">
            <KeywordsInput
              id={id}
              describedBy={`${id}-help`}
              value={Array.isArray(value) ? (value as string[]) : []}
              onChange={onChange}
            />
          </Box>
          <Field.HelperText id={`${id}-help`}>
            {intl.formatMessage(messages.keywordsHelp)}
          </Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </GridItem>
    );
  }

  if (kind === 'icon') {
    const slug = typeof value === 'string' ? value : '';
    const icon = slug.trim() ? profileIcon(slug.trim()) : undefined;
    return (
      <GridItem>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label htmlFor={id}>{label}</Field.Label>
          <Flex gap="2" width="full" align="center">
            <Flex
              role="img"
              aria-label={intl.formatMessage(valueMessages.iconPreviewOf, {
                preview: intl.formatMessage(messages.iconPreview),
                icon: icon?.title ?? slug,
              })}
              flexShrink={0}
              boxSize="10"
              align="center"
              justify="center"
              borderWidth="1px"
              borderRadius="l2"
              color="fg.muted"
              bg="bg.subtle"
            >
              {icon ? (
                <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden>
                  <path d={icon.path} />
                </svg>
              ) : (
                <Link2 size={18} aria-hidden />
              )}
            </Flex>
            <Input
              id={id}
              autoComplete="off"
              spellCheck={false}
              placeholder={intl.formatMessage(placeholderMessages.icon)}
              value={slug}
              onChange={(event) => onChange(event.target.value)}
            />
          </Flex>
          <Field.HelperText>{intl.formatMessage(messages.iconHelp)}</Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </GridItem>
    );
  }

  return (
    <GridItem>
      <Field.Root invalid={Boolean(error)} required={required}>
        <Field.Label htmlFor={id}>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        <Input
          id={id}
          autoComplete="off"
          placeholder={field === 'date' ? intl.formatMessage(placeholderMessages.date) : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </GridItem>
  );
}
