import { Button, Group, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useIntl } from 'react-intl';

import { messages } from './resume-dialog-messages';

export type CreateResumeButtonsProps = {
  /** The form the Create button submits. */
  formId: string;
  busy: boolean;
  /** The sample was asked for: its menu button shows the wait, not Create. */
  sampleRequested: boolean;
  onSample: () => void;
};

/** Create, with a menu beside it that creates the resume from the sample instead. */
export function CreateResumeButtons({
  formId,
  busy,
  sampleRequested,
  onSample,
}: CreateResumeButtonsProps) {
  const intl = useIntl();
  return (
    <Group attached>
      <Button type="submit" form={formId} loading={busy && !sampleRequested}>
        {intl.formatMessage(messages.create)}
      </Button>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => value === 'sample' && onSample()}
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
  );
}
