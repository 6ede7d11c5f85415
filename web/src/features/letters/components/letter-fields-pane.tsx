import { Box, Field, Grid, Input, Stack } from '@chakra-ui/react';
import { letterLimits } from '@vitae/schema';
import { CalendarDays, Inbox, Mails, PenLine } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { useKit } from '../hooks/builder-kit';
import { useLetterField, useLetterMeta, useLetterUndoRedo } from '../hooks/letter-context';
import { LetterAiDraftButton } from './letter-ai-draft-button';
import { renderLetterBodyAi } from './letter-ai-tone-menu';
import { LetterField } from './letter-field';
import { letterMessages as messages } from './letter-messages';
import { SignaturePicture } from './signature-picture';

const fieldMessages = defineMessages({
  senderWebsiteLabel: {
    id: 'letters.fields.senderWebsiteLabel',
    defaultMessage: 'Website label',
  },
});

const twoColumns = { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' };

/**
 * The letter builder's left pane (docs/letters.md#the-letter-builder): the
 * letter's fields in the order it is read, sender to signature, with the AI
 * draft above the salutation, the tone rewrite on the body and the
 * signature's picture.
 */
export function LetterFieldsPane() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { PaneSection } = useKit();
  return (
    <Box flex="1" overflowY="auto" px={{ base: '4', md: '6' }} minWidth="0">
      <PaneSection id="sender" title={t(messages.sender)} icon={<PenLine size={18} />}>
        <Grid templateColumns={twoColumns} gap="4">
          <LetterField
            path="sender.name"
            label={t(messages.senderName)}
            max={letterLimits.name}
            autoComplete="name"
          />
          <LetterField
            path="sender.headline"
            label={t(messages.senderHeadline)}
            max={letterLimits.shortText}
          />
          <LetterField
            path="sender.email"
            label={t(messages.senderEmail)}
            max={letterLimits.name}
            type="email"
            autoComplete="email"
          />
          <LetterField
            path="sender.phone"
            label={t(messages.senderPhone)}
            max={letterLimits.shortText}
            type="tel"
            autoComplete="tel"
          />
          <LetterField
            path="sender.location"
            label={t(messages.senderLocation)}
            max={letterLimits.shortText}
          />
          <LetterField
            path="sender.website.href"
            label={t(messages.senderWebsite)}
            max={letterLimits.url}
            type="url"
            autoComplete="url"
          />
          <LetterField
            path="sender.website.label"
            label={t(fieldMessages.senderWebsiteLabel)}
            max={letterLimits.shortText}
          />
        </Grid>
      </PaneSection>
      <PaneSection id="recipient" title={t(messages.recipient)} icon={<Inbox size={18} />}>
        <Grid templateColumns={twoColumns} gap="4">
          <LetterField
            path="recipient.name"
            label={t(messages.recipientName)}
            max={letterLimits.name}
          />
          <LetterField
            path="recipient.title"
            label={t(messages.recipientTitle)}
            max={letterLimits.shortText}
          />
          <Box gridColumn="1 / -1">
            <LetterField
              path="recipient.company"
              label={t(messages.recipientCompany)}
              max={letterLimits.name}
            />
          </Box>
          <Box gridColumn="1 / -1">
            <LetterField
              path="recipient.address"
              label={t(messages.recipientAddress)}
              max={letterLimits.longText}
              multiline
            />
          </Box>
        </Grid>
      </PaneSection>
      <PaneSection id="letter" title={t(messages.fields)} icon={<Mails size={18} />}>
        <Stack gap="4">
          <DateField />
          <LetterField path="subject" label={t(messages.subject)} max={letterLimits.shortText} />
          <LetterAiDraftButton />
          <LetterField
            path="salutation"
            label={t(messages.salutation)}
            max={letterLimits.shortText}
          />
          <BodyEditor />
          <LetterField path="closing" label={t(messages.closing)} max={letterLimits.shortText} />
          <LetterField
            path="signature.name"
            label={t(messages.signatureName)}
            max={letterLimits.name}
          />
          <SignaturePicture />
        </Stack>
      </PaneSection>
    </Box>
  );
}

/** The date: an ISO date from the browser's date input, or empty for the day it is printed. */
function DateField() {
  const intl = useIntl();
  const [date, setDate] = useLetterField<string>('date');
  const { locked } = useLetterMeta();
  return (
    <Field.Root readOnly={locked}>
      <Field.Label display="flex" gap="2" alignItems="center">
        <CalendarDays size={14} aria-hidden />
        {intl.formatMessage(messages.date)}
      </Field.Label>
      <Input
        type="date"
        name="date"
        value={date ?? ''}
        onChange={(event) => setDate(event.currentTarget.value)}
      />
      <Field.HelperText>{intl.formatMessage(messages.dateHint)}</Field.HelperText>
    </Field.Root>
  );
}

/** The body in the resume summary's rich-text editor, with the letter's one undo history. */
function BodyEditor() {
  const intl = useIntl();
  const { RichTextEditor } = useKit();
  const [body, setBody] = useLetterField<string>('body');
  const { locked } = useLetterMeta();
  const { undo, redo, canUndo, canRedo } = useLetterUndoRedo();
  return (
    <RichTextEditor
      id="letter-body"
      label={intl.formatMessage(messages.body)}
      value={body ?? ''}
      readOnly={locked}
      onChange={setBody}
      onUndo={undo}
      onRedo={redo}
      canUndo={canUndo}
      canRedo={canRedo}
      aiTools={renderLetterBodyAi}
    />
  );
}
