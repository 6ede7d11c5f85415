import {
  Box,
  Button,
  Field,
  Group,
  IconButton,
  Input,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Check, Copy } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { twoFactorMessages as messages } from './two-factor-messages';
import { copyText, type TwoFactorActor, TwoFactorStep } from './two-factor-step';

/** Draws the otpauth link as a QR code (the `qrcode` package), dark on white in both themes. */
function QrImage({ link, alt }: { link: string; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(link, { margin: 1, width: 440, errorCorrectionLevel: 'M' }).then(
      (url) => current && setSource(url),
    );
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <Box
      bg="white"
      padding="3"
      borderRadius="lg"
      borderWidth="1px"
      boxSize={{ base: '200px', md: '220px' }}
      marginX="auto"
    >
      {source ? (
        <img src={source} alt={alt} width="100%" height="100%" style={{ display: 'block' }} />
      ) : (
        <Skeleton boxSize="full" />
      )}
    </Box>
  );
}

export type TwoFactorCreateStepProps = {
  actor: TwoFactorActor;
  /** Whether the link was copied (the dialog remembers it while the page is open). */
  copied: boolean;
  onCopied(): void;
};

/**
 * Create (docs/product.md#two-factor-dialog): the new secret's QR code and
 * link, then Continue; a setup the server refused can be tried again.
 */
export function TwoFactorCreateStep({ actor, copied, onCopied }: TwoFactorCreateStepProps) {
  const intl = useIntl();
  const link = useSelector(actor, (state) => state.context.link);
  const step = useSelector(actor, (state) =>
    state.matches({ create: 'failed' })
      ? 'failed'
      : state.matches({ create: 'ready' })
        ? 'ready'
        : 'loading',
  );

  const footer =
    step === 'failed' ? (
      <Button onClick={() => actor.send({ type: 'twoFactor.retry' })}>
        {intl.formatMessage(messages.retry)}
      </Button>
    ) : (
      <Button
        disabled={step !== 'ready'}
        onClick={() => actor.send({ type: 'twoFactor.continue' })}
      >
        {intl.formatMessage(messages.continue)}
      </Button>
    );

  return (
    <TwoFactorStep description={messages.createDescription} footer={footer}>
      {step === 'loading' ? (
        <Stack gap="4" aria-busy>
          <Skeleton boxSize={{ base: '200px', md: '220px' }} marginX="auto" borderRadius="lg" />
          <Skeleton height="10" />
        </Stack>
      ) : null}

      {step === 'failed' ? (
        <Text role="alert" color="fg.error">
          {intl.formatMessage(messages.setupFailed)}
        </Text>
      ) : null}

      {step === 'ready' && link ? (
        <Stack gap="4">
          <QrImage link={link} alt={intl.formatMessage(messages.qrAlt)} />
          <Field.Root>
            <Field.Label>{intl.formatMessage(messages.link)}</Field.Label>
            <Group attached width="full">
              <Input
                readOnly
                value={link}
                fontFamily="mono"
                fontSize="xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <IconButton
                variant="outline"
                aria-label={intl.formatMessage(messages.copyLink)}
                title={intl.formatMessage(messages.copyLink)}
                onClick={() => {
                  onCopied();
                  void copyText(link, intl.formatMessage(messages.copied));
                }}
              >
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              </IconButton>
            </Group>
          </Field.Root>
        </Stack>
      ) : null}
    </TwoFactorStep>
  );
}
