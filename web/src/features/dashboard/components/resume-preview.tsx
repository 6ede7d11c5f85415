import { Box, Center, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FileText, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useResumePreview } from '../hooks/use-resume-preview';

const altMessages = defineMessages<{ alt: { title: string } }>({
  alt: { id: 'dashboard.preview.alt', defaultMessage: 'Preview of {title}' },
});

const messages = defineMessages({
  drawing: { id: 'dashboard.preview.drawing', defaultMessage: 'Drawing the preview…' },
  failed: { id: 'dashboard.preview.failed', defaultMessage: 'No preview yet' },
});

export type ResumePreviewProps = {
  id: string;
  title: string;
  updatedAt: string;
  /** A thumbnail in a list row: icons only, no words. */
  small?: boolean;
};

/**
 * The first page of a resume as render drew it, on a sheet of paper while it is
 * being drawn, and a quiet placeholder when it cannot be.
 */
export function ResumePreview({ id, title, updatedAt, small = false }: ResumePreviewProps) {
  const intl = useIntl();
  const preview = useResumePreview(id, updatedAt);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = preview.status === 'ready' ? preview.src : null;
  const failed = preview.status === 'failed' || (src !== null && brokenSrc === src);
  const loaded = src !== null && loadedSrc === src;

  return (
    <Box position="relative" width="full" height="full" bg="white" overflow="hidden">
      {!loaded && !failed && (
        <Skeleton position="absolute" inset="0" borderRadius="0" variant="shine">
          {!small && (
            <Center height="full">
              <Stack align="center" gap="2" color="fg.subtle">
                <FileText size={28} aria-hidden />
                <Text fontSize="xs">{intl.formatMessage(messages.drawing)}</Text>
              </Stack>
            </Center>
          )}
        </Skeleton>
      )}
      {failed && (
        <Center position="absolute" inset="0" bg="bg.muted" color="fg.muted">
          <Stack align="center" gap="2">
            <ImageOff size={small ? 16 : 28} aria-hidden />
            {!small && <Text fontSize="xs">{intl.formatMessage(messages.failed)}</Text>}
          </Stack>
        </Center>
      )}
      {src && !failed && (
        <Image
          src={src}
          alt={intl.formatMessage(altMessages.alt, { title })}
          width="full"
          height="full"
          objectFit="cover"
          objectPosition="top"
          opacity={loaded ? 1 : 0}
          transition="opacity 0.2s"
          onLoad={() => setLoadedSrc(src)}
          onError={() => setBrokenSrc(src)}
          draggable={false}
        />
      )}
    </Box>
  );
}
