import { defineMessages } from './public-intl';

/** Every word the public resume (or letter) page shows (docs/product.md#public-resume-page). */
export const publicMessages = defineMessages({
  loading: { id: 'public.page.loading', defaultMessage: 'Loading the resume…' },
  frameTitle: { id: 'public.page.frameTitle', defaultMessage: 'Resume of {name}' },
  letterFrameTitle: {
    id: 'public.page.letterFrameTitle',
    defaultMessage: 'Cover letter from {name}',
  },
  download: { id: 'public.page.download', defaultMessage: 'Download PDF' },
  preparing: { id: 'public.page.preparing', defaultMessage: 'Preparing the PDF…' },
  builtWith: { id: 'public.page.builtWith', defaultMessage: 'Built with Vitae' },
  builtWithHint: {
    id: 'public.page.builtWithHint',
    defaultMessage: 'Free and open resume builder, without tracking or ads',
  },
  dismiss: { id: 'public.page.dismiss', defaultMessage: 'Dismiss' },
  otherFormats: { id: 'public.page.otherFormats', defaultMessage: 'Also as' },
  docx: { id: 'public.page.docx', defaultMessage: 'Word' },
  markdown: { id: 'public.page.markdown', defaultMessage: 'Markdown' },
  text: { id: 'public.page.text', defaultMessage: 'Plain text' },
  showPages: { id: 'public.page.showPages', defaultMessage: 'Show the printed pages' },
  showReading: { id: 'public.page.showReading', defaultMessage: 'Show for reading' },
});
