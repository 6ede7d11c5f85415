import { type SystemStyleObject } from '@chakra-ui/react';

/**
 * The editing area (docs/product.md#rich-text-editor: 160 px high, then growing to 200 px and
 * scrolling) and its content, close to what the artboard draws; the frame
 * looks like a Chakra input with its focus ring.
 */
export const editorFrameCss: SystemStyleObject = {
  '--focus-color': 'colors.colorPalette.focusRing',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'bg',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'normal',
  '&:has(.ProseMirror-focused)': {
    borderColor: 'var(--focus-color)',
    boxShadow: '0 0 0 1px var(--focus-color)',
  },
  '&[data-readonly]': { bg: 'bg.subtle' },
  '& .ProseMirror': {
    minHeight: '160px',
    maxHeight: '200px',
    overflowY: 'auto',
    px: '3',
    py: '2',
    outline: 'none',
    fontSize: 'sm',
    lineHeight: '1.6',
    color: 'fg',
    borderBottomRadius: 'l2',
  },
  '& .ProseMirror[contenteditable=false]': { color: 'fg.muted', cursor: 'default' },
  '& .ProseMirror > * + *': { mt: '2' },
  '& .ProseMirror p': { m: '0' },
  // Each paragraph takes the direction of its own first letter, whatever the
  // interface's: an English summary in the Arabic interface reads left to
  // right with its full stop at the end, an Arabic one in English right to left.
  '& .ProseMirror :is(p, h1, h2, h3, li)': { unicodeBidi: 'plaintext', textAlign: 'start' },
  '& .ProseMirror h1, & .ProseMirror h2, & .ProseMirror h3': {
    fontWeight: 'semibold',
    lineHeight: '1.3',
  },
  '& .ProseMirror h1': { fontSize: 'xl' },
  '& .ProseMirror h2': { fontSize: 'lg' },
  '& .ProseMirror h3': { fontSize: 'md' },
  '& .ProseMirror ul, & .ProseMirror ol': { ps: '6', my: '0' },
  '& .ProseMirror ul': { listStyleType: 'disc' },
  '& .ProseMirror ul ul': { listStyleType: 'circle' },
  '& .ProseMirror ul ul ul': { listStyleType: 'square' },
  '& .ProseMirror ol': { listStyleType: 'decimal' },
  '& .ProseMirror ol ol': { listStyleType: 'lower-alpha' },
  '& .ProseMirror li > p': { m: '0' },
  '& .ProseMirror a': {
    color: 'colorPalette.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  },
  '& .ProseMirror mark': {
    bg: { base: 'yellow.200', _dark: 'yellow.700' },
    color: 'inherit',
    borderRadius: 'xs',
    px: '0.5',
  },
  '& .ProseMirror code': {
    fontFamily: 'mono',
    fontSize: '0.875em',
    bg: 'bg.muted',
    borderRadius: 'sm',
    px: '1',
    py: '0.5',
  },
  '& .ProseMirror pre': {
    fontFamily: 'mono',
    fontSize: 'xs',
    bg: 'bg.muted',
    borderRadius: 'md',
    px: '3',
    py: '2',
    whiteSpace: 'pre-wrap',
  },
  '& .ProseMirror pre code': { bg: 'transparent', p: '0', fontSize: 'inherit' },
  '& .ProseMirror blockquote': {
    borderStartWidth: '3px',
    borderColor: 'border.emphasized',
    ps: '3',
    color: 'fg.muted',
  },
  '& .ProseMirror hr': { borderColor: 'border.emphasized', my: '3' },
  '& .ProseMirror img': {
    display: 'inline-block',
    maxWidth: '100%',
    height: 'auto',
    borderRadius: 'sm',
  },
  '& .ProseMirror .ProseMirror-selectednode': {
    outline: '2px solid',
    outlineColor: 'var(--focus-color)',
    outlineOffset: '1px',
  },
};
