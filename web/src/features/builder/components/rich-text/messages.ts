import { defineMessages } from 'react-intl';

/** The rich-text editor's strings (docs/product.md#rich-text-editor). */
export const richTextMessages = defineMessages({
  bold: { id: 'builder.richText.bold', defaultMessage: 'Bold' },
  italic: { id: 'builder.richText.italic', defaultMessage: 'Italic' },
  strikethrough: { id: 'builder.richText.strikethrough', defaultMessage: 'Strikethrough' },
  underline: { id: 'builder.richText.underline', defaultMessage: 'Underline' },
  highlight: { id: 'builder.richText.highlight', defaultMessage: 'Highlight' },
  hyperlink: { id: 'builder.richText.hyperlink', defaultMessage: 'Hyperlink' },
  inlineCode: { id: 'builder.richText.inlineCode', defaultMessage: 'Inline code' },
  codeBlock: { id: 'builder.richText.codeBlock', defaultMessage: 'Code block' },
  heading1: { id: 'builder.richText.heading1', defaultMessage: 'Heading 1' },
  heading2: { id: 'builder.richText.heading2', defaultMessage: 'Heading 2' },
  heading3: { id: 'builder.richText.heading3', defaultMessage: 'Heading 3' },
  paragraph: { id: 'builder.richText.paragraph', defaultMessage: 'Paragraph' },
  alignLeft: { id: 'builder.richText.alignLeft', defaultMessage: 'Align left' },
  alignCenter: { id: 'builder.richText.alignCenter', defaultMessage: 'Align center' },
  alignRight: { id: 'builder.richText.alignRight', defaultMessage: 'Align right' },
  alignJustify: { id: 'builder.richText.alignJustify', defaultMessage: 'Justify' },
  bulletList: { id: 'builder.richText.bulletList', defaultMessage: 'Bullet list' },
  numberedList: { id: 'builder.richText.numberedList', defaultMessage: 'Numbered list' },
  indent: { id: 'builder.richText.indent', defaultMessage: 'Indent' },
  outdent: { id: 'builder.richText.outdent', defaultMessage: 'Outdent' },
  image: { id: 'builder.richText.image', defaultMessage: 'Insert image' },
  lineBreak: { id: 'builder.richText.lineBreak', defaultMessage: 'Line break' },
  horizontalRule: { id: 'builder.richText.horizontalRule', defaultMessage: 'Horizontal rule' },
  undo: { id: 'builder.richText.undo', defaultMessage: 'Undo' },
  redo: { id: 'builder.richText.redo', defaultMessage: 'Redo' },

  linkTitle: { id: 'builder.richText.link.title', defaultMessage: 'Link' },
  linkUrl: { id: 'builder.richText.link.url', defaultMessage: 'URL' },
  linkHelp: {
    id: 'builder.richText.link.help',
    defaultMessage: 'Leave it empty to remove the link.',
  },
  linkInvalid: {
    id: 'builder.richText.link.invalid',
    defaultMessage: 'Enter a web address, an email address or a tel: number.',
  },
  linkApply: { id: 'builder.richText.link.apply', defaultMessage: 'Apply' },
  linkRemove: { id: 'builder.richText.link.remove', defaultMessage: 'Remove link' },

  imageTitle: { id: 'builder.richText.image.title', defaultMessage: 'Insert an image' },
  imageUrl: { id: 'builder.richText.image.url', defaultMessage: 'Image URL' },
  imageUrlInvalid: {
    id: 'builder.richText.image.urlInvalid',
    defaultMessage: 'Enter the web address of an image (https://…).',
  },
  imageAlt: { id: 'builder.richText.image.alt', defaultMessage: 'Description' },
  imageAltHelp: {
    id: 'builder.richText.image.altHelp',
    defaultMessage: 'Optional: what the image shows, for people who cannot see it.',
  },
  imageInsert: { id: 'builder.richText.image.insert', defaultMessage: 'Insert' },
  cancel: { id: 'builder.richText.cancel', defaultMessage: 'Cancel' },
  close: { id: 'builder.richText.close', defaultMessage: 'Close' },
});

/** Strings with values, typed. */
export const richTextLabels = defineMessages<{ toolbar: { field: string } }>({
  toolbar: { id: 'builder.richText.toolbar', defaultMessage: 'Formatting of {field}' },
});
