import { Fragment } from 'react';

import { publicExportUrl } from '../api/public-api';
import { type Translate } from '../lib/public-intl';
import { publicMessages as messages } from '../lib/public-messages';
import { type PublicResumeAddress } from '../lib/public-path';

/** The documents the page offers beside the PDF (docs/import-export.md#export). */
const formats = [
  { format: 'docx', label: messages.docx },
  { format: 'md', label: messages.markdown },
  { format: 'txt', label: messages.text },
] as const;

type PublicResumeBarProps = {
  address: PublicResumeAddress;
  t: Translate;
  /** The person's name and headline once the resume has loaded; a skeleton until then. */
  who: { name: string; headline?: string } | null;
  /** Whether the other formats are offered: a resume's exports; a letter has its PDF alone. */
  exports?: boolean;
  printing: boolean;
  onDownload: () => void;
};

/** The public page's top bar: who the resume (or letter) is of, Download PDF, and the other formats. */
export function PublicResumeBar({
  address,
  t,
  who,
  exports = true,
  printing,
  onDownload,
}: PublicResumeBarProps) {
  return (
    <header className="vp-bar">
      <div className="vp-bar-inner">
        <div className="vp-who">
          {who ? (
            <>
              <h1 className="vp-name">{who.name}</h1>
              {who.headline && <p className="vp-headline">{who.headline}</p>}
            </>
          ) : (
            <div className="vp-skeleton-text" aria-hidden>
              <span />
              <span />
            </div>
          )}
        </div>
        <div className="vp-actions">
          <button
            type="button"
            className="vp-button"
            onClick={onDownload}
            disabled={!who || printing}
            aria-busy={printing}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 3v12m0 0-5-5m5 5 5-5M5 21h14" />
            </svg>
            {t(printing ? messages.preparing : messages.download)}
          </button>
          {who && exports && (
            <p className="vp-formats">
              {t(messages.otherFormats)}{' '}
              {formats.map(({ format, label }, index) => (
                <Fragment key={format}>
                  {index > 0 && <span className="vp-dot" aria-hidden="true" />}
                  <a href={publicExportUrl(address, format)} download>
                    {t(label)}
                  </a>
                </Fragment>
              ))}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
