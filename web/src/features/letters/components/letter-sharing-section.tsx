import { useQuery } from '@apollo/client/react';
import {
  Box,
  Field,
  Group,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Check, Copy, Download, ExternalLink, Eye, Share2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { describeError } from '../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../lib/errors/error-messages';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { LetterSharingDocument } from '../../../lib/graphql/generated/graphql';
import { toaster } from '../../../ui/toaster';
import { useSession } from '../../auth/components/session-provider';
import { useKit } from '../hooks/builder-kit';
import { useLetterMeta } from '../hooks/letter-context';

/*
 * The words this section shares with the resume builder's Sharing and
 * Statistics keep their ids there, so each is translated once.
 */
const messages = defineMessages({
  title: { id: 'builder.sharing.title', defaultMessage: 'Sharing' },
  public: { id: 'builder.sharing.public', defaultMessage: 'Public' },
  publicHint: {
    id: 'letters.sharing.publicHint',
    defaultMessage: 'Anyone with the link can view and download the letter.',
  },
  privateHint: {
    id: 'letters.sharing.privateHint',
    defaultMessage: 'Only you can see this letter. Make it public to get a link to share.',
  },
  link: { id: 'letters.sharing.link', defaultMessage: 'Link to your letter' },
  copy: { id: 'builder.sharing.copy', defaultMessage: 'Copy link' },
  open: { id: 'builder.sharing.open', defaultMessage: 'Open the public page' },
  copied: {
    id: 'builder.sharing.copied',
    defaultMessage: 'A link has been copied to your clipboard.',
  },
  copyFailed: { id: 'builder.sharing.copyFailed', defaultMessage: 'The link could not be copied.' },
  failed: { id: 'builder.sharing.failed', defaultMessage: 'The visibility could not be changed.' },
  views: { id: 'builder.statistics.views', defaultMessage: 'Views' },
  downloads: { id: 'builder.statistics.downloads', defaultMessage: 'Downloads' },
  countedNote: {
    id: 'letters.sharing.countedNote',
    defaultMessage:
      'Views and downloads are counted only while the letter is public, and never your own.',
  },
});

/** A public letter's address (docs/letters.md#the-public-page): `{origin}/{username}/{slug}`. */
export function letterLink(origin: string, username: string, slug: string): string {
  return `${origin}/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}

function Counter({ label, icon, value }: { label: string; icon: ReactNode; value?: number }) {
  const intl = useIntl();
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
      <HStack as="dt" gap="1.5" color="fg.muted" textStyle="sm">
        <Box as="span" display="inline-flex" aria-hidden>
          {icon}
        </Box>
        {label}
      </HStack>
      <Box as="dd" m="0">
        {value === undefined ? (
          <Skeleton height="9" width="12" />
        ) : (
          <Text
            as="span"
            textStyle="3xl"
            fontWeight="semibold"
            lineHeight="1.2"
            fontVariantNumeric="tabular-nums"
          >
            {intl.formatNumber(value)}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/**
 * The letter builder's Sharing section (docs/letters.md#the-letter-builder),
 * as the resume builder's: the Public switch, saved at once through
 * `setLetterVisibility` after any pending edit; while the letter is public its
 * link `/{username}/{slug}` with Copy and Open; and how often others viewed
 * it and downloaded its PDF, read when the section opens and after each switch.
 */
export function LetterSharingSection() {
  const intl = useIntl();
  const { PaneSection, useSaving } = useKit();
  const { changeMeta } = useSaving();
  const { id, locked } = useLetterMeta();
  const { user } = useSession();
  const serverErrorToast = useServerErrorToast();
  const { data, refetch } = useQuery(LetterSharingDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [pending, setPending] = useState<boolean | null>(null);
  const [copied, setCopied] = useState(false);
  const linkId = useId();

  const letter = data?.letter;
  const stored = letter?.visibility === 'public';
  const isPublic = pending ?? stored;
  const link =
    letter && user ? letterLink(window.location.origin, user.username, letter.slug) : null;

  useEffect(() => {
    if (!copied) {
      return;
    }
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const toggle = async (checked: boolean) => {
    setPending(checked);
    try {
      await changeMeta({ visibility: checked ? 'public' : 'private' });
      await refetch();
    } catch (error) {
      if (!serverErrorToast(error)) {
        toaster.create({
          type: 'error',
          title: intl.formatMessage(serverErrorTitle.title),
          description: describeError(intl, error, intl.formatMessage(messages.failed)),
        });
      }
    } finally {
      setPending(null);
    }
  };

  const copy = async () => {
    if (!link) {
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toaster.create({ type: 'success', title: intl.formatMessage(messages.copied) });
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage(messages.copyFailed) });
    }
  };

  const statistics = letter?.statistics;
  return (
    <PaneSection
      id="sharing"
      title={intl.formatMessage(messages.title)}
      icon={<Share2 size={18} />}
    >
      <Stack gap="4">
        <HStack
          align="flex-start"
          gap="3"
          p="3"
          borderWidth="1px"
          borderRadius="l2"
          bg={isPublic ? 'brand.subtle' : 'bg.subtle'}
          borderColor={isPublic ? 'brand.muted' : 'border'}
          transition="background 0.15s"
        >
          <Switch.Root
            checked={isPublic}
            disabled={!letter || locked || pending !== null}
            onCheckedChange={({ checked }) => void toggle(checked)}
            colorPalette="brand"
            flex="1"
            alignItems="flex-start"
          >
            <Switch.HiddenInput role="switch" />
            <Stack gap="0.5" flex="1">
              <Switch.Label fontWeight="semibold">
                {intl.formatMessage(messages.public)}
              </Switch.Label>
              <Text textStyle="sm" color="fg.muted">
                {intl.formatMessage(isPublic ? messages.publicHint : messages.privateHint)}
              </Text>
            </Stack>
            {pending !== null && <Spinner size="xs" color="fg.muted" mt="1" />}
            <Switch.Control mt="0.5">
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        </HStack>

        {isPublic && stored && link && (
          <Field.Root>
            <Field.Label htmlFor={linkId}>{intl.formatMessage(messages.link)}</Field.Label>
            <Group attached width="full">
              <Input
                id={linkId}
                value={link}
                readOnly
                fontFamily="mono"
                textStyle="sm"
                onFocus={(event) => event.currentTarget.select()}
              />
              <IconButton
                variant="outline"
                aria-label={intl.formatMessage(messages.copy)}
                onClick={() => void copy()}
              >
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              </IconButton>
              <IconButton asChild variant="outline" aria-label={intl.formatMessage(messages.open)}>
                <a href={link} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                </a>
              </IconButton>
            </Group>
          </Field.Root>
        )}

        <SimpleGrid as="dl" columns={2} gap="3" aria-busy={!statistics || undefined}>
          <Counter
            label={intl.formatMessage(messages.views)}
            icon={<Eye size={14} />}
            value={statistics?.views}
          />
          <Counter
            label={intl.formatMessage(messages.downloads)}
            icon={<Download size={14} />}
            value={statistics?.downloads}
          />
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          {intl.formatMessage(messages.countedNote)}
        </Text>
      </Stack>
    </PaneSection>
  );
}
