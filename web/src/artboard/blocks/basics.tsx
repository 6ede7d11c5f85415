import { type ResumeData } from '@vitae/schema';
import { type CSSProperties, type ReactNode } from 'react';

import { Icon } from '../icons/icon';
import { useArtboard } from './context';
import { useOwnOriginImage } from './use-own-origin-image';
import { WebLink } from './web-link';

/** The person's name, the resume's largest text. */
export function Name() {
  const { data } = useArtboard();
  return data.basics.name ? <h1 className="name">{data.basics.name}</h1> : null;
}

/** The line under the name. */
export function Headline() {
  const { data } = useArtboard();
  return data.basics.headline ? <p className="headline">{data.basics.headline}</p> : null;
}

/**
 * Pictures come from the web or inline data; no other scheme is loaded. One
 * on another host is drawn from storage's copy on this origin.
 */
const pictureSource = /^(https?:\/\/|data:image\/)/i;

function pictureShown(picture: ResumeData['basics']['picture']): boolean {
  return pictureSource.test(picture.url) && !picture.effects.hidden && picture.size > 0;
}

/** Props of {@link Picture}. */
export type PictureProps = { className?: string };

/**
 * The picture with its options (docs/product.md#basics-editor): size in px as its width,
 * aspect ratio, border radius, and the hidden, border and grayscale effects.
 */
export function Picture({ className }: PictureProps) {
  const { data } = useArtboard();
  const { picture } = data.basics;
  const image = useOwnOriginImage(picture.url);
  if (!pictureShown(picture) || image.src === undefined) {
    return null;
  }
  const style: CSSProperties = {
    width: `${picture.size}px`,
    height: `${picture.size / picture.aspectRatio}px`,
    borderRadius: `${picture.borderRadius}px`,
    filter: picture.effects.grayscale ? 'grayscale(1)' : undefined,
  };
  return (
    <img
      className={`picture${picture.effects.border ? ' has-border' : ''}${className ? ` ${className}` : ''}`}
      src={image.src}
      alt={data.basics.name}
      style={style}
      onError={image.onError}
    />
  );
}

/** Props of {@link Contacts}. */
export type ContactsProps = { className?: string };

/** Email, phone, location, website and custom fields, each with its icon (unless icons are hidden). */
export function Contacts({ className }: ContactsProps) {
  const { data } = useArtboard();
  const { basics } = data;
  const entries: { key: string; icon: string; content: ReactNode }[] = [];
  if (basics.location) {
    entries.push({ key: 'location', icon: 'location', content: basics.location });
  }
  if (basics.phone) {
    const tel = basics.phone.replace(/[^+\d]/g, '');
    entries.push({
      key: 'phone',
      icon: 'phone',
      // A number reads left to right in every language: in a right-to-left
      // resume "+49 170 1234567" would otherwise come out as "1234567 170 49+".
      content: (
        <a href={`tel:${tel}`} dir="ltr">
          {basics.phone}
        </a>
      ),
    });
  }
  if (basics.email) {
    entries.push({
      key: 'email',
      icon: 'email',
      content: <a href={`mailto:${basics.email}`}>{basics.email}</a>,
    });
  }
  if (basics.url.href) {
    entries.push({ key: 'url', icon: 'globe', content: <WebLink url={basics.url} /> });
  }
  for (const field of basics.customFields) {
    if (field.value.trim() === '') {
      continue;
    }
    const isLink = /^https?:\/\//i.test(field.value);
    entries.push({
      key: field.id,
      icon: field.icon || 'link',
      content: isLink ? <WebLink url={{ label: field.name, href: field.value }} /> : field.value,
    });
  }
  if (entries.length === 0) {
    return null;
  }
  return (
    <ul className={`contacts${className ? ` ${className}` : ''}`}>
      {entries.map((entry) => (
        <li key={entry.key} className={`contact contact-${entry.key}`}>
          <Icon name={entry.icon} className="contact-icon" />
          <span className="contact-text">{entry.content}</span>
        </li>
      ))}
    </ul>
  );
}
