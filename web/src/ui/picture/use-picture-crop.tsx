import { lazy, type ReactNode, Suspense, useState } from 'react';

import { checkChosenPicture, type PictureIssue } from '../../lib/images/picture-rules';

// The crop step and its library load only when a picture is chosen (docs/performance.md).
const PictureCropDialog = lazy(() => import('./picture-crop-dialog'));

export type UsePictureCropOptions = {
  /** Width over height of the crop: the resume picture's aspect ratio, 1 for the avatar. */
  aspect: number;
  /** The cropped, resized and encoded picture, ready to upload. */
  onCropped: (file: File) => void;
  /** A chosen file refused, with the reason. */
  onIssue: (issue: PictureIssue, file: File) => void;
};

/**
 * A chosen picture's way to the upload (docs/web.md#pictures): checked at once
 * (kind and size), then cropped to `aspect` in a dialog that decodes, resizes
 * and encodes it in the browser. `dialog` is to be rendered by the caller.
 */
export function usePictureCrop({ aspect, onCropped, onIssue }: UsePictureCropOptions): {
  choose: (file: File) => void;
  dialog: ReactNode;
} {
  const [chosen, setChosen] = useState<File | null>(null);
  const choose = (file: File) => {
    const issue = checkChosenPicture(file);
    if (issue) {
      onIssue(issue, file);
    } else {
      setChosen(file);
    }
  };
  const dialog = chosen ? (
    <Suspense fallback={null}>
      <PictureCropDialog
        file={chosen}
        aspect={aspect}
        onCancel={() => setChosen(null)}
        onCropped={(file) => {
          setChosen(null);
          onCropped(file);
        }}
        onIssue={(issue) => {
          setChosen(null);
          onIssue(issue, chosen);
        }}
      />
    </Suspense>
  ) : null;
  return { choose, dialog };
}
