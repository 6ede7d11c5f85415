import { Avatar, Box, chakra, Float, Spinner } from '@chakra-ui/react';
import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';

import { pictureAccept, type PictureIssue } from '../../../lib/images/picture-rules';
import { usePictureCrop } from '../../../ui/picture/use-picture-crop';
import { initialsOf, pictureIsUrl } from '../lib/account-rules';

export type AvatarPickerProps = {
  name: string;
  /** The picture field's value: a link clears on click, anything else opens the file chooser. */
  picture: string;
  busy: boolean;
  uploadLabel: string;
  removeLabel: string;
  busyLabel: string;
  onClear: () => void;
  /** The chosen picture, cropped square and made small in the browser (docs/web.md#pictures). */
  onFile: (file: File) => void;
  /** A chosen file refused before any upload, with the reason. */
  onIssue: (issue: PictureIssue, file: File) => void;
};

/**
 * Account picture (docs/product.md#settings): when the picture value parses as a URL, clicking the
 * avatar clears it; otherwise clicking opens a file chooser, crops the chosen picture square
 * and hands it on to be uploaded.
 */
export function AvatarPicker({
  name,
  picture,
  busy,
  uploadLabel,
  removeLabel,
  busyLabel,
  onClear,
  onFile,
  onIssue,
}: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const crop = usePictureCrop({ aspect: 1, onCropped: onFile, onIssue });
  const hasPicture = pictureIsUrl(picture);
  const label = busy ? busyLabel : hasPicture ? removeLabel : uploadLabel;
  const Badge = hasPicture ? X : ImagePlus;

  return (
    <Box flexShrink={0}>
      {/* The button lies over the avatar, so its name is the action, not the initials. */}
      <Box position="relative" borderRadius="full" width="20" height="20">
        <Avatar.Root size="2xl" width="20" height="20" colorPalette="brand" variant="subtle">
          <Avatar.Fallback name={name} fontSize="xl" fontWeight="semibold">
            {initialsOf(name)}
          </Avatar.Fallback>
          {hasPicture ? <Avatar.Image src={picture} alt="" /> : null}
        </Avatar.Root>
        <Float placement="bottom-end" offset="2">
          <Box
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize="7"
            borderRadius="full"
            bg={hasPicture ? 'bg.error' : 'brand.solid'}
            color={hasPicture ? 'fg.error' : 'brand.contrast'}
            borderWidth="2px"
            borderColor="bg.panel"
          >
            {busy ? <Spinner size="xs" /> : <Badge size={14} aria-hidden />}
          </Box>
        </Float>
        <chakra.button
          type="button"
          aria-label={label}
          title={label}
          aria-busy={busy}
          disabled={busy}
          position="absolute"
          inset="0"
          borderRadius="full"
          cursor={busy ? 'progress' : 'pointer'}
          focusVisibleRing="outside"
          _hover={{ bg: 'blackAlpha.200' }}
          onClick={() => {
            if (hasPicture) {
              onClear();
            } else {
              input.current?.click();
            }
          }}
        />
      </Box>
      <input
        ref={input}
        type="file"
        accept={pictureAccept}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="avatar-file"
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
