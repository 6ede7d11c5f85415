import { Button, Dialog, Field, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { resumeSlugMaxLength, resumeTitleMaxLength, slugify } from '@vitae/schema';
import { Dices } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { errorCode } from '../../../lib/api/api-error';
import { asApiError } from '../../../lib/apollo/graphql-error';
import { errorMessages } from '../../../lib/errors/error-messages';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { errorColor, TextField } from '../../../ui/text-field';
import { useSession } from '../../auth/components/session-provider';
import { useCreateResume } from '../hooks/use-create-resume';
import { useDuplicateResume } from '../hooks/use-duplicate-resume';
import { useUpdateLetter } from '../hooks/use-letter-actions';
import { useUpdateResume } from '../hooks/use-update-resume';
import { randomTitle } from '../lib/random-title';
import { resumeFormMessages, resumeFormSchema, resumeMessageValues } from '../lib/resume-form';
import { startTitleSlug, type TitleSlug, withSlug, withTitle } from '../lib/slug-field';
import { needsTransliteration } from '../lib/title-slug';
import { loadedTransliterate, loadTransliterate } from '../lib/transliterate';
import { CreateResumeButtons } from './create-resume-buttons';
import { CloseX } from './dialog-close';
import { type DeleteDialogMode, type ResumeDialogMode } from './resume-dialog';
import { letterDialogMessages, limitMessages, messages } from './resume-dialog-messages';

type FormMode = Exclude<ResumeDialogMode, DeleteDialogMode>;

function initialValues(target: FormMode): TitleSlug {
  if (target.mode === 'create') {
    return startTitleSlug('', '');
  }
  if (target.mode === 'duplicate') {
    // Resume duplicate (docs/product.md#resume-duplicate): " (Copy)" and "-copy".
    return startTitleSlug(`${target.resume.title} (Copy)`, `${target.resume.slug}-copy`);
  }
  const document = target.mode === 'renameLetter' ? target.letter : target.resume;
  return startTitleSlug(document.title, document.slug);
}

export type ResumeFormBodyProps = {
  target: FormMode;
  onClose: () => void;
  titleInput: React.RefObject<HTMLInputElement | null>;
};

export function ResumeFormBody({ target, onClose, titleInput }: ResumeFormBodyProps) {
  const intl = useIntl();
  const formId = useId();
  const showServerError = useServerErrorToast();
  const [initial] = useState<TitleSlug>(() => initialValues(target));
  const form = useSchemaForm(resumeFormSchema, {
    defaultValues: { title: initial.title, slug: initial.slug },
    messages: resumeFormMessages,
  });
  // Whether the slug still follows the title (lib/slug-field.ts): not a value the server gets.
  const slugFollowsTitle = useRef(initial.slugFollowsTitle);
  // Once submitted, a field the dialog changes is checked again, as one the person changes is.
  const { isSubmitted } = form.formState;
  const { createResume, creating } = useCreateResume();
  const { updateResume, updating } = useUpdateResume();
  const { duplicateResume, duplicating } = useDuplicateResume();
  const { updateLetter, updating: renamingLetter } = useUpdateLetter();
  const busy = creating || updating || duplicating || renamingLetter;
  const [sampleRequested, setSampleRequested] = useState(false);
  const { user } = useSession();
  const navigate = useNavigate();

  const heading =
    target.mode === 'create'
      ? [messages.createTitle, messages.createDescription]
      : target.mode === 'update'
        ? [messages.updateTitle, messages.updateDescription]
        : target.mode === 'renameLetter'
          ? [letterDialogMessages.renameTitle, letterDialogMessages.renameDescription]
          : [messages.duplicateTitle, messages.duplicateDescription];
  const slugHelp =
    target.mode === 'renameLetter' ? letterDialogMessages.slugHelp : messages.slugHelp;

  function current(): TitleSlug {
    return { ...form.getValues(), slugFollowsTitle: slugFollowsTitle.current };
  }

  function setSlug(slug: string) {
    form.setValue('slug', slug, { shouldValidate: isSubmitted });
  }

  // The transliteration being loaded for a title in another script (docs/resume.md#slugs): a submit waits for it.
  const transliterating = useRef<Promise<unknown>>(Promise.resolve());

  /**
   * The title changed: a slug that follows it becomes its slug, checked again
   * once submitted (its words follow the title's). A title with non-Latin
   * letters loads the transliteration, then derives its slug again.
   */
  function followTitle(title: string) {
    const transliterate = loadedTransliterate();
    const next = withTitle(current(), title, transliterate);
    if (next.slug !== form.getValues('slug')) {
      setSlug(next.slug);
    } else if (isSubmitted && next.slugFollowsTitle) {
      void form.trigger('slug');
    }
    if (next.slugFollowsTitle && !transliterate && needsTransliteration(title)) {
      transliterating.current = loadTransliterate().then(
        () => form.getValues('title') === title && followTitle(title),
        () => undefined,
      );
    }
  }

  /** docs/product.md#resume-fields: the values as the server keeps them (title trimmed, slug hyphenated). */
  async function save(valid: { title: string; slug: string }, sample: boolean) {
    // Show what will be stored: the slug as the server keeps it.
    form.setValue('slug', valid.slug);
    setSampleRequested(sample);
    try {
      if (target.mode === 'create') {
        // A blank resume starts with the account's name, email and picture (docs/product.md#resume-list).
        const basics =
          user && !sample ? { name: user.name, email: user.email, picture: user.picture } : null;
        const created = await createResume({ ...valid, visibility: 'private', sample, basics });
        onClose();
        // The builder opens at once on the new resume.
        if (created) {
          void navigate(`/builder/${created.id}`);
        }
        return;
      }
      if (target.mode === 'update') {
        await updateResume(target.resume.id, valid);
      } else if (target.mode === 'renameLetter') {
        await updateLetter(target.letter.id, valid);
      } else {
        await duplicateResume({ id: target.resume.id, ...valid });
      }
      onClose();
    } catch (error) {
      const apiError = asApiError(error);
      // The server error toast, and the typed values stay for another try.
      showServerError(apiError);
      const code = errorCode(apiError);
      if (code === 'ResumeSlugAlreadyExists' || code === 'LetterSlugAlreadyExists') {
        form.setError(
          'slug',
          { type: 'server', message: intl.formatMessage(errorMessages[code]) },
          { shouldFocus: true },
        );
      }
    }
  }

  /** Checks the fields (a refused one is focused, the first first), then saves; after a slug being transliterated. */
  const submit = (sample: boolean) => async (event?: React.FormEvent) => {
    event?.preventDefault();
    await transliterating.current;
    await form.handleSubmit(({ title, slug }) => save({ title, slug }, sample))();
  };

  const canRoll = target.mode === 'create' || target.mode === 'duplicate';
  const titleField = form.register('title', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => followTitle(event.target.value),
  });
  const titleError = form.errorText('title', resumeMessageValues.title);
  // A field at its limit says so (the input takes no more: maxLength).
  const titleLength = form.watch('title').length;
  const slugLength = form.watch('slug').length;
  const atLimit = (length: number, max: number) =>
    length >= max ? intl.formatMessage(limitMessages.limitReached, { count: length, max }) : null;
  const titleLimit = atLimit(titleLength, resumeTitleMaxLength);
  const slugLimit = atLimit(slugLength, resumeSlugMaxLength);

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
        <form id={formId} onSubmit={(event) => void submit(false)(event)} noValidate>
          <Stack gap="5">
            <Field.Root invalid={Boolean(titleError)} required>
              <Field.Label>{intl.formatMessage(messages.titleLabel)}</Field.Label>
              <HStack width="full" gap="2">
                <Input
                  {...titleField}
                  ref={(element) => {
                    titleField.ref(element);
                    titleInput.current = element;
                  }}
                  autoComplete="off"
                  maxLength={resumeTitleMaxLength}
                />
                {canRoll && (
                  <IconButton
                    variant="outline"
                    aria-label={intl.formatMessage(messages.dice)}
                    title={intl.formatMessage(messages.dice)}
                    onClick={() => {
                      const title = randomTitle();
                      form.setValue('title', title);
                      followTitle(title);
                      form.clearErrors();
                    }}
                  >
                    <Dices aria-hidden />
                  </IconButton>
                )}
              </HStack>
              {titleError ? (
                <Field.ErrorText color={errorColor}>{titleError}</Field.ErrorText>
              ) : (
                titleLimit && <Field.HelperText>{titleLimit}</Field.HelperText>
              )}
            </Field.Root>
            <TextField
              label={intl.formatMessage(messages.slugLabel)}
              required
              autoComplete="off"
              // A slug is Latin letters and digits: it reads left to right in any interface.
              dir="ltr"
              maxLength={resumeSlugMaxLength}
              registration={form.register('slug', {
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                  slugFollowsTitle.current = withSlug(
                    current(),
                    event.target.value,
                  ).slugFollowsTitle;
                },
                onBlur: () => {
                  // Leaving the field shows the slug hyphenated lowercase, when anything is left of it.
                  const slug = form.getValues('slug');
                  if (slug && slugify(slug) && slugify(slug) !== slug) {
                    setSlug(slugify(slug));
                  }
                },
              })}
              error={form.errorText('slug', resumeMessageValues.slug)}
              helper={
                slugLimit ? (
                  <>
                    {intl.formatMessage(slugHelp)} {slugLimit}
                  </>
                ) : (
                  intl.formatMessage(slugHelp)
                )
              }
            />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </Dialog.ActionTrigger>
        {target.mode === 'create' ? (
          <CreateResumeButtons
            formId={formId}
            busy={busy}
            sampleRequested={sampleRequested}
            onSample={() => void submit(true)()}
          />
        ) : (
          <Button type="submit" form={formId} loading={busy}>
            {intl.formatMessage(target.mode === 'duplicate' ? messages.duplicate : messages.save)}
          </Button>
        )}
      </Dialog.Footer>
      <CloseX />
    </>
  );
}
