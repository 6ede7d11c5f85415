import { Box, Field, Flex, GridItem, HStack, Input, Slider } from '@chakra-ui/react';
import { normaliseTypedHref } from '@vitae/schema';
import { Link2 } from 'lucide-react';
import { useController, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';

import { profileIcon } from '../../../../../artboard/icons/profile-icons';
import { type SchemaForm } from '../../../../../lib/forms/use-schema-form';
import { errorColor } from '../../../../../ui/text-field';
import { useResume } from '../../../hooks/builder-context';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { KeywordsInput } from './keywords-input';
import { fieldMessages, messages, placeholderMessages, valueMessages } from './messages';
import { type AnyItem, fieldKind } from './section-model';

/** The item dialog's form (docs/web.md "Form messages"): the item's values, checked by its section's schema. */
export type ItemForm = SchemaForm<AnyItem, AnyItem>;

export type ItemFieldProps = {
  /** The item's field key (`company`, `url`, `level` …). */
  field: string;
  form: ItemForm;
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
export function ItemField(props: ItemFieldProps) {
  switch (fieldKind(props.field)) {
    case 'url':
      return <UrlField {...props} />;
    case 'level':
      return <LevelField {...props} />;
    case 'summary':
      return <SummaryField {...props} />;
    case 'keywords':
      return <KeywordsField {...props} />;
    case 'icon':
      return <IconField {...props} />;
    case 'text':
      return <PlainTextField {...props} />;
  }
}

function FieldError({ error }: { error?: string }) {
  return error ? <Field.ErrorText color={errorColor}>{error}</Field.ErrorText> : null;
}

/**
 * A link: its address (where a refusal shows) and the text shown for it. A bare
 * host gets https:// (docs/product.md#resume-fields): the form keeps the
 * address so as typed, and the field shows it once left.
 */
function UrlField({ field, form, error, idPrefix }: ItemFieldProps) {
  const intl = useIntl();
  const label = useFieldLabel()(field);
  const id = `${idPrefix}-${field}`;
  const href = `${field}.href`;
  const registration = form.register(href, {
    setValueAs: (value: unknown) => (typeof value === 'string' ? normaliseTypedHref(value) : value),
    onBlur: (event: { target: { value: string } }) => {
      const stored = normaliseTypedHref(event.target.value);
      if (stored !== event.target.value) {
        form.setValue(href, stored, { shouldValidate: form.formState.isSubmitted });
      }
    },
  });
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
            {...registration}
          />
          <FieldError error={error} />
        </Field.Root>
      </GridItem>
      <GridItem>
        <Field.Root>
          <Field.Label htmlFor={`${id}-label`}>
            {intl.formatMessage(messages.linkLabel)}
          </Field.Label>
          <Input id={`${id}-label`} autoComplete="off" {...form.register(`${field}.label`)} />
        </Field.Root>
      </GridItem>
    </>
  );
}

/** A level from 0 (shown as "Hidden") to 5. */
function LevelField({ field, form }: ItemFieldProps) {
  const intl = useIntl();
  const label = useFieldLabel()(field);
  const { field: control } = useController({ control: form.control, name: field });
  const level = typeof control.value === 'number' ? control.value : 1;
  const text = level === 0 ? intl.formatMessage(messages.hidden) : String(level);
  return (
    <GridItem colSpan={{ base: 1, md: 2 }}>
      <Slider.Root
        min={0}
        max={5}
        step={1}
        value={[level]}
        onValueChange={({ value: next }) => control.onChange(next[0])}
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

/** Rich text (docs/product.md#rich-text-editor). */
function SummaryField({ field, form, error, idPrefix }: ItemFieldProps) {
  const label = useFieldLabel()(field);
  const id = `${idPrefix}-${field}`;
  const { field: control } = useController({ control: form.control, name: field });
  return (
    <GridItem colSpan={{ base: 1, md: 2 }}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <Box
          width="full"
          // A refused summary is focused by its editable area.
          ref={(box: HTMLDivElement | null) =>
            control.ref(box && { focus: () => document.getElementById(id)?.focus() })
          }
        >
          <RichTextEditor
            id={id}
            label={label}
            value={typeof control.value === 'string' ? control.value : ''}
            onChange={(html) => control.onChange(html)}
          />
        </Box>
        <FieldError error={error} />
      </Field.Root>
    </GridItem>
  );
}

/** Tags typed one by one. */
function KeywordsField({ field, form, error, idPrefix }: ItemFieldProps) {
  const intl = useIntl();
  const label = useFieldLabel()(field);
  const id = `${idPrefix}-${field}`;
  const { field: control } = useController({ control: form.control, name: field });
  const locale = useResume((data) => data.metadata.language);
  return (
    <GridItem colSpan={{ base: 1, md: 2 }}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <Box width="full">
          <KeywordsInput
            id={id}
            inputRef={control.ref}
            describedBy={`${id}-help`}
            value={Array.isArray(control.value) ? (control.value as string[]) : []}
            onChange={control.onChange}
            locale={locale}
          />
        </Box>
        <Field.HelperText id={`${id}-help`}>
          {intl.formatMessage(messages.keywordsHelp)}
        </Field.HelperText>
        <FieldError error={error} />
      </Field.Root>
    </GridItem>
  );
}

/** A network's icon by its simple-icons slug, drawn beside the field. */
function IconField({ field, form, error, idPrefix }: ItemFieldProps) {
  const intl = useIntl();
  const label = useFieldLabel()(field);
  const id = `${idPrefix}-${field}`;
  const value: unknown = useWatch({ control: form.control, name: field });
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
            {...form.register(field)}
          />
        </Flex>
        <Field.HelperText>{intl.formatMessage(messages.iconHelp)}</Field.HelperText>
        <FieldError error={error} />
      </Field.Root>
    </GridItem>
  );
}

/** Plain text; a required one is marked. */
function PlainTextField({ field, form, error, required, idPrefix }: ItemFieldProps) {
  const intl = useIntl();
  const label = useFieldLabel()(field);
  const id = `${idPrefix}-${field}`;
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
          {...form.register(field)}
        />
        <FieldError error={error} />
      </Field.Root>
    </GridItem>
  );
}
