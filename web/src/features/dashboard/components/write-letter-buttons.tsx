import { Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, FileText, Mail, Plus } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';

const messages = defineMessages({
  fromResume: {
    id: 'dashboard.letters.fromResume',
    defaultMessage: 'Write a letter from a resume',
  },
  blank: { id: 'dashboard.letters.newLetter', defaultMessage: 'New letter' },
});

export type WriteLetterButtonsProps = {
  /** The person's resumes, the newest first; the menu offers each. */
  resumes: ResumeSummary[] | undefined;
  busy: boolean;
  onWrite: (resume?: ResumeSummary) => void;
  size?: 'sm' | 'md';
  justify?: 'start' | 'center';
};

/**
 * The letters page's two ways to start (docs/product.md#letter-list): a letter
 * from one of the resumes (a menu of them) and a blank one.
 */
export function WriteLetterButtons({
  resumes,
  busy,
  onWrite,
  size = 'sm',
  justify = 'center',
}: WriteLetterButtonsProps) {
  const intl = useIntl();
  return (
    <HStack gap="2" wrap="wrap" justify={justify}>
      {resumes && resumes.length > 0 && (
        <Menu.Root
          positioning={{ placement: 'bottom-end' }}
          onSelect={({ value }) => {
            const resume = resumes.find((entry) => entry.id === value);
            if (resume) {
              onWrite(resume);
            }
          }}
        >
          <Menu.Trigger asChild>
            <Button size={size} variant="outline" disabled={busy}>
              <Mail aria-hidden />
              {intl.formatMessage(messages.fromResume)}
              <ChevronDown aria-hidden />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minWidth="14rem" maxHeight="20rem" overflowY="auto">
                {resumes.map((resume) => (
                  <Menu.Item key={resume.id} value={resume.id}>
                    <FileText size={16} aria-hidden />
                    <Text as="span" truncate dir="auto">
                      {resume.title}
                    </Text>
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      <Button size={size} loading={busy} onClick={() => onWrite()}>
        <Plus aria-hidden />
        {intl.formatMessage(messages.blank)}
      </Button>
    </HStack>
  );
}
