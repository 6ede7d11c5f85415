import { Center, HStack, Text } from '@chakra-ui/react';
import { FileText, Mail } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { type LetterSummaryFieldsFragment as LetterSummary } from '../../../lib/graphql/generated/graphql';
import { DocumentCard, DocumentRow, type DocumentTileProps } from './document-tile';
import { type LetterAction, LetterContextMenu, LetterMoreMenu } from './resume-actions';

const messages = defineMessages<{ resume: { title: string } }>({
  resume: { id: 'dashboard.letter.resume', defaultMessage: 'Goes with {title}' },
});

/** What a letter in the grid or the list is drawn from. */
export type LetterItemProps = {
  letter: LetterSummary;
  /** The title of the resume it goes with, when it goes with one. */
  resumeTitle?: string;
  now: Date;
  onAction: (action: LetterAction, letter: LetterSummary) => void;
};

/** "Goes with My resume": the resume a letter goes with, under its title; nothing without one. */
function ResumeLine({ title, fontSize }: { title?: string; fontSize: 'xs' | 'sm' }) {
  const intl = useIntl();
  if (!title) {
    return null;
  }
  const text = intl.formatMessage(messages.resume, { title });
  return (
    <HStack gap="1" color="fg.muted" fontSize={fontSize} minWidth="0">
      <FileText size={12} aria-hidden style={{ flexShrink: 0 }} />
      <Text as="span" truncate dir="auto" title={text}>
        {text}
      </Text>
    </HStack>
  );
}

/** A letter has no preview image yet: an envelope on a page stands in for it. */
function LetterThumbnail(small: boolean) {
  return (
    <Center position="absolute" inset="0" bg="bg.subtle" color="fg.subtle">
      <Mail size={small ? 16 : 40} aria-hidden strokeWidth={small ? 2 : 1.25} />
    </Center>
  );
}

function tileProps({ letter, resumeTitle, now, onAction }: LetterItemProps): DocumentTileProps {
  return {
    document: letter,
    to: `/letters/${letter.id}`,
    now,
    preview: LetterThumbnail,
    detail: (fontSize) => <ResumeLine title={resumeTitle} fontSize={fontSize} />,
    menu: <LetterMoreMenu letter={letter} onAction={onAction} />,
    contextMenu: (tile) => (
      <LetterContextMenu letter={letter} onAction={onAction}>
        {tile}
      </LetterContextMenu>
    ),
    dataAttributes: { 'data-letter-id': letter.id },
  };
}

/** A letter in the grid (docs/product.md#letter-list): a click opens the letter builder. */
export function LetterCard(props: LetterItemProps) {
  return <DocumentCard {...tileProps(props)} />;
}

/** A letter in the list. */
export function LetterRow(props: LetterItemProps) {
  return <DocumentRow {...tileProps(props)} />;
}
