import {
  Field,
  Group,
  HStack,
  IconButton,
  Input,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Check, Copy, ExternalLink, Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { describeError } from '../../../../../lib/errors/describe-error';
import { serverErrorTitle } from '../../../../../lib/errors/error-messages';
import { useServerErrorToast } from '../../../../../lib/errors/use-server-error-toast';
import { toaster } from '../../../../../ui/toaster';
import { useReadOnly, useResumeMeta } from '../../../hooks/builder-context';
import { useSaving } from '../../../hooks/saving-context';
import { PaneSection } from '../../pane-section';
import { useCopyResumeLink } from './copy-link';

const messages = defineMessages({
  title: { id: 'builder.sharing.title', defaultMessage: 'Sharing' },
  public: { id: 'builder.sharing.public', defaultMessage: 'Public' },
  publicHint: {
    id: 'builder.sharing.publicHint',
    defaultMessage: 'Anyone with the link can view and download the resume.',
  },
  privateHint: {
    id: 'builder.sharing.privateHint',
    defaultMessage: 'Only you can see this resume. Make it public to get a link to share.',
  },
  link: { id: 'builder.sharing.link', defaultMessage: 'Link to your resume' },
  copy: { id: 'builder.sharing.copy', defaultMessage: 'Copy link' },
  open: { id: 'builder.sharing.open', defaultMessage: 'Open the public page' },
  failed: { id: 'builder.sharing.failed', defaultMessage: 'The visibility could not be changed.' },
});

/**
 * Sharing (docs/product.md#design-tools and #visibility-and-lock): the Public switch, saved at once, and,
 * only while the resume is public, its link with Copy and Open.
 */
export function SharingSection() {
  const intl = useIntl();
  const { visibility } = useResumeMeta();
  const readOnly = useReadOnly();
  const { changeMeta } = useSaving();
  const serverErrorToast = useServerErrorToast();
  const { link, copy } = useCopyResumeLink();
  const [pending, setPending] = useState<boolean | null>(null);
  const [copied, setCopied] = useState(false);
  const linkId = useId();

  const isPublic = pending ?? visibility === 'public';

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
            disabled={readOnly || pending !== null}
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

        {isPublic && visibility === 'public' && link && (
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
                onClick={() => void copy().then(() => setCopied(true))}
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
      </Stack>
    </PaneSection>
  );
}
