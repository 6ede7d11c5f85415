import {
  Button,
  Dialog,
  Field,
  Group,
  HStack,
  IconButton,
  Input,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { createResumeSchema, slugify } from '@vitae/schema';
import { ChevronDown, Dices, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { errorCode } from '../../../lib/api/api-error';
import { asApiError } from '../../../lib/apollo/graphql-error';
import { errorMessages } from '../../../lib/errors/error-messages';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { fieldIssues } from '../../../lib/forms/issue-messages';
import { useCreateResume } from '../hooks/use-create-resume';
import { useDuplicateResume } from '../hooks/use-duplicate-resume';
import { useUpdateResume } from '../hooks/use-update-resume';
import { randomTitle } from '../lib/random-title';
import { startTitleSlug, type TitleSlug, withSlug, withTitle } from '../lib/slug-field';
import { CloseX } from './dialog-close';
import { type ResumeDialogMode } from './resume-dialog';
import { messages, validationMessages } from './resume-dialog-messages';

type FieldErrors = { title?: string; slug?: string };

function initialValues(target: ResumeDialogMode): TitleSlug {
  if (target.mode === 'create') {
    return startTitleSlug('', '');
  }
  if (target.mode === 'duplicate') {
    // Resume duplicate (docs/product.md#resume-duplicate): " (Copy)" and "-copy".
    return startTitleSlug(`${target.resume.title} (Copy)`, `${target.resume.slug}-copy`);
  }
  return startTitleSlug(target.resume.title, target.resume.slug);
}

export type ResumeFormBodyProps = {
  target: Exclude<ResumeDialogMode, { mode: 'delete' }>;
  onClose: () => void;
  titleInput: React.RefObject<HTMLInputElement | null>;
};

export function ResumeFormBody({ target, onClose, titleInput }: ResumeFormBodyProps) {
  const intl = useIntl();
  const formId = useId();
  const showServerError = useServerErrorToast();
  const slugInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<TitleSlug>(() => initialValues(target));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { createResume, creating } = useCreateResume();
  const { updateResume, updating } = useUpdateResume();
  const { duplicateResume, duplicating } = useDuplicateResume();
  const busy = creating || updating || duplicating;
  const [sampleRequested, setSampleRequested] = useState(false);

  const heading =
    target.mode === 'create'
      ? [messages.createTitle, messages.createDescription]
      : target.mode === 'update'
        ? [messages.updateTitle, messages.updateDescription]
        : [messages.duplicateTitle, messages.duplicateDescription];

  /** docs/product.md#resume-fields: title and slug at least one character, the slug hyphenated lowercase. */
  function validate(): { title: string; slug: string } | null {
    const parsed = createResumeSchema.safeParse({ title: values.title, slug: values.slug });
    if (parsed.success) {
      return { title: parsed.data.title, slug: parsed.data.slug };
    }
    // An empty slug, or one with nothing left once hyphenated: the same code, told apart by the value.
    const next: FieldErrors = fieldIssues(
      parsed.error.issues,
      {
        title: { '*': validationMessages.titleEmpty },
        slug: {
          '*': values.slug === '' ? validationMessages.slugEmpty : validationMessages.slugNoLetter,
        },
      },
      (message) => intl.formatMessage(message),
    );
    setErrors(next);
    return null;
  }

  async function submit(sample: boolean) {
    const valid = validate();
    if (!valid) {
      (values.title.trim() ? slugInput : titleInput).current?.focus();
      return;
    }
    setErrors({});
    // Show what will be stored: the slug as the server keeps it.
    setValues((current) => ({ ...current, slug: valid.slug }));
    setSampleRequested(sample);
    try {
      if (target.mode === 'create') {
        await createResume({ ...valid, visibility: 'private', sample });
      } else if (target.mode === 'update') {
        await updateResume(target.resume.id, valid);
      } else {
        await duplicateResume({ id: target.resume.id, ...valid });
      }
      onClose();
    } catch (error) {
      const apiError = asApiError(error);
      // The server error toast, and the typed values stay for another try.
      showServerError(apiError);
      if (errorCode(apiError) === 'ResumeSlugAlreadyExists') {
        setErrors({ slug: intl.formatMessage(errorMessages.ResumeSlugAlreadyExists) });
        slugInput.current?.focus();
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(false);
  }

  const canRoll = target.mode !== 'update';

  return (
    <>
      <Dialog.Header>
        <Stack gap="1">
          <Dialog.Title>{intl.formatMessage(heading[0])}</Dialog.Title>
          <Dialog.Description color="fg.muted" fontSize="sm">
            {intl.formatMessage(heading[1])}
          </Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            <Field.Root invalid={Boolean(errors.title)} required>
              <Field.Label>{intl.formatMessage(messages.titleLabel)}</Field.Label>
              <HStack width="full" gap="2">
                <Input
                  ref={titleInput}
                  value={values.title}
                  autoComplete="off"
                  onChange={(event) => {
                    setValues((current) => withTitle(current, event.target.value));
                    setErrors((current) => ({ ...current, title: undefined }));
                  }}
                />
                {canRoll && (
                  <IconButton
                    variant="outline"
                    aria-label={intl.formatMessage(messages.dice)}
                    title={intl.formatMessage(messages.dice)}
                    onClick={() => {
                      setValues((current) => withTitle(current, randomTitle()));
                      setErrors({});
                    }}
                  >
                    <Dices aria-hidden />
                  </IconButton>
                )}
              </HStack>
              {errors.title && <Field.ErrorText>{errors.title}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.slug)} required>
              <Field.Label>{intl.formatMessage(messages.slugLabel)}</Field.Label>
              <Input
                ref={slugInput}
                value={values.slug}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setValues((current) => withSlug(current, event.target.value));
                  setErrors((current) => ({ ...current, slug: undefined }));
                }}
                onBlur={() =>
                  setValues((current) =>
                    current.slug && slugify(current.slug)
                      ? { ...current, slug: slugify(current.slug) }
                      : current,
                  )
                }
              />
              {errors.slug ? (
                <Field.ErrorText>{errors.slug}</Field.ErrorText>
              ) : (
                <Field.HelperText>{intl.formatMessage(messages.slugHelp)}</Field.HelperText>
              )}
            </Field.Root>
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </Dialog.ActionTrigger>
        {target.mode === 'create' ? (
          <Group attached>
            <Button type="submit" form={formId} loading={busy && !sampleRequested}>
              {intl.formatMessage(messages.create)}
            </Button>
            <Menu.Root
              positioning={{ placement: 'bottom-end' }}
              onSelect={({ value }) => value === 'sample' && void submit(true)}
            >
              <Menu.Trigger asChild>
                <IconButton
                  aria-label={intl.formatMessage(messages.moreCreate)}
                  loading={busy && sampleRequested}
                  disabled={busy}
                  borderStartWidth="1px"
                  borderColor="brand.contrast/30"
                >
                  <ChevronDown aria-hidden />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="sample">
                      <Sparkles size={16} aria-hidden />
                      <Text as="span">{intl.formatMessage(messages.createSample)}</Text>
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </Group>
        ) : (
          <Button type="submit" form={formId} loading={busy}>
            {intl.formatMessage(target.mode === 'update' ? messages.save : messages.duplicate)}
          </Button>
        )}
      </Dialog.Footer>
      <CloseX />
    </>
  );
}
