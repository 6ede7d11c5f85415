import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Copy, Download } from 'lucide-react';
import { useIntl } from 'react-intl';

import { twoFactorMessages as messages } from './two-factor-messages';
import { copyText, type TwoFactorActor, TwoFactorStep } from './two-factor-step';

function downloadCodes(codes: string[]): void {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'vitae-backup-codes.txt';
  anchor.click();
  URL.revokeObjectURL(url);
}

export type TwoFactorBackupCodesStepProps = { actor: TwoFactorActor; onClose(): void };

/**
 * Duplicate (docs/product.md#two-factor-dialog): the 10 backup codes, shown
 * only this once, to copy or download; then Close.
 */
export function TwoFactorBackupCodesStep({ actor, onClose }: TwoFactorBackupCodesStepProps) {
  const intl = useIntl();
  const backupCodes = useSelector(actor, (state) => state.context.backupCodes);
  const footer = <Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>;

  return (
    <TwoFactorStep description={messages.duplicateDescription} footer={footer}>
      <Stack gap="3">
        <SimpleGrid
          as="ul"
          aria-label={intl.formatMessage(messages.backupCodes)}
          columns={2}
          gap="2"
          listStyleType="none"
          padding="4"
          bg="bg.muted"
          borderRadius="lg"
        >
          {backupCodes.map((backupCode) => (
            <Text
              as="li"
              key={backupCode}
              fontFamily="mono"
              textAlign="center"
              letterSpacing="0.05em"
            >
              {backupCode}
            </Text>
          ))}
        </SimpleGrid>
        <Flex gap="2">
          <Button
            flex="1"
            variant="outline"
            onClick={() =>
              void copyText(backupCodes.join('\n'), intl.formatMessage(messages.copied))
            }
          >
            <Copy aria-hidden />
            {intl.formatMessage(messages.copyCodes)}
          </Button>
          <Button flex="1" variant="outline" onClick={() => downloadCodes(backupCodes)}>
            <Download aria-hidden />
            {intl.formatMessage(messages.downloadCodes)}
          </Button>
        </Flex>
      </Stack>
    </TwoFactorStep>
  );
}
