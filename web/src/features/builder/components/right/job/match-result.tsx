import { Box, Button, Heading, HStack, List, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import {
  matchPosting,
  type PostingMatch,
  PostingMatchError,
  type PostingTerm,
  type TermPlace,
} from '@vitae/ats';
import { type ResumeData } from '@vitae/schema';
import { ChevronDown, Plus } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';
import {
  addItem,
  type AnyItem,
  blankItem,
  builtInRef,
  newId,
  updateItem,
} from '../../left/sections/section-model';
import {
  resultMessages as messages,
  resultValueMessages as valueMessages,
} from './match-result-messages';

// The match's result, loaded with the match's code (wink-nlp and its model) at
// the first click on Match the posting (docs/web.md#the-job-section): the Job
// section's own code stays small.

type Outcome = { match: PostingMatch } | { error: 'postingTooLong' | 'postingEmpty' };

/** A term's places as the resume names them: "Experience · Northwind". */
function placeText(place: TermPlace, headline: string): string {
  if (place.section === 'basics') {
    return headline;
  }
  return place.item ? `${place.sectionName} · ${place.item}` : place.sectionName;
}

/** Adds a term to the skills: a new skill named for it, or a keyword of a skill there. */
function addTerm(data: ResumeData, term: string, target: string): ResumeData {
  const skills = builtInRef('skills');
  if (target === 'new') {
    return addItem(data, skills, { ...blankItem('skills', newId()), name: term });
  }
  const skill = data.sections.skills.items.find((item) => `keywords:${item.id}` === target);
  if (!skill) {
    return data;
  }
  return updateItem(data, skills, {
    ...(skill as unknown as AnyItem),
    keywords: [...skill.keywords, term],
  });
}

function AddTerm({ term }: { term: string }) {
  const intl = useIntl();
  const edit = useEdit();
  const readOnly = useReadOnly();
  const skills = useResume((data) => data.sections.skills.items);
  const named = skills.filter((skill) => skill.name.trim() !== '');
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => edit((data) => addTerm(data, term, value))}
    >
      <Menu.Trigger asChild>
        <Button
          size="2xs"
          variant="outline"
          disabled={readOnly}
          aria-label={intl.formatMessage(valueMessages.addTerm, { term })}
        >
          <Plus aria-hidden />
          {intl.formatMessage(messages.add)}
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="14rem">
            <Menu.Item value="new">{intl.formatMessage(messages.asSkill)}</Menu.Item>
            {named.map((skill) => (
              <Menu.Item key={skill.id} value={`keywords:${skill.id}`}>
                {intl.formatMessage(valueMessages.toKeywords, { skill: skill.name })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** A present or weak term: its name as a button that shows where the resume has it. */
function FoundTerm({ term }: { term: PostingTerm }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const placesId = useId();
  const headline = intl.formatMessage(messages.headline);
  const places = [...new Set(term.places.map((place) => placeText(place, headline)))];
  return (
    <List.Item>
      <Button
        size="2xs"
        variant="ghost"
        aria-expanded={open}
        aria-controls={placesId}
        onClick={() => setOpen(!open)}
      >
        {term.term}
        <ChevronDown aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined }} />
      </Button>
      <Box id={placesId} hidden={!open} ps="2" textStyle="xs" color="fg.muted">
        {places.join(', ')}
      </Box>
    </List.Item>
  );
}

function TermGroup({ title, terms, hint }: { title: string; terms: PostingTerm[]; hint?: string }) {
  const headingId = useId();
  if (terms.length === 0) {
    return null;
  }
  return (
    <Stack gap="1.5" as="section" aria-labelledby={headingId}>
      <Heading as="h4" id={headingId} textStyle="sm" fontWeight="semibold">
        {title}
      </Heading>
      {hint && (
        <Text textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      <List.Root listStyleType="none" gap="1">
        {terms.map((term) =>
          term.status === 'missing' ? (
            <List.Item key={term.key}>
              <HStack justify="space-between" gap="2">
                <Text textStyle="sm">{term.term}</Text>
                <AddTerm term={term.term} />
              </HStack>
            </List.Item>
          ) : (
            <FoundTerm key={term.key} term={term} />
          ),
        )}
      </List.Root>
    </Stack>
  );
}

function MatchTerms({ match }: { match: PostingMatch }) {
  const intl = useIntl();
  const by = (status: PostingTerm['status']) => match.terms.filter((t) => t.status === status);
  const [missing, weak, present] = [by('missing'), by('weak'), by('present')];
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text role="status" fontWeight="semibold">
          {intl.formatMessage(valueMessages.score, { score: match.score })}
        </Text>
        <Box height="1.5" borderRadius="full" bg="bg.emphasized" overflow="hidden" aria-hidden>
          <Box height="full" width={`${match.score}%`} bg="colorPalette.solid" />
        </Box>
        <Text textStyle="xs" color="fg.muted">
          {intl.formatMessage(messages.rule)}
        </Text>
        {match.method === 'shape' && (
          <Text textStyle="xs" color="fg.muted">
            {intl.formatMessage(messages.shapeOnly)}
          </Text>
        )}
      </Stack>
      {match.terms.length === 0 && (
        <Text textStyle="sm">{intl.formatMessage(messages.noTerms)}</Text>
      )}
      <TermGroup
        title={intl.formatMessage(valueMessages.missing, { count: missing.length })}
        terms={missing}
      />
      <TermGroup
        title={intl.formatMessage(valueMessages.weak, { count: weak.length })}
        terms={weak}
        hint={intl.formatMessage(messages.weakHint)}
      />
      <TermGroup
        title={intl.formatMessage(valueMessages.present, { count: present.length })}
        terms={present}
      />
    </Stack>
  );
}

export type MatchResultProps = {
  /** The posting and the company as they were when the match was asked for. */
  posting: string;
  company: string;
};

/**
 * The score and the terms of the posting against the resume, following the
 * resume as it is edited; a posting the match refuses is said in a sentence.
 */
export function MatchResult({ posting, company }: MatchResultProps) {
  const intl = useIntl();
  const data = useDeferredValue(useResume((resume) => resume));
  const outcome = useMemo((): Outcome => {
    try {
      const exclude = company.trim() ? [company] : [];
      return { match: matchPosting(posting, data, { language: data.metadata.language, exclude }) };
    } catch (error) {
      if (error instanceof PostingMatchError) {
        return { error: error.code };
      }
      throw error;
    }
  }, [posting, company, data]);
  if ('error' in outcome) {
    return (
      <Text role="alert" color="fg.error" textStyle="sm">
        {intl.formatMessage(messages[outcome.error])}
      </Text>
    );
  }
  return <MatchTerms match={outcome.match} />;
}
