import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  HStack,
  Portal,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { diffWords } from 'diff';
import { type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { type FlaggedSpan, flaggedSpans, htmlToPlainText } from '../lib/invented-facts';
import { flaggedWords, messages } from './ai-proposal-messages';

const removedMark = { bg: { _light: 'red.100', _dark: 'red.900' }, color: 'fg' } as const;
const addedMark = { bg: { _light: 'green.100', _dark: 'green.900' }, color: 'fg' } as const;
const flaggedMark = {
  bg: { _light: 'orange.200', _dark: 'orange.800' },
  color: 'fg',
  borderBottomWidth: '2px',
  borderColor: 'orange.solid',
  fontWeight: 'semibold',
} as const;

export type AiProposal = {
  /** The field's HTML when the request was sent. */
  original: string;
  /** The rewrite's HTML, applied only on Accept. */
  proposed: string;
  /** The text of the rest of the resume (what else backs a fact). */
  known: string;
  /** The dialog's title when it is not Tailor to the job's (the letter builder's AI draft). */
  title?: string;
  /** What `known` holds, for the words of the warning: the resume (default) or all the AI was given. */
  knownFrom?: keyof typeof flaggedWords;
};

export type AiProposalDialogProps = {
  proposal: AiProposal | null;
  onAccept: (html: string) => void;
  onRefuse: () => void;
  /** Where the focus goes once it closes (the button that asked: it was disabled while the request ran). */
  returnFocus: () => HTMLElement | null;
};

type Piece = { text: string; flagged: boolean };

/** A run of the rewrite's text cut where a flagged span starts or ends. */
function pieces(text: string, offset: number, spans: FlaggedSpan[]): Piece[] {
  const cuts: Piece[] = [];
  let at = 0;
  for (const span of spans) {
    const start = Math.max(span.start - offset, 0);
    const end = Math.min(span.end - offset, text.length);
    if (end <= 0 || start >= text.length || end <= start) {
      continue;
    }
    if (start > at) {
      cuts.push({ text: text.slice(at, start), flagged: false });
    }
    cuts.push({ text: text.slice(Math.max(start, at), end), flagged: true });
    at = end;
  }
  if (at < text.length) {
    cuts.push({ text: text.slice(at), flagged: false });
  }
  return cuts;
}

/**
 * A Tailor to the job proposal (docs/product.md#ai-helper): the field's text
 * against the rewrite, word by word (jsdiff's diffWords, as the history's
 * comparison); what the rewrite adds that the resume does not say anywhere is
 * marked "not in your resume" and Accept waits for the person to confirm it.
 * Accept applies the rewrite as one undo step; Refuse, Escape or a click
 * outside leave the text as it is.
 */
export function AiProposalDialog({
  proposal,
  onAccept,
  onRefuse,
  returnFocus,
}: AiProposalDialogProps) {
  // The last proposal stays drawn while the dialog closes, so the dialog ends as it
  // opened (its close animation, focus back on the button) and a new one starts afresh.
  const [shown, setShown] = useState(proposal);
  if (proposal !== null && proposal !== shown) {
    setShown(proposal);
  }
  return (
    <Dialog.Root
      open={proposal !== null}
      lazyMount
      unmountOnExit
      finalFocusEl={returnFocus}
      onOpenChange={({ open }) => {
        if (!open) {
          onRefuse();
        }
      }}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {shown ? (
            <ProposalContent proposal={shown} onAccept={onAccept} onRefuse={onRefuse} />
          ) : null}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ProposalContent({
  proposal,
  onAccept,
  onRefuse,
}: {
  proposal: AiProposal;
  onAccept: (html: string) => void;
  onRefuse: () => void;
}) {
  const intl = useIntl();
  const words = flaggedWords[proposal.knownFrom ?? 'resume'];
  const [confirmed, setConfirmed] = useState(false);
  const { parts, spans, facts } = useMemo(() => {
    const before = htmlToPlainText(proposal.original);
    const after = htmlToPlainText(proposal.proposed);
    const flagged = flaggedSpans(after, `${before}\n${proposal.known}`);
    const unique = [...new Set(flagged.map(({ text }) => text))];
    return { parts: diffWords(before, after), spans: flagged, facts: unique };
  }, [proposal]);
  const needsConfirmation = facts.length > 0;

  const shown: ReactNode[] = [];
  let offset = 0;
  parts.forEach((part, index) => {
    if (part.removed) {
      shown.push(
        <Box
          as="del"
          key={index}
          {...removedMark}
          textDecoration="line-through"
          // A word put in right after one taken out stays apart from it.
          marginInlineEnd={parts[index + 1]?.added ? '1' : undefined}
        >
          <VisuallyHidden>{intl.formatMessage(messages.removed)} </VisuallyHidden>
          {part.value}
        </Box>,
      );
      return;
    }
    const cut = pieces(part.value, offset, spans).map((piece, at) =>
      piece.flagged ? (
        <Box as="mark" key={at} data-flagged="" {...flaggedMark}>
          {piece.text}
          <VisuallyHidden> {intl.formatMessage(words.inline)}</VisuallyHidden>
        </Box>
      ) : (
        piece.text
      ),
    );
    offset += part.value.length;
    shown.push(
      part.added ? (
        <Box as="ins" key={index} {...addedMark} textDecoration="none">
          <VisuallyHidden>{intl.formatMessage(messages.added)} </VisuallyHidden>
          {cut}
        </Box>
      ) : (
        <span key={index}>{cut}</span>
      ),
    );
  });

  return (
    <Dialog.Content>
      <Dialog.Header>
        <Dialog.Title>{proposal.title ?? intl.formatMessage(messages.title)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(messages.intro)}
        </Text>
        <Box
          data-testid="ai-proposal-diff"
          borderWidth="1px"
          borderRadius="l2"
          p="3"
          whiteSpace="pre-wrap"
          dir="auto"
          lineHeight="tall"
        >
          {shown}
        </Box>
        {needsConfirmation ? (
          <Alert.Root status="warning" alignItems="start">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>{intl.formatMessage(words.title)}</Alert.Title>
              <Alert.Description>
                {intl.formatMessage(words.body, { count: facts.length })}
              </Alert.Description>
              <Wrap as="ul" gap="1.5" aria-label={intl.formatMessage(words.title)}>
                {facts.map((fact) => (
                  <Box as="li" key={fact} listStyleType="none" {...flaggedMark} px="1.5">
                    {fact}
                  </Box>
                ))}
              </Wrap>
              <Checkbox.Root
                checked={confirmed}
                onCheckedChange={(change) => setConfirmed(change.checked === true)}
                marginTop="1"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{intl.formatMessage(messages.confirm)}</Checkbox.Label>
              </Checkbox.Root>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="3">
          <Button variant="outline" onClick={onRefuse}>
            {intl.formatMessage(messages.refuse)}
          </Button>
          <Button
            colorPalette="purple"
            disabled={needsConfirmation && !confirmed}
            onClick={() => onAccept(proposal.proposed)}
          >
            {intl.formatMessage(messages.accept)}
          </Button>
        </HStack>
      </Dialog.Footer>
    </Dialog.Content>
  );
}
