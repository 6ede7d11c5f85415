import { Button, Flex, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { letterLimits } from '@vitae/schema';
import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { ApiError } from '../../../lib/api/api-error';
import { describeError } from '../../../lib/errors/describe-error';
import { useServerErrorToast } from '../../../lib/errors/use-server-error-toast';
import { pictureIssueText, pictureLimitText } from '../../../lib/images/picture-messages';
import { pictureAccept } from '../../../lib/images/picture-rules';
import { usePictureCrop } from '../../../ui/picture/use-picture-crop';
import { toaster } from '../../../ui/toaster';
import { useKit } from '../hooks/builder-kit';
import { useLetter, useLetterMeta, useLetterStore } from '../hooks/letter-context';

const messages = defineMessages({
  label: { id: 'letters.signature.picture', defaultMessage: 'Signature picture' },
  hint: {
    id: 'letters.signature.pictureHint',
    defaultMessage:
      'A photo or scan of your handwritten signature, cropped wide; drawn above the typed name.',
  },
  upload: { id: 'letters.signature.upload', defaultMessage: 'Upload a signature' },
  replace: { id: 'builder.basics.picture.replace', defaultMessage: 'Replace' },
  remove: { id: 'letters.signature.remove', defaultMessage: 'Remove the signature picture' },
  uploading: { id: 'builder.basics.picture.uploading', defaultMessage: 'Uploading the picture…' },
  none: { id: 'letters.signature.none', defaultMessage: 'No signature picture' },
  uploadFailed: {
    id: 'builder.basics.picture.uploadFailed',
    defaultMessage: 'The picture could not be uploaded.',
  },
  uploadFailedDetail: {
    id: 'builder.basics.picture.uploadFailedDetail',
    defaultMessage: 'Check your connection and try again.',
  },
  tooLong: {
    id: 'letters.signature.tooLong',
    defaultMessage: 'The stored picture’s address is longer than 2,048 characters.',
  },
});

/** A handwritten signature is wide: the crop is three times as wide as it is high. */
const signatureAspect = 3;

/** What can be drawn: a web address or inline picture data (artboard/letter/blocks.tsx draws the same). */
const pictureSource = /^(https?:\/\/|data:image\/)/i;

/**
 * The signature's picture (docs/letters.md#the-letter-builder): a photo or scan
 * of a handwritten signature, chosen, cropped and made small in the browser as
 * the resume picture is (docs/web.md#pictures), uploaded to storage
 * (PUT /api/storage/image) and kept in `signature.pictureUrl`; removable. An
 * upload or a removal is an undo step of its own.
 */
export function SignaturePicture() {
  const intl = useIntl();
  const { uploadPicture } = useKit();
  const store = useLetterStore();
  const { locked } = useLetterMeta();
  const url = useLetter((data) => data.signature.pictureUrl);
  const showServerError = useServerErrorToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const shown = pictureSource.test(url);

  const setUrl = (next: string) =>
    store.edit((data) => ({ ...data, signature: { ...data.signature, pictureUrl: next } }));

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const stored = new URL(await uploadPicture(file), window.location.origin).href;
      if (stored.length > letterLimits.url) {
        toaster.create({ type: 'error', title: intl.formatMessage(messages.tooLong) });
        return;
      }
      setUrl(stored);
    } catch (error) {
      if (!showServerError(error)) {
        toaster.create({
          type: 'error',
          title: intl.formatMessage(messages.uploadFailed),
          description:
            error instanceof ApiError
              ? describeError(intl, error, intl.formatMessage(messages.uploadFailedDetail))
              : intl.formatMessage(messages.uploadFailedDetail),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const crop = usePictureCrop({
    aspect: signatureAspect,
    onCropped: (file) => void upload(file),
    onIssue: (issue, file) =>
      toaster.create({ type: 'error', title: pictureIssueText(intl, issue, file) }),
  });

  return (
    <Stack gap="1.5" role="group" aria-labelledby={labelId}>
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {intl.formatMessage(messages.label)}
      </Text>
      <Stack gap="2" width="full">
        <Flex
          position="relative"
          align="center"
          justify="center"
          height="20"
          maxWidth="72"
          borderWidth="1px"
          borderStyle={shown ? 'solid' : 'dashed'}
          borderColor="border.emphasized"
          borderRadius="l2"
          bg="white"
          overflow="hidden"
          data-testid="signature-picture"
        >
          {shown ? (
            <Image
              src={url}
              alt={intl.formatMessage(messages.label)}
              maxHeight="full"
              objectFit="contain"
            />
          ) : (
            <Text textStyle="xs" color="gray.500">
              {intl.formatMessage(messages.none)}
            </Text>
          )}
          {busy ? (
            <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/70">
              <Spinner size="sm" color="brand.solid" />
            </Flex>
          ) : null}
        </Flex>
        {locked ? null : (
          <Flex gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              loading={busy}
              loadingText={intl.formatMessage(messages.uploading)}
              onClick={() => input.current?.click()}
            >
              <Upload aria-hidden />
              {intl.formatMessage(url ? messages.replace : messages.upload)}
            </Button>
            {url ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={busy}
                onClick={() => setUrl('')}
              >
                <Trash2 aria-hidden />
                {intl.formatMessage(messages.remove)}
              </Button>
            ) : null}
          </Flex>
        )}
        <Text textStyle="xs" color="fg.muted">
          {intl.formatMessage(messages.hint)} {pictureLimitText(intl)}
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={pictureAccept}
        hidden
        tabIndex={-1}
        aria-hidden
        disabled={locked || busy}
        data-testid="signature-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file chosen twice must upload twice.
          event.currentTarget.value = '';
          if (file) {
            crop.choose(file);
          }
        }}
      />
      {crop.dialog}
    </Stack>
  );
}
