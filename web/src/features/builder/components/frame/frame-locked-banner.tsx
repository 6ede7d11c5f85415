import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';

import { asApiError } from '../../../../lib/apollo/graphql-error';
import { useServerErrorToast } from '../../../../lib/errors/use-server-error-toast';
import { useSaving } from '../../hooks/saving-context';

export type FrameLockedBannerProps = {
  /** The banner's words: what is locked, why it opens read-only, the button. */
  title: string;
  description: string;
  unlockLabel: string;
  /** Unlocks the document on the server and marks it unlocked on screen. */
  unlock: () => Promise<void>;
};

/**
 * A locked document, a resume or a letter (docs/web.md): a clear banner over the
 * read-only builder, with Unlock; once unlocked, edits kept meanwhile are sent.
 */
export function FrameLockedBanner({
  title,
  description,
  unlockLabel,
  unlock,
}: FrameLockedBannerProps) {
  const saving = useSaving();
  const showError = useServerErrorToast();
  const [busy, setBusy] = useState(false);
  const onUnlock = async () => {
    setBusy(true);
    try {
      await unlock();
      saving.lockReleased();
    } catch (error) {
      showError(asApiError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="0" alignItems="center" py="2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="solid"
        colorPalette="gray"
        onClick={() => void onUnlock()}
        loading={busy}
      >
        {unlockLabel}
      </Button>
    </Alert.Root>
  );
}
