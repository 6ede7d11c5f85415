import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';

import { pictureIssueText } from '../../../lib/images/picture-messages';
import { type PictureIssue } from '../../../lib/images/picture-rules';
import { system } from '../../../ui/system';
import { AvatarPicker } from './avatar-picker';

/** The picker, saying a refusal as the account section does. */
function Picker({ onFile }: { onFile: (file: File) => void }) {
  const intl = useIntl();
  return (
    <AvatarPicker
      name="Grace Hopper"
      picture=""
      busy={false}
      uploadLabel="Upload a picture"
      removeLabel="Remove your picture"
      busyLabel="Uploading your picture…"
      onClear={() => {}}
      onFile={onFile}
      onIssue={(issue: PictureIssue, file: File) => {
        document.title = pictureIssueText(intl, issue, file);
      }}
    />
  );
}

function renderPicker(onFile = jest.fn()) {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" onError={() => {}}>
      <ChakraProvider value={system}>
        <Picker onFile={onFile} />
      </ChakraProvider>
    </IntlProvider>,
  );
  return onFile;
}

async function choose(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
  });
}

function sized(file: File, bytes: number): File {
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

beforeEach(() => {
  document.title = '';
});

describe('the account avatar', () => {
  it('offers every common picture a phone or camera makes', () => {
    renderPicker();
    const accept = screen.getByTestId('avatar-file').getAttribute('accept') ?? '';
    for (const kind of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic']) {
      expect(accept).toContain(kind);
    }
  });

  it('refuses a file that is not a picture, naming it and the limit, and uploads nothing', async () => {
    const onFile = renderPicker();
    await choose(new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(document.title).toBe(
      '“cv.pdf” is not a picture. Choose a JPEG, PNG, WebP, GIF or HEIC file of up to 40 MB.',
    );
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses a picture past 40 MB with its size in words, before any decoding', async () => {
    const onFile = renderPicker();
    await choose(
      sized(new File(['x'], 'IMG_0042.JPG', { type: 'image/jpeg' }), 52.4 * 1024 * 1024),
    );
    expect(document.title).toBe('This file is 52.4 MB. Pictures may be up to 40 MB.');
    expect(onFile).not.toHaveBeenCalled();
  });
});
