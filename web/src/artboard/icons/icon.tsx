import { profileIcon } from './profile-icons';

/** The interface icons the artboard draws itself (stroke icons on a 24-unit grid). */
const strokeIcons = {
  email: 'M3 6.5h18v11H3z M3.5 7l8.5 6.5L20.5 7',
  phone:
    'M6.6 3.5h3l1.5 4.2-2.2 1.6a11 11 0 0 0 5.8 5.8l1.6-2.2 4.2 1.5v3a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 4.6 5.6a2 2 0 0 1 2-2.1z',
  location:
    'M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11z M12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  link: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1 M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M3 12h18 M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z',
  translate:
    'M4 5h9 M8.5 3v2 M11 5c-1 4-3.5 7-7 8.5 M6.5 8.5c1.2 2 3 3.5 5 4.5 M13 21l4-9 4 9 M14.4 18h5.2',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3.5V7 M16 3.5V7',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6',
  briefcase: 'M3.5 8h17v11.5h-17z M9 8V5.5h6V8 M3.5 13h17',
} as const;

/** An interface icon's name. */
export type IconName = keyof typeof strokeIcons;

/** Props of {@link Icon}. */
export type IconProps = { name: string; className?: string };

/**
 * A small inline icon: one of the artboard's own stroke icons, else a brand icon
 * by simple-icons slug, else a link icon. Decorative, so hidden from screen
 * readers and absent from the PDF's text.
 */
export function Icon({ name, className }: IconProps) {
  const key = name.toLowerCase();
  const classes = `icon${className ? ` ${className}` : ''}`;
  if (key in strokeIcons) {
    return (
      <svg
        className={classes}
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={strokeIcons[key as IconName]} />
      </svg>
    );
  }
  const brand = profileIcon(key);
  if (brand) {
    return (
      <svg
        className={`${classes} icon-brand`}
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="currentColor"
      >
        <path d={brand.path} />
      </svg>
    );
  }
  return <Icon name="link" className={className} />;
}
