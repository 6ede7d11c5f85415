import {
  Box,
  Button,
  chakra,
  CloseButton,
  Flex,
  Image,
  Popover,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { ApiError } from '../../../../../lib/api/api-error';
import { describeError } from '../../../../../lib/errors/describe-error';
import { useServerErrorToast } from '../../../../../lib/errors/use-server-error-toast';
import { pictureIssueText, pictureLimitText } from '../../../../../lib/images/picture-messages';
import { pictureAccept } from '../../../../../lib/images/picture-rules';
import { usePictureCrop } from '../../../../../ui/picture/use-picture-crop';
import { toaster } from '../../../../../ui/toaster';
import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';
import { setIn } from '../../../lib/resume-store';
import { pictureMessages } from './basics-messages';
import { absolutePictureUrl, pictureUrlIsValid } from './basics-rules';
import { uploadPicture } from './picture-api';

// The options (with their slider and checkboxes) load when the popover first opens.
const PictureOptions = lazy(async () => ({
  default: (await import('./picture-options')).PictureOptions,
}));

/**
 * The picture beside the name (docs/product.md#basics-editor): an avatar showing the
 * picture as drawn (radius, grayscale, hidden), which opens the picture's
 * popover: upload (PUT /api/storage/image) or remove, then its options.
 */
export function PictureEditor() {
  const intl = useIntl();
  const edit = useEdit();
  const readOnly = useReadOnly();
  const picture = useResume((data) => data.basics.picture);
  const showServerError = useServerErrorToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const hasPicture = picture.url !== '' && pictureUrlIsValid(picture.url);

  const setUrl = (url: string) =>
    // An upload or a removal is a step of its own in the undo history.
    edit((data) => setIn(data, 'basics.picture.url', url));

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const url = await uploadPicture(file);
      setUrl(absolutePictureUrl(url, window.location.origin));
    } catch (error) {
      if (!showServerError(error)) {
        toaster.create({
          type: 'error',
          title: intl.formatMessage(pictureMessages.uploadFailed),
          description:
            error instanceof ApiError
              ? describeError(intl, error, intl.formatMessage(pictureMessages.uploadFailedDetail))
              : intl.formatMessage(pictureMessages.uploadFailedDetail),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  // A chosen file is checked, cropped to the picture's aspect ratio and made
  // small in the browser before it is sent (docs/web.md#pictures).
  const crop = usePictureCrop({
    aspect: picture.aspectRatio,
    onCropped: (file) => void upload(file),
    onIssue: (issue, file) =>
      toaster.create({ type: 'error', title: pictureIssueText(intl, issue, file) }),
  });

  const chooseFile = () => input.current?.click();
  const label = busy
    ? intl.formatMessage(pictureMessages.uploading)
    : intl.formatMessage(pictureMessages.open);

  return (
    <Box flexShrink={0}>
      <Popover.Root
        lazyMount
        unmountOnExit
        positioning={{ placement: 'bottom-start', strategy: 'fixed', gutter: 8 }}
      >
        <Popover.Trigger asChild>
          <chakra.button
            type="button"
            aria-label={label}
            title={label}
            aria-busy={busy}
            position="relative"
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize="16"
            borderRadius="l3"
            overflow="hidden"
            bg="bg.muted"
            color="fg.muted"
            borderWidth="1px"
            borderStyle={hasPicture ? 'solid' : 'dashed'}
            borderColor="border.emphasized"
            cursor="pointer"
            transition="border-color 0.15s, box-shadow 0.15s"
            _hover={{ borderColor: 'brand.solid', color: 'brand.fg' }}
            focusVisibleRing="outside"
          >
            {hasPicture ? (
              <Image
                src={picture.url}
                alt=""
                boxSize="full"
                objectFit="cover"
                // The avatar is 64 px: a radius past half of it is already a circle.
                borderRadius={`${Math.min(picture.borderRadius, 32)}px`}
                filter={picture.effects.grayscale ? 'grayscale(1)' : undefined}
                opacity={picture.effects.hidden ? 0.4 : 1}
              />
            ) : (
              <ImagePlus size={24} aria-hidden />
            )}
            {busy ? (
              <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/70">
                <Spinner size="sm" color="brand.solid" />
              </Flex>
            ) : null}
          </chakra.button>
        </Popover.Trigger>
        <Popover.Positioner>
          <Popover.Content
            aria-label={intl.formatMessage(pictureMessages.optionsTitle)}
            width="min(22rem, calc(100vw - 2rem))"
            maxHeight="calc(100dvh - 6rem)"
            overflowY="auto"
          >
            <Popover.Header
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              pb="2"
            >
              <Popover.Title fontWeight="semibold">
                {intl.formatMessage(pictureMessages.optionsTitle)}
              </Popover.Title>
              <Popover.CloseTrigger asChild position="static">
                <CloseButton size="xs" aria-label={intl.formatMessage(pictureMessages.close)} />
              </Popover.CloseTrigger>
            </Popover.Header>
            <Popover.Body pt="2">
              <Stack gap="5">
                {readOnly ? null : (
                  <Stack gap="2">
                    <Flex gap="2" wrap="wrap">
                      <Button
                        size="sm"
                        flex="1"
                        variant={hasPicture ? 'outline' : 'solid'}
                        loading={busy}
                        loadingText={intl.formatMessage(pictureMessages.uploading)}
                        onClick={chooseFile}
                      >
                        <Upload aria-hidden />
                        {intl.formatMessage(
                          hasPicture ? pictureMessages.replace : pictureMessages.upload,
                        )}
                      </Button>
                      {picture.url ? (
                        <Button
                          size="sm"
                          flex="1"
                          variant="outline"
                          colorPalette="red"
                          disabled={busy}
                          onClick={() => setUrl('')}
                        >
                          <Trash2 aria-hidden />
                          {intl.formatMessage(pictureMessages.remove)}
                        </Button>
                      ) : null}
                    </Flex>
                    <Text fontSize="xs" color="fg.muted">
                      {pictureLimitText(intl)}
                    </Text>
                  </Stack>
                )}
                <Suspense fallback={<Spinner size="sm" alignSelf="center" />}>
                  <PictureOptions />
                </Suspense>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
      <input
        ref={input}
        type="file"
        accept={pictureAccept}
        hidden
        tabIndex={-1}
        aria-hidden
        disabled={readOnly || busy}
        data-testid="picture-file"
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
    </Box>
  );
}
