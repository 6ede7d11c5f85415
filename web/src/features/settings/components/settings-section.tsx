import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';

export type SettingsSectionProps = {
  /** The anchor of the section (`/dashboard/settings#security`). */
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Danger Zone wears the error colours. */
  tone?: 'default' | 'danger';
};

/** One card of the settings page: a heading, a sentence saying what it is for, its controls. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: SettingsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      scrollMarginTop="6"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={tone === 'danger' ? 'border.error' : 'border'}
      borderRadius="xl"
      boxShadow="xs"
      paddingX={{ base: '5', md: '8' }}
      paddingY={{ base: '5', md: '7' }}
    >
      <Stack gap="1" marginBottom="6">
        <Heading
          as="h2"
          id={titleId}
          size="lg"
          color={tone === 'danger' ? { _light: 'red.700', _dark: 'red.300' } : undefined}
          letterSpacing="-0.01em"
        >
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm" maxWidth="prose">
          {description}
        </Text>
      </Stack>
      {children}
    </Box>
  );
}
