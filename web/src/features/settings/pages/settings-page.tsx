import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';

import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSession } from '../../auth/components/session-provider';
import { AccountSection } from '../components/account-section';
import { ApiKeysSection } from '../components/api-keys-section';
import { DangerZoneSection } from '../components/danger-zone-section';
import { OpenAiSection } from '../components/openai-section';
import { ProfileSection } from '../components/profile-section';
import { SecuritySection } from '../components/security-section';

const messages = defineMessages({
  title: { id: 'settings.page.title', defaultMessage: 'Settings' },
  lead: {
    id: 'settings.page.lead',
    defaultMessage: 'Your account, its security, and how Vitae works for you.',
  },
});

/** /dashboard/settings (docs/product.md#settings): Account, Security, API Keys, Profile, OpenAI Integration, Danger Zone. */
export function SettingsPage() {
  const intl = useIntl();
  const { user } = useSession();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);

  return (
    <Container maxWidth="4xl" paddingX={{ base: '4', md: '8' }} paddingY={{ base: '6', md: '10' }}>
      <Box marginBottom={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          {title}
        </Heading>
        <Text color="fg.muted" marginTop="1">
          {intl.formatMessage(messages.lead)}
        </Text>
      </Box>
      {user ? (
        <Stack gap={{ base: '5', md: '6' }}>
          {/* Keyed by the user, so the account form starts again from what the server saved. */}
          <AccountSection key={user.id} user={user} />
          <SecuritySection user={user} />
          <ApiKeysSection user={user} />
          <ProfileSection />
          <OpenAiSection />
          <DangerZoneSection />
        </Stack>
      ) : null}
    </Container>
  );
}
