import { Link } from '@chakra-ui/react';
import { type MouseEvent, type ReactNode } from 'react';

export type SkipLinkProps = {
  /** The fragment it leads to, e.g. `#main`. */
  href: string;
  /** Its text (a translated message). */
  children: ReactNode;
  /** Replaces following the link (the builder focuses a field or opens a sheet). */
  onActivate?: () => void;
};

/**
 * A page's first stop of the keyboard, past its header to its content
 * (docs/web.md#the-design-system): off the screen until it has the focus, then
 * drawn over the page's top corner (a visually hidden link would show nowhere).
 */
export function SkipLink({ href, children, onActivate }: SkipLinkProps) {
  return (
    <Link
      href={href}
      onClick={
        onActivate
          ? (event: MouseEvent) => {
              event.preventDefault();
              onActivate();
            }
          : undefined
      }
      position="absolute"
      top="2"
      insetInlineStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="md"
      borderWidth="1px"
      bg="bg.panel"
      color="brand.fg"
      fontWeight="medium"
      boxShadow="md"
      textDecoration="underline"
      focusRingColor="brand.focusRing"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
    >
      {children}
    </Link>
  );
}
