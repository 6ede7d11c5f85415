import { Box, Button, Dialog, Flex, Portal, Slider, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useIntl } from 'react-intl';

import { pictureChoiceMessages as messages } from '../../lib/images/picture-messages';
import { type PictureIssue } from '../../lib/images/picture-rules';
import {
  decodePicture,
  encodeCrop,
  PictureError,
  type WorkingPicture,
} from '../../lib/images/prepare-picture';

export type PictureCropDialogProps = {
  file: File;
  aspect: number;
  onCancel: () => void;
  onCropped: (file: File) => void;
  onIssue: (issue: PictureIssue) => void;
};

const maxZoom = 4;

/**
 * The crop step (docs/web.md#pictures): the chosen picture, upright, under a
 * frame of the picture's aspect ratio. Dragging, the arrow keys (on the crop
 * area), the wheel or the zoom slider place it; "Use this picture" draws the
 * frame's part at most 1600 pixels long and hands back the encoded file.
 * Loaded lazily with react-easy-crop, only when a picture is chosen.
 */
export default function PictureCropDialog({
  file,
  aspect,
  onCancel,
  onCropped,
  onIssue,
}: PictureCropDialogProps) {
  const intl = useIntl();
  const hintId = useId();
  const [picture, setPicture] = useState<WorkingPicture | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  const area = useRef<Area | null>(null);

  useEffect(() => {
    let current: WorkingPicture | null = null;
    let cancelled = false;
    decodePicture(file).then(
      (decoded) => {
        if (cancelled) {
          decoded.release();
        } else {
          current = decoded;
          setPicture(decoded);
        }
      },
      (error: unknown) => {
        if (!cancelled) {
          onIssue(error instanceof PictureError ? error.issue : 'unreadable');
        }
      },
    );
    return () => {
      cancelled = true;
      current?.release();
    };
    // The dialog is mounted afresh for each chosen file: `onIssue` of the first render is the one.
  }, [file]);

  const apply = async () => {
    if (!picture || !area.current) {
      return;
    }
    setBusy(true);
    try {
      onCropped(await encodeCrop(picture, area.current, file.name));
    } catch (error) {
      onIssue(error instanceof PictureError ? error.issue : 'unreadable');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => {
        if (!open && !busy) {
          onCancel();
        }
      }}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(messages.cropTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Box
                position="relative"
                height={{ base: '16rem', md: '22rem' }}
                borderRadius="l2"
                overflow="hidden"
                bg="gray.900"
                // The crop area takes the keyboard: its focus must show (the library draws none).
                css={{
                  '& [data-testid="cropper"]:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'brand.focusRing',
                    outlineOffset: '-3px',
                  },
                }}
              >
                {picture ? (
                  <Cropper
                    image={picture.previewUrl}
                    crop={crop}
                    zoom={zoom}
                    aspect={aspect}
                    maxZoom={maxZoom}
                    onCropChange={setCrop}
                    onZoomChange={setZoom}
                    onCropComplete={(percent) => {
                      area.current = percent;
                    }}
                    keyboardStep={10}
                    mediaProps={{ alt: '' }}
                    cropperProps={{
                      role: 'group',
                      'aria-label': intl.formatMessage(messages.cropArea),
                      'aria-describedby': hintId,
                    }}
                  />
                ) : (
                  <Flex
                    position="absolute"
                    inset="0"
                    align="center"
                    justify="center"
                    gap="2"
                    color="white"
                    role="status"
                  >
                    <Spinner size="sm" />
                    <Text textStyle="sm">{intl.formatMessage(messages.preparing)}</Text>
                  </Flex>
                )}
              </Box>
              <Text id={hintId} textStyle="sm" color="fg.muted">
                {intl.formatMessage(messages.cropHint)}
              </Text>
              <Slider.Root
                min={1}
                max={maxZoom}
                step={0.05}
                value={[zoom]}
                onValueChange={({ value }) => setZoom(value[0] ?? 1)}
                getAriaValueText={({ value }) => intl.formatNumber(value, { style: 'percent' })}
                disabled={!picture}
              >
                <Slider.Label textStyle="sm" fontWeight="medium">
                  {intl.formatMessage(messages.zoom)}
                </Slider.Label>
                <Slider.Control>
                  <Slider.Track>
                    <Slider.Range />
                  </Slider.Track>
                  <Slider.Thumbs />
                </Slider.Control>
              </Slider.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button loading={busy} disabled={!picture} onClick={() => void apply()}>
                {intl.formatMessage(messages.apply)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
