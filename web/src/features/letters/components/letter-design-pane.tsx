import { Alert, Box, Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { letterLimits, type TemplateName, templates } from '@vitae/schema';
import { Printer, Shapes, StickyNote } from 'lucide-react';
import { useIntl } from 'react-intl';

import { useKit } from '../hooks/builder-kit';
import { useLetter, useLetterMeta, useLetterStore } from '../hooks/letter-context';
import { LetterDesignTools } from './letter-design-tools';
import { LetterExport } from './letter-export';
import { LetterField } from './letter-field';
import { LetterHistorySection } from './letter-history-section';
import { letterMessages as messages } from './letter-messages';
import { LetterSharingSection } from './letter-sharing-section';

/** A template's name as the list shows it: azurill → Azurill. */
export function templateLabel(name: TemplateName): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The letter builder's right pane (docs/letters.md#the-letter-builder): the
 * template, typography, theme and page (with the language), Download PDF and
 * Export JSON, and the private notes.
 */
export function LetterDesignPane() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { PaneSection } = useKit();
  return (
    <Box flex="1" overflowY="auto" px={{ base: '4', md: '6' }} minWidth="0">
      <PaneSection id="template" title={t(messages.template)} icon={<Shapes size={18} />}>
        <TemplateChoice />
      </PaneSection>
      <LetterDesignTools />
      <LetterSharingSection />
      <PaneSection id="export" title={t(messages.downloadTitle)} icon={<Printer size={18} />}>
        <LetterExport />
      </PaneSection>
      <LetterHistorySection />
      <PaneSection id="notes" title={t(messages.notes)} icon={<StickyNote size={18} />}>
        <LetterField
          path="metadata.notes"
          label={t(messages.notes)}
          max={letterLimits.longText}
          multiline
          helper={t(messages.notesHint)}
        />
      </PaneSection>
    </Box>
  );
}

/**
 * The 18 templates by name. Choosing one gives the letter a design of its own
 * (`followResume` off) in one undo step; while it follows its resume this says so.
 */
function TemplateChoice() {
  const intl = useIntl();
  const { setIn } = useKit();
  const store = useLetterStore();
  const { locked } = useLetterMeta();
  const template = useLetter((data) => data.metadata.template);
  const following = useLetter(
    (data) => data.metadata.followResume && data.metadata.resumeId !== null,
  );
  const choose = (name: TemplateName) =>
    store.edit((data) =>
      setIn(setIn(data, 'metadata.template', name), 'metadata.followResume', false),
    );
  const stopFollowing = () => store.edit((data) => setIn(data, 'metadata.followResume', false));
  return (
    <Stack gap="4">
      {following && (
        <Alert.Root
          status="info"
          variant="subtle"
          flexDirection="column"
          alignItems="start"
          gap="2"
        >
          <Alert.Description>{intl.formatMessage(messages.following)}</Alert.Description>
          <Button size="xs" variant="outline" onClick={stopFollowing} disabled={locked}>
            {intl.formatMessage(messages.stopFollowing)}
          </Button>
        </Alert.Root>
      )}
      <Field.Root disabled={locked}>
        <Field.Label>{intl.formatMessage(messages.template)}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="metadata.template"
            value={template}
            onChange={(event) => choose(event.currentTarget.value as TemplateName)}
          >
            {templates.map((name) => (
              <option key={name} value={name}>
                {templateLabel(name)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
