import { Icon } from '../icons/icon';
import { type ItemView } from './item-view';
import { Level } from './level';
import { RichText } from './rich-text';
import { WebLink } from './web-link';

/** Props of {@link Item}. */
export type ItemProps = {
  item: ItemView;
  /** Between keywords, in the resume's language ("、" in Japanese, "، " in Arabic). */
  separator?: string;
};

/**
 * One section item: title and subtitle at the start of the line, date and
 * place at its end (so mirrored in a right-to-left resume), then the level,
 * summary, keywords and link, in that reading order.
 */
export function Item({ item, separator = ', ' }: ItemProps) {
  const hasMeta = item.date !== '' || item.location !== '';
  const titleLink = item.linkTitle && /^https?:\/\//i.test(item.url.href);
  return (
    <div
      className="item"
      data-item={item.id}
      data-keep-together={item.keepTogether ? '' : undefined}
      data-break-before={item.breakBefore ? '' : undefined}
    >
      <div className="item-header">
        <div className="item-heading">
          {item.title !== '' && (
            <div className="item-title">
              {item.icon !== '' && <Icon name={item.icon} className="item-icon" />}
              {titleLink ? (
                <a href={item.url.href} target="_blank" rel="noopener noreferrer">
                  {item.title}
                </a>
              ) : (
                <span>{item.title}</span>
              )}
            </div>
          )}
          {item.subtitle !== '' && <div className="item-subtitle">{item.subtitle}</div>}
          {item.detail !== '' && <div className="item-detail">{item.detail}</div>}
        </div>
        {hasMeta && (
          <div className="item-meta">
            {item.date !== '' && <div className="item-date">{item.date}</div>}
            {item.location !== '' && <div className="item-location">{item.location}</div>}
          </div>
        )}
      </div>
      <Level value={item.level} />
      <RichText html={item.summary} className="item-summary" />
      {item.keywords.length > 0 && (
        <div className="item-keywords">
          {item.keywords.map((keyword, index) => (
            <span key={`${keyword}-${index}`} className="keyword">
              {keyword}
              {index < item.keywords.length - 1 && (
                <span className="keyword-separator">{separator}</span>
              )}
            </span>
          ))}
        </div>
      )}
      {!titleLink && <WebLink url={item.url} icon className="item-url" />}
    </div>
  );
}
