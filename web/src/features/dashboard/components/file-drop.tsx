import { Box, chakra, HStack, Icon, Stack, Text, useFieldContext } from '@chakra-ui/react';
import { FileCheck2, Upload } from 'lucide-react';
import { type ChangeEvent } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

import { messages, valueMessages } from './import-messages';

export type FileDropProps = {
  file: File | null;
  /** The extension the chosen type accepts, for the chooser's filter. */
  accept: string | undefined;
  onChange: (file: File | null) => void;
};

/** "35 bytes", "12.5 kB" or "1.2 MB", in the reader's locale. */
function formatSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024) {
    return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  }
  const kilobytes = bytes / 1024;
  const [value, unit] = kilobytes < 1024 ? [kilobytes, 'kilobyte'] : [kilobytes / 1024, 'megabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

/**
 * The file field: a drop zone the native file input covers, so a click opens
 * the chooser and a dropped file lands in the input as the browser puts it.
 * The input is the field's control (labelled, described by the hint, focusable)
 * and the zone shows its focus.
 */
export function FileDrop({ file, accept, onChange }: FileDropProps) {
  const intl = useIntl();
  const field = useFieldContext();
  const disabled = field?.disabled ?? false;
  const invalid = field?.invalid ?? false;
  return (
    <Box
      position="relative"
      borderWidth="2px"
      borderStyle="dashed"
      borderRadius="l3"
      borderColor={invalid ? 'border.error' : file ? 'brand.solid' : 'border.emphasized'}
      bg={file ? 'brand.subtle' : 'bg.subtle'}
      paddingX="4"
      paddingY="5"
      transition="border-color 0.15s, background 0.15s"
      opacity={disabled ? 0.6 : 1}
      _hover={disabled ? undefined : { borderColor: 'brand.solid', bg: 'brand.subtle' }}
      css={{
        '&:has(input:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
      }}
    >
      <HStack gap="3" alignItems="center">
        <Icon
          as={file ? FileCheck2 : Upload}
          boxSize="6"
          color={file ? 'brand.fg' : 'fg.muted'}
          aria-hidden
          flexShrink={0}
        />
        <Stack gap="0.5" minWidth="0">
          <Text fontWeight="medium" textStyle="sm" truncate>
            {file ? file.name : intl.formatMessage(messages.dropPrompt)}
          </Text>
          {file && (
            <Text textStyle="xs" color="fg.muted">
              {intl.formatMessage(valueMessages.chosenFile, { size: formatSize(intl, file.size) })}
            </Text>
          )}
        </Stack>
      </HStack>
      <chakra.input
        {...field?.getInputProps()}
        type="file"
        accept={accept}
        position="absolute"
        inset="0"
        width="100%"
        height="100%"
        opacity={0}
        cursor={disabled ? 'not-allowed' : 'pointer'}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(event.currentTarget.files?.[0] ?? null)
        }
      />
    </Box>
  );
}
