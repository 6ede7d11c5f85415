import { Box, chakra, Icon, Stack, Text } from '@chakra-ui/react';
import { FileSearch } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';

import { atsMessages as messages } from '../lib/messages';

export type PdfDropProps = {
  /** Whether a file was checked already (the prompt then offers another). */
  chosen: boolean;
  onFile: (file: File) => void;
};

/**
 * Where the person drops or picks a PDF: a zone the native file input covers,
 * so a click opens the chooser, and a file dropped anywhere on it is taken.
 * Any file is accepted here; the check says plainly when it is not a PDF.
 */
export function PdfDrop({ chosen, onFile }: PdfDropProps) {
  const intl = useIntl();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) {
      onFile(file);
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Box
      position="relative"
      borderWidth="2px"
      borderStyle="dashed"
      borderRadius="l3"
      borderColor={over ? 'brand.solid' : 'border.emphasized'}
      bg={over ? 'brand.subtle' : 'bg.subtle'}
      paddingX={{ base: '4', md: '8' }}
      paddingY={{ base: '8', md: '12' }}
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
      css={{
        '&:has(input:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack gap="3" alignItems="center" textAlign="center">
        <Icon as={FileSearch} boxSize="10" color="brand.fg" aria-hidden />
        <Text fontWeight="semibold" textStyle="lg">
          {intl.formatMessage(chosen ? messages.dropAnother : messages.dropLabel)}
        </Text>
        <Text id={hintId} textStyle="sm" color="fg.muted">
          {intl.formatMessage(messages.dropHint)}
        </Text>
      </Stack>
      <chakra.input
        type="file"
        accept="application/pdf,.pdf"
        aria-label={intl.formatMessage(chosen ? messages.dropAnother : messages.dropLabel)}
        aria-describedby={hintId}
        position="absolute"
        inset="0"
        width="100%"
        height="100%"
        opacity={0}
        cursor="pointer"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          take(event.currentTarget.files);
          // The same file chosen again is checked again.
          event.currentTarget.value = '';
        }}
      />
    </Box>
  );
}
