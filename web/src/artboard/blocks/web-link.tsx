import { type Url } from '@vitae/schema';

import { Icon } from '../icons/icon';

/** Props of {@link WebLink}. */
export type WebLinkProps = { url: Url; icon?: boolean; className?: string };

/** How a link reads when it has no label: its address without the scheme or a trailing slash. */
export function linkText(url: Url): string {
  return url.label.trim() || url.href.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** A web address as a link showing its label (docs/product.md#sections); nothing when there is no address. */
export function WebLink({ url, icon = false, className }: WebLinkProps) {
  if (!/^https?:\/\//i.test(url.href)) {
    return null;
  }
  return (
    <a
      className={`web-link${className ? ` ${className}` : ''}`}
      href={url.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {icon && <Icon name="link" />}
      <span>{linkText(url)}</span>
    </a>
  );
}
