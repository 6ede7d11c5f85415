import { type Problem } from '../lib/download-problem';
import { type Translate } from '../lib/public-intl';
import { publicMessages as messages } from '../lib/public-messages';

type DownloadProblemToastProps = { problem: Problem; t: Translate; onDismiss: () => void };

/** Why a download failed, worded as the app words it, until dismissed. */
export function DownloadProblemToast({ problem, t, onDismiss }: DownloadProblemToastProps) {
  return (
    <div className="vp-toast" role="alert">
      <div>
        <p className="vp-toast-title">{problem.title}</p>
        <p className="vp-toast-body">{problem.body}</p>
      </div>
      <button
        type="button"
        className="vp-toast-close"
        aria-label={t(messages.dismiss)}
        onClick={onDismiss}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
